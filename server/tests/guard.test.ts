import type { ActionContext } from '../src/actions/define-action';
import type { Session } from '../src/auth/sessions';
import { authorize } from '../src/http/guard';

const issuedAt = 1_800_000_000;
const session: Session = {
  sub: '1',
  jti: 'j',
  role: 'customer',
  portal_modules: ['account', 'billing'],
  termsOfUse: true,
  accountCode: 'CUS1001',
  personId: 1,
  masterAccountId: 1,
  accountId: 1,
  iat: issuedAt,
  exp: issuedAt + 3600,
};
const as = (s: Session | null) => ({ session: s, reauthFreshSeconds: 120 }) as ActionContext;
const at = (secondsAfterIssue: number) => (issuedAt + secondsAfterIssue) * 1000;
const failure = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    const { status, code, message } = error as { status: number; code: string; message: string };
    return { status, code, message };
  }
  return null;
};

describe('the guard every action, download and upload passes', () => {
  it('lets anyone call a public action', () => {
    expect(failure(() => authorize({ auth: 'public' }, as(null), at(0)))).toBeNull();
  });

  it('wants a live session for session and fresh actions', () => {
    for (const auth of ['session', 'fresh'] as const) {
      expect(failure(() => authorize({ auth }, as(null), at(0)))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    }
    expect(failure(() => authorize({ auth: 'session' }, as(session), at(3000)))).toBeNull();
  });

  it('wants a token issued within the last 120 seconds for fresh actions (spec §4 Re-auth)', () => {
    expect(failure(() => authorize({ auth: 'fresh' }, as(session), at(119)))).toBeNull();
    expect(failure(() => authorize({ auth: 'fresh' }, as(session), at(120)))).toEqual({
      status: 403,
      code: 'REAUTH_REQUIRED',
      message: 'Please re-authenticate to continue.',
    });
  });

  it('refuses every action but the exempt ones until the terms of use are accepted (spec §4 Terms of use)', () => {
    const unaccepted = { ...session, termsOfUse: false };
    expect(failure(() => authorize({ auth: 'session' }, as(unaccepted), at(0)))).toEqual({
      status: 403,
      code: 'TERMS_NOT_ACCEPTED',
      message: 'Please accept the terms of use to continue.',
    });
    expect(failure(() => authorize({ auth: 'session', termsExempt: true }, as(unaccepted), at(0)))).toBeNull();
    expect(failure(() => authorize({ auth: 'public' }, as(unaccepted), at(0)))).toBeNull();
  });

  it('wants every listed module in the token’s portal_modules (spec §6 can-access)', () => {
    expect(failure(() => authorize({ auth: 'session', modules: ['account', 'billing'] }, as(session), at(0)))).toBeNull();
    expect(failure(() => authorize({ auth: 'session', modules: ['billing', 'tickets'] }, as(session), at(0)))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    // A missing module is not cured by re-authenticating, so it is the answer even when the token is stale.
    expect(failure(() => authorize({ auth: 'fresh', modules: ['tickets'] }, as(session), at(600)))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
