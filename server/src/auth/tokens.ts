import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
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
  switch: { typ: 'portal-switch+jwt', audience: 'portal-switch-token' },
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

/**
 * What a sign-in token (user or contact token) rests on: the PIN proof's time (`auth_time`, seconds), from which
 * the session's freshness counts, and the token's own id, which the session it is exchanged for takes (so it is
 * exchanged once).
 */
export interface SignInProof {
  jti: string;
  authTime: number;
  exp: number;
}
const signInProof = z.object({ jti: z.string().min(1), auth_time: z.number().int(), exp: z.number().int() });
const proofOf = (p: z.infer<typeof signInProof>): SignInProof => ({ jti: p.jti, authTime: p.auth_time, exp: p.exp });

/** Lets the session `sid` switch to another account once: made for the Switch Account list, for that session only. */
export interface SwitchTokenClaims {
  accountId: number;
  personId: number;
  sid: string;
}
const switchTokenClaims = z.object({ accountId: z.number().int(), personId: z.number().int(), sid: z.string().min(1) });

/** When a token is issued and ends (seconds since the epoch; by default now and now + its lifetime) and its id (default random). */
interface Lifetime {
  iat?: number;
  exp?: number;
  jti?: string;
}

/**
 * Signs with `secret`; verifies with it and then with each of `previousSecrets` (JWT_SECRET_PREVIOUS), so tokens
 * signed before a key rotation keep working until they expire, and stop once their key is removed from the setting.
 */
export function createTokenService(secret: Uint8Array, clock: Clock, previousSecrets: readonly Uint8Array[] = []) {
  const verificationKeys = [secret, ...previousSecrets];
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  // Links' signatures have keys of their own, derived from each secret, so the token signing key signs tokens only.
  const linkKeys = verificationKeys.map((key) => createHmac('sha256', key).update('portal:link-signature').digest());
  const linkMac = (key: Buffer, purpose: string, value: string) => createHmac('sha256', key).update(`${purpose}:${value}`).digest().subarray(0, 16);

  async function sign(purpose: Purpose, payload: Record<string, unknown>, seconds: number, lifetime: Lifetime = {}) {
    const iat = lifetime.iat ?? nowSeconds();
    const exp = lifetime.exp ?? iat + seconds;
    const jti = lifetime.jti ?? randomUUID();
    const token = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: PURPOSE[purpose].typ })
      .setIssuer(ISSUER)
      .setAudience(PURPOSE[purpose].audience)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(jti)
      .sign(secret);
    return { iat, exp, jti, token };
  }

  /** The payload of a token of this purpose, or null when it is malformed, forged, of another purpose or expired. */
  async function verify(purpose: Purpose, token: string) {
    const options = {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: PURPOSE[purpose].audience,
      typ: PURPOSE[purpose].typ,
      currentDate: clock.now(),
      requiredClaims: ['iat', 'exp'],
    };
    for (const key of verificationKeys) {
      try {
        return (await jwtVerify(token, key, options)).payload;
      } catch (error) {
        // Only a signature made with another key is worth trying the next key for; expired or malformed stays refused.
        if ((error as { code?: string }).code !== 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') return null;
      }
    }
    return null;
  }

  return {
    /**
     * An access token. `iat` is when the PIN or passkey proof it rests on was made (freshness counts from it), by
     * default now; `exp` by default an hour after `iat`.
     */
    async issueAccess(claims: Omit<AccessClaims, 'iat' | 'exp' | 'jti' | 'sub'>, lifetime: Lifetime = {}) {
      const { iat, exp, jti, token } = await sign('access', { ...claims, sub: String(claims.personId) }, ACCESS_TOKEN_SECONDS, lifetime);
      return { token, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
    },

    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const parsed = accessClaims.safeParse(await verify('access', token));
      return parsed.success ? parsed.data : null;
    },

    /** Binds a person to one account they may use, for 10 minutes after the PIN: exchanged once by SelectAccount. */
    issueUserToken: async (claims: UserTokenClaims) => {
      const authTime = nowSeconds();
      return (await sign('user', { ...claims, auth_time: authTime }, USER_TOKEN_SECONDS, { iat: authTime })).token;
    },

    async verifyUserToken(token: string): Promise<(UserTokenClaims & SignInProof) | null> {
      const payload = await verify('user', token);
      const claims = userTokenClaims.safeParse(payload);
      const proof = signInProof.safeParse(payload);
      return claims.success && proof.success ? { ...claims.data, ...proofOf(proof.data) } : null;
    },

    /**
     * One of several contacts sharing a cell number, chosen by SelectContactSession. It carries the user token's
     * proof and ends with it; its id is derived from the user token's, so one PIN makes one session per contact.
     */
    issueContactToken: async (claims: ContactTokenClaims, from: SignInProof) =>
      (
        await sign('contact', { ...claims, auth_time: from.authTime }, USER_TOKEN_SECONDS, {
          exp: from.exp,
          jti: `${from.jti}:${claims.personId}`,
        })
      ).token,

    async verifyContactToken(token: string): Promise<(ContactTokenClaims & SignInProof) | null> {
      const payload = await verify('contact', token);
      const claims = contactTokenClaims.safeParse(payload);
      const proof = signInProof.safeParse(payload);
      return claims.success && proof.success ? { ...claims.data, ...proofOf(proof.data) } : null;
    },

    /** For one row of the Switch Account list: usable by the session `sid` only, and never after that session ends. */
    issueSwitchToken: async (claims: SwitchTokenClaims, sessionExp: number) =>
      (await sign('switch', { ...claims }, USER_TOKEN_SECONDS, { exp: Math.min(nowSeconds() + USER_TOKEN_SECONDS, sessionExp) })).token,

    async verifySwitchToken(token: string): Promise<SwitchTokenClaims | null> {
      const parsed = switchTokenClaims.safeParse(await verify('switch', token));
      return parsed.success ? parsed.data : null;
    },

    /**
     * A short signed reference for a link in a message ('12-1796.<signature>'): short enough for an SMS, and
     * nothing to store, since the signature is made again to check it. `value` is never a secret.
     */
    signLink: (purpose: string, value: string) => `${value}.${linkMac(linkKeys[0], purpose, value).toString('base64url')}`,

    /** The value a link of this purpose was signed for, or null when it was changed or signed for another purpose. */
    verifyLink(purpose: string, token: string): string | null {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const value = token.slice(0, dot);
      const written = token.slice(dot + 1);
      const given = Buffer.from(written, 'base64url');
      // Only the one spelling of the MAC: base64url's last character carries unused bits, which would let a changed link pass.
      if (given.length !== 16 || given.toString('base64url') !== written) return null;
      return linkKeys.some((key) => timingSafeEqual(linkMac(key, purpose, value), given)) ? value : null;
    },

    /** Proof that the holder answered a PIN sent to this cell number (spec §3 otpCellNumberToken). */
    issueCellToken: async (cellNumber: string) => (await sign('cell', { cellNumber }, USER_TOKEN_SECONDS)).token,
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
