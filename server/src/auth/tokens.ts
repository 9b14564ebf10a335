import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const USER_TOKEN_SECONDS = 10 * 60;
const ISSUER = 'isp-portal';
/** Tokens of different purposes carry different audiences, so one can never pass for the other. */
const AUDIENCE = { access: 'portal-access', user: 'portal-user-token', cell: 'portal-otp-cell' } as const;

export interface AccessClaims {
  sub: string;
  jti: string;
  role: 'customer' | 'reseller';
  portal_modules: string[];
  termsOfUse: boolean;
  accountCode: string;
  accountId: number;
  personId: number;
  masterAccountId: number;
  iat: number;
  exp: number;
}

export interface UserTokenClaims {
  personId: number;
  accountId: number;
}

export function createTokenService(secret: Uint8Array, clock: Clock) {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const verifyOptions = (audience: string) => ({
    algorithms: ['HS256'],
    issuer: ISSUER,
    audience,
    currentDate: clock.now(),
  });

  return {
    async issueAccess(claims: Omit<AccessClaims, 'iat' | 'exp' | 'jti' | 'sub'>) {
      const iat = nowSeconds();
      const exp = iat + ACCESS_TOKEN_SECONDS;
      const jti = randomUUID();
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.personId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE.access)
        .setJti(jti)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(secret);
      return { token, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
    },

    /** The access token's claims, or null when it is malformed, forged, of another purpose or expired. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, verifyOptions(AUDIENCE.access));
        return payload as unknown as AccessClaims;
      } catch {
        return null;
      }
    },

    async issueUserToken(claims: UserTokenClaims) {
      const iat = nowSeconds();
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE.user)
        .setIssuedAt(iat)
        .setExpirationTime(iat + USER_TOKEN_SECONDS)
        .sign(secret);
    },

    /** Proof that the holder answered a PIN sent to this cell number (spec §3 otpCellNumberToken). */
    async issueCellToken(cellNumber: string) {
      const iat = nowSeconds();
      return new SignJWT({ cellNumber })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE.cell)
        .setIssuedAt(iat)
        .setExpirationTime(iat + USER_TOKEN_SECONDS)
        .sign(secret);
    },

    async verifyUserToken(token: string): Promise<UserTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, verifyOptions(AUDIENCE.user));
        const { personId, accountId } = payload as unknown as UserTokenClaims;
        return Number.isInteger(personId) && Number.isInteger(accountId) ? { personId, accountId } : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
