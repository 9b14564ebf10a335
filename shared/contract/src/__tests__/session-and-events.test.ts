import { AUTH_EVENTS, emitAuthEvent, waitForAuthComplete } from '../auth-events';
import { canAccess, clearSession, decodeClaims, getAccessToken, hasRole, isTokenExpired, readSession, saveAccessToken } from '../session';

const token = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('session store and token claims', () => {
  beforeEach(() => clearSession());

  it('stores a token with the session fields read from its claims', () => {
    const t = token({ role: 'reseller', accountCode: 'RES1', personId: 7, masterAccountId: 3, portal_modules: ['billing'] });
    saveAccessToken(t, { otpCellNumber: '0841234567' });
    expect(getAccessToken()).toBe(t);
    expect(readSession()).toMatchObject({ accountRole: 'reseller', accountCode: 'RES1', personId: 7, otpCellNumber: '0841234567' });
    clearSession();
    expect(readSession()).toBeNull();
  });

  it('reads exp or tokenExpiry for expiry, and treats a malformed token as expired', () => {
    const now = 1_700_000_000_000;
    expect(isTokenExpired(token({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenExpired(token({ tokenExpiry: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(decodeClaims('a.%%%.c')).toBeNull();
  });

  it('applies can-access (all modules) and roles (any listed role) from spec §6', () => {
    const claims = decodeClaims(token({ role: 'customer', portal_modules: ['billing', 'tickets'] }));
    expect(canAccess(['billing'], claims)).toBe(true);
    expect(canAccess(['billing', 'connectivity'], claims)).toBe(false);
    expect(hasRole(['customer'], claims)).toBe(true);
    expect(hasRole(['reseller'], claims)).toBe(false);
    expect(canAccess([], null)).toBe(false);
  });

  it('lets an action wait for auth-complete, and fails it on session expiry', async () => {
    const done = waitForAuthComplete();
    emitAuthEvent(AUTH_EVENTS.authComplete);
    await expect(done).resolves.toBeUndefined();
    const expired = waitForAuthComplete();
    emitAuthEvent(AUTH_EVENTS.sessionExpired);
    await expect(expired).rejects.toThrow('Session Expired');
  });
});
