import { DEVICE_CREDENTIAL, ERROR_CODES } from '@portal/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, desc, eq, gt, isNull, lt, notInArray } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { webauthnChallenges, webauthnCredentials } from '../db/schema';
import { ActionFailure, notFound, rateLimited } from '../http/action-failure';
import { memoryCounterStore, withinLimit, type CounterStore, type RateLimit } from './rate-limit';

/** A challenge lives a little longer than the 60 s the browser is given, and is used once. */
export const CHALLENGE_TTL_MS = DEVICE_CREDENTIAL.timeoutMs + 30_000;

/** Sign-in and re-auth challenges one client address may ask for: each is stored, and asking needs no sign-in. */
export const PASSKEY_CHALLENGE_LIMIT: RateLimit = { name: 'passkey-challenge-ip', max: 30, windowMs: 10 * 60 * 1000 };
/** Unexpired challenges kept per device and purpose; a new one beyond this drops the oldest. */
export const MAX_LIVE_CHALLENGES_PER_DEVICE = 5;

type Purpose = 'register' | 'authenticate' | 'reauthenticate';

/** Where the credential is bound: the relying party's origin and id (its host name). */
export interface RelyingParty {
  origin: string;
  name: string;
}

const rpIdOf = (origin: string) => new URL(origin).hostname;

const refused = (message = 'This device could not be verified.') => new ActionFailure(400, ERROR_CODES.badInput, message);

/** The challenge a browser signed, read from its client data; never trusted until it is consumed below. */
function challengeOf(clientDataJSON: string): string {
  try {
    const parsed = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    if (typeof parsed.challenge === 'string') return parsed.challenge;
  } catch {
    // fall through
  }
  throw refused();
}

