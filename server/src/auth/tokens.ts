import { randomUUID } from 'node:crypto';
import type { TokenClaims } from '@portal/contract';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../clock';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const USER_TOKEN_SECONDS = 10 * 60;
const ISSUER = 'isp-portal';

/**
 * Tokens of different purposes differ in header type and audience, so one can never pass for
 * another: a user token (person + account, from VerifyOtp) is not an access token.
 */
const PURPOSE = {
  access: { typ: 'at+jwt', audience: 'portal-access' },
  user: { typ: 'portal-user+jwt', audience: 'portal-user-token' },
  cell: { typ: 'portal-cell+jwt', audience: 'portal-otp-cell' },
  contact: { typ: 'portal-contact+jwt', audience: 'portal-contact-token' },
} as const;
type Purpose = keyof typeof PURPOSE;

/** The access token's payload: the contract's TokenClaims (what the client reads) plus the jti that revokes it. */
export type AccessClaims = Required<Pick<TokenClaims, 'sub' | 'role' | 'portal_modules' | 'termsOfUse' | 'accountCode' | 'personId' | 'masterAccountId' | 'iat' | 'exp'>> & {
  jti: string;
};

const accessClaims = z.object({
  sub: z.string(),
  jti: z.string().min(1),
  role: z.enum(['customer', 'reseller']),
  portal_modules: z.array(z.string()),
  termsOfUse: z.boolean(),
  accountCode: z.string(),
  personId: z.number().int(),
  masterAccountId: z.number().int(),
  iat: z.number(),
  exp: z.number(),
});

/**
 * A user token names an account and who may use it: one person, or — when several contacts of the
 * account share the cell number that answered the PIN — that cell number, to choose a contact with.
 */
export type UserTokenClaims = { accountId: number } & ({ personId: number } | { cellNumber: string });
const userTokenClaims = z.union([
  z.object({ accountId: z.number().int(), personId: z.number().int() }),
  z.object({ accountId: z.number().int(), cellNumber: z.string() }),
]);
export interface ContactTokenClaims {
  personId: number;
  accountId: number;
}
const contactTokenClaims = z.object({ personId: z.number().int(), accountId: z.number().int() });

export function createTokenService(secret: Uint8Array, clock: Clock) {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  function sign(purpose: Purpose, payload: Record<string, unknown>, seconds: number, extra?: (jwt: SignJWT) => SignJWT) {
    const iat = nowSeconds();
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: PURPOSE[purpose].typ })
      .setIssuer(ISSUER)
      .setAudience(PURPOSE[purpose].audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + seconds);
    return { iat, exp: iat + seconds, token: (extra ? extra(jwt) : jwt).sign(secret) };
  }

  /** The payload of a token of this purpose, or null when it is malformed, forged, of another purpose or expired. */
  async function verify(purpose: Purpose, token: string) {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: PURPOSE[purpose].audience,
        typ: PURPOSE[purpose].typ,
        currentDate: clock.now(),
        requiredClaims: ['iat', 'exp'],
      });
      return payload;
    } catch {
      return null;
    }
  }

  return {
    async issueAccess(claims: Omit<AccessClaims, 'iat' | 'exp' | 'jti' | 'sub'>) {
      const jti = randomUUID();
      const { iat, exp, token } = sign('access', { ...claims }, ACCESS_TOKEN_SECONDS, (jwt) =>
        jwt.setSubject(String(claims.personId)).setJti(jti),
      );
      return { token: await token, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
    },

    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const parsed = accessClaims.safeParse(await verify('access', token));
      return parsed.success ? parsed.data : null;
    },

    /** Binds a person to one account they may use, for 10 minutes: exchanged by SelectAccount for an access token. */
    issueUserToken: (claims: UserTokenClaims) => sign('user', { ...claims }, USER_TOKEN_SECONDS).token,

    async verifyUserToken(token: string): Promise<UserTokenClaims | null> {
      const parsed = userTokenClaims.safeParse(await verify('user', token));
      return parsed.success ? parsed.data : null;
    },

    /** One of several contacts sharing a cell number, chosen by SelectContactSession. */
    issueContactToken: (claims: ContactTokenClaims) => sign('contact', { ...claims }, USER_TOKEN_SECONDS).token,

    async verifyContactToken(token: string): Promise<ContactTokenClaims | null> {
      const parsed = contactTokenClaims.safeParse(await verify('contact', token));
      return parsed.success ? parsed.data : null;
    },

    /** Proof that the holder answered a PIN sent to this cell number (spec §3 otpCellNumberToken). */
    issueCellToken: (cellNumber: string) => sign('cell', { cellNumber }, USER_TOKEN_SECONDS).token,
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
