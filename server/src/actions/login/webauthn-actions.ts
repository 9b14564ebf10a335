import { eq, inArray } from 'drizzle-orm';
import { issueSessionToken, renewSession } from '../../auth/sessions';
import { deviceLabel } from '../../auth/webauthn';
import { accounts, people } from '../../db/schema';
import { notFound } from '../../http/action-failure';
import { defineAction, type ActionContext } from '../define-action';

const relyingParty = (ctx: ActionContext) => ({ origin: ctx.origin, name: ctx.rpName });

/** The assertion as @simplewebauthn/server reads it, from the flat payload of spec §7. */
const assertionOf = (input: {
  id: string;
  rawId: string;
  clientDataJSON: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}) => ({
  id: input.id,
  rawId: input.rawId,
  type: 'public-key' as const,
  response: { clientDataJSON: input.clientDataJSON, authenticatorData: input.authenticatorData, signature: input.signature, userHandle: input.userHandle },
  clientExtensionResults: {},
});

/** Registering a device is sensitive (spec §4 Re-auth): it needs a fresh token. */
export const requestRegistration = defineAction({
  name: 'auth.webauthn.RequestRegistration',
  auth: 'fresh',
  async handler(input, ctx) {
    const [person] = await ctx.db.select({ firstName: people.firstName, lastName: people.lastName, cellNumber: people.cellNumber }).from(people).where(eq(people.id, ctx.session.personId));
    if (!person) throw notFound('Your profile');
    const options = await ctx.webauthn.registrationOptions(
      relyingParty(ctx),
      { id: ctx.session.personId, name: `${person.firstName} ${person.lastName} (${person.cellNumber.slice(-4)})` },
      input.deviceId,
    );
    return { deviceId: input.deviceId, challenge: options.challenge, options: { ...options } };
  },
});

export const verifyRegistration = defineAction({
  name: 'auth.webauthn.VerifyRegistration',
  auth: 'session',
  async handler(input, ctx) {
    await ctx.webauthn.register(
      relyingParty(ctx),
      { personId: ctx.session.personId, accountId: ctx.session.accountId, label: deviceLabel(ctx.userAgent) },
      input.deviceId,
      {
        id: input.id,
        rawId: input.rawId,
        type: 'public-key',
        response: { clientDataJSON: input.clientDataJSON, attestationObject: input.attestationObject, transports: input.transports as never },
        clientExtensionResults: {},
      },
    );
    return { registered: true };
  },
});

export const requestAuthentication = defineAction({
  name: 'auth.webauthn.RequestAuthentication',
  auth: 'public',
  async handler(input, ctx) {
    // Signed in, this is a re-auth challenge bound to the person; signed out, a sign-in challenge.
    const options = ctx.session
      ? await ctx.webauthn.authenticationOptions(relyingParty(ctx), input.deviceId, 'reauthenticate', ctx.session.personId, ctx.clientAddress)
      : await ctx.webauthn.authenticationOptions(relyingParty(ctx), input.deviceId, 'authenticate', null, ctx.clientAddress);
    return { challenge: options.challenge, options: { ...options } };
  },
});

/** Passwordless sign-in: a new token for the account the passkey was registered on. */
export const authenticate = defineAction({
  name: 'auth.webauthn.Authenticate',
  auth: 'public',
  async handler(input, ctx) {
    const owner = await ctx.webauthn.authenticate(relyingParty(ctx), input.deviceId, 'authenticate', null, assertionOf(input));
    return { accessToken: await issueSessionToken(ctx.db, ctx.tokens, owner.personId, owner.accountId) };
  },
});

/** Re-auth by passkey: the passkey must be the signed-in person's; the session is renewed. */
export const reAuthenticate = defineAction({
  name: 'auth.webauthn.ReAuthenticate',
  auth: 'session',
  termsExempt: true,
  async handler(input, ctx) {
    await ctx.webauthn.authenticate(relyingParty(ctx), input.deviceId, 'reauthenticate', ctx.session.personId, assertionOf(input));
    return { accessToken: await renewSession(ctx, ctx.session) };
  },
});

export const getDevices = defineAction({
  name: 'auth.webauthn.GetDevices',
  auth: 'session',
  async handler(_input, ctx) {
    const devices = await ctx.webauthn.devices(ctx.session.personId);
    const ids = [...new Set(devices.map((d) => d.accountId))];
    const codes = new Map(
      ids.length ? (await ctx.db.select({ id: accounts.id, code: accounts.accountCode }).from(accounts).where(inArray(accounts.id, ids))).map((a) => [a.id, a.code]) : [],
    );
    return {
      devices: devices.map((d) => ({
        deviceId: d.deviceId,
        label: d.label,
        accountCode: codes.get(d.accountId) ?? '',
        createdAt: d.createdAt.toISOString(),
        lastUsedAt: d.lastUsedAt?.toISOString() ?? null,
      })),
    };
  },
});

/** Removing a device changes who can sign in: sensitive. */
export const removeDevice = defineAction({
  name: 'auth.webauthn.RemoveDevice',
  auth: 'fresh',
  async handler(input, ctx) {
    await ctx.webauthn.remove(ctx.session.personId, input.deviceId);
    return { removed: true };
  },
});