/** A readable name for the device a passkey was made on, from its user agent. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const system = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Mac OS X/.test(ua) ? 'macOS' : /Windows/.test(ua) ? 'Windows' : /Linux/.test(ua) ? 'Linux' : 'an unknown system';
  return `${browser} on ${system}`;
}

/** `counters`: shared by the API nodes (Redis) so that the limit holds across them; default in memory, per node. */
export function createWebAuthnService(deps: { db: Db; clock: Clock; counters?: CounterStore }) {
  const { db, clock } = deps;
  const counters = deps.counters ?? memoryCounterStore();

  /** Keeps a challenge; the store stays bounded: expired ones go, and a device keeps its newest few per purpose. */
  async function storeChallenge(challenge: string, purpose: Purpose, deviceId: string, personId: number | null) {
    const now = clock.now();
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
    const newest = db
      .select({ challenge: webauthnChallenges.challenge })
      .from(webauthnChallenges)
      .where(and(eq(webauthnChallenges.deviceId, deviceId), eq(webauthnChallenges.purpose, purpose)))
      .orderBy(desc(webauthnChallenges.expiresAt))
      .limit(MAX_LIVE_CHALLENGES_PER_DEVICE - 1);
    await db
      .delete(webauthnChallenges)
      .where(and(eq(webauthnChallenges.deviceId, deviceId), eq(webauthnChallenges.purpose, purpose), notInArray(webauthnChallenges.challenge, newest)));
    await db.insert(webauthnChallenges).values({ challenge, purpose, deviceId, personId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  }

  /** Marks the challenge used and returns it; refuses one that is unknown, used, expired, or of another purpose, device or person. */
  async function consumeChallenge(clientDataJSON: string, purpose: Purpose, deviceId: string, personId: number | null) {
    const challenge = challengeOf(clientDataJSON);
    const [row] = await db
      .update(webauthnChallenges)
      .set({ usedAt: clock.now() })
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          eq(webauthnChallenges.deviceId, deviceId),
          isNull(webauthnChallenges.usedAt),
          gt(webauthnChallenges.expiresAt, clock.now()),
        ),
      )
      .returning({ personId: webauthnChallenges.personId });
    if (!row || (personId !== null && row.personId !== personId)) throw refused('This request has expired. Please try again.');
    return challenge;
  }

  return {
    async registrationOptions(rp: RelyingParty, person: { id: number; name: string }, deviceId: string) {
      const existing = await db
        .select({ id: webauthnCredentials.credentialId, transports: webauthnCredentials.transports })
        .from(webauthnCredentials)
        .where(eq(webauthnCredentials.personId, person.id));
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rpIdOf(rp.origin),
        userName: person.name,
        userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(`person-${person.id}`)),
        timeout: DEVICE_CREDENTIAL.timeoutMs,
        attestationType: 'none',
        excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransportFuture[] })),
        authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required', residentKey: 'preferred' },
        supportedAlgorithmIDs: [DEVICE_CREDENTIAL.algorithm],
      });
      await storeChallenge(options.challenge, 'register', deviceId, person.id);
      return options;
    },

    /** Verifies a new passkey and keeps it for this device, replacing the device's earlier one. */
    async register(rp: RelyingParty, owner: { personId: number; accountId: number; label: string }, deviceId: string, response: RegistrationResponseJSON) {
      const expectedChallenge = await consumeChallenge(response.response.clientDataJSON, 'register', deviceId, owner.personId);
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rpIdOf(rp.origin),
          requireUserVerification: true,
          supportedAlgorithmIDs: [DEVICE_CREDENTIAL.algorithm],
        });
      } catch {
        throw refused();
      }
      if (!verification.verified || !verification.registrationInfo) throw refused();
      const { credential } = verification.registrationInfo;
      await db.transaction(async (tx) => {
        await tx.delete(webauthnCredentials).where(and(eq(webauthnCredentials.deviceId, deviceId), eq(webauthnCredentials.personId, owner.personId)));
        await tx.insert(webauthnCredentials).values({
          credentialId: credential.id,
          personId: owner.personId,
          accountId: owner.accountId,
          deviceId,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          signCount: credential.counter,
          transports: credential.transports ?? response.response.transports ?? [],
          label: owner.label,
          createdAt: clock.now(),
        });
      });
    },

    /**
     * Options for signing in (or re-authenticating) on a registered device; NOT_FOUND when it has no passkey,
     * RATE_LIMITED when the client address asked too often (whether or not the device has one).
     */
    async authenticationOptions(rp: RelyingParty, deviceId: string, purpose: 'authenticate' | 'reauthenticate', personId: number | null, clientAddress: string) {
      if (!(await withinLimit(counters, PASSKEY_CHALLENGE_LIMIT, clientAddress, clock.now().getTime()))) {
        throw rateLimited('Too many passkey sign-in attempts. Please wait a few minutes and try again.');
      }
      const credentials = await db
        .select({ id: webauthnCredentials.credentialId, transports: webauthnCredentials.transports })
        .from(webauthnCredentials)
        .where(and(eq(webauthnCredentials.deviceId, deviceId), ...(personId !== null ? [eq(webauthnCredentials.personId, personId)] : [])))
        .orderBy(desc(webauthnCredentials.createdAt));
      if (credentials.length === 0) throw notFound('A passkey for this device');
      const options = await generateAuthenticationOptions({
        rpID: rpIdOf(rp.origin),
        allowCredentials: credentials.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransportFuture[] })),
        userVerification: 'required',
        timeout: DEVICE_CREDENTIAL.timeoutMs,
      });
      await storeChallenge(options.challenge, purpose, deviceId, personId);
      return options;
    },

    /**
     * Verifies an assertion: the challenge (single use, this purpose and device), origin, RP ID, user
     * verification, signature and a signature counter that moved forward. Returns whose passkey it was.
     */
    async authenticate(rp: RelyingParty, deviceId: string, purpose: 'authenticate' | 'reauthenticate', personId: number | null, response: AuthenticationResponseJSON) {
      const expectedChallenge = await consumeChallenge(response.response.clientDataJSON, purpose, deviceId, personId);
      const [stored] = await db
        .select()
        .from(webauthnCredentials)
        .where(and(eq(webauthnCredentials.credentialId, response.id), eq(webauthnCredentials.deviceId, deviceId)));
      if (!stored || (personId !== null && stored.personId !== personId)) throw refused();
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rpIdOf(rp.origin),
          requireUserVerification: true,
          credential: {
            id: stored.credentialId,
            publicKey: isoBase64URL.toBuffer(stored.publicKey),
            counter: stored.signCount,
            transports: stored.transports as AuthenticatorTransportFuture[],
          },
        });
      } catch {
        throw refused();
      }
      if (!verification.verified) throw refused();
      // Only from the counter this assertion was checked against: of two assertions racing on one counter, one counts.
      const counted = await db
        .update(webauthnCredentials)
        .set({ signCount: verification.authenticationInfo.newCounter, lastUsedAt: clock.now() })
        .where(and(eq(webauthnCredentials.id, stored.id), eq(webauthnCredentials.signCount, stored.signCount)))
        .returning({ id: webauthnCredentials.id });
      if (counted.length === 0) throw refused();
      return { personId: stored.personId, accountId: stored.accountId };
    },

    async devices(personId: number) {
      return db
        .select({
          deviceId: webauthnCredentials.deviceId,
          label: webauthnCredentials.label,
          accountId: webauthnCredentials.accountId,
          createdAt: webauthnCredentials.createdAt,
          lastUsedAt: webauthnCredentials.lastUsedAt,
        })
        .from(webauthnCredentials)
        .where(eq(webauthnCredentials.personId, personId))
        .orderBy(desc(webauthnCredentials.createdAt));
    },

    async remove(personId: number, deviceId: string) {
      const removed = await db
        .delete(webauthnCredentials)
        .where(and(eq(webauthnCredentials.personId, personId), eq(webauthnCredentials.deviceId, deviceId)))
        .returning({ id: webauthnCredentials.id });
      if (removed.length === 0) throw notFound('That device');
    },
  };
}

export type WebAuthnService = ReturnType<typeof createWebAuthnService>;
