import { z } from 'zod';
import { accountListItem, cellNumber, deviceId, empty, pin, token } from './common';

/** base64url text of a WebAuthn response part, bounded. */
const credentialPart = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

/** WebAuthn options as JSON (PublicKeyCredentialCreationOptionsJSON or RequestOptionsJSON); the browser passes them on as they are. */
const publicKeyOptions = z.record(z.string(), z.unknown());

const assertion = z.strictObject({
  deviceId,
  id: credentialPart,
  rawId: credentialPart,
  type: z.literal('public-key'),
  clientDataJSON: credentialPart,
  authenticatorData: credentialPart,
  signature: credentialPart,
  userHandle: credentialPart.optional(),
});

export const matchedAccount = accountListItem.extend({
  /** Several contacts of this account share the cell number: choose one with GetDuplicateContacts. */
  duplicateContacts: z.boolean(),
});
export type MatchedAccount = z.infer<typeof matchedAccount>;

export const duplicateContact = z.object({
  name: z.string(),
  /** Masked, enough for a person to recognise their own. */
  email: z.string(),
  contactToken: z.string(),
});
export type DuplicateContact = z.infer<typeof duplicateContact>;

export const termsOfUse = z.object({
  version: z.string(),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  accepted: z.boolean(),
});
export type TermsOfUse = z.infer<typeof termsOfUse>;

export const registeredDevice = z.object({
  deviceId: z.string(),
  label: z.string(),
  accountCode: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type RegisteredDevice = z.infer<typeof registeredDevice>;

export const loginActions = {
  'login.otp.RequestOtp': {
    input: z.strictObject({ cellNumber }),
    /** The number the PIN was sent to, masked; identical for known and unknown numbers. */
    output: z.object({ cellNumber: z.string() }),
  },
  'login.otp.VerifyOtp': {
    input: z.strictObject({ cellNumber, pin }),
    output: z.object({ matchedAccounts: z.array(matchedAccount), otpCellNumberToken: z.string() }),
  },
  /** When a matched account has several contacts with this cell number, they are listed to choose from. */
  'login.otp.GetDuplicateContacts': {
    input: z.strictObject({ userToken: token }),
    output: z.object({ contacts: z.array(duplicateContact) }),
  },
  'login.otp.SelectContactSession': {
    input: z.strictObject({ contactToken: token }),
    output: z.object({ accessToken: z.string() }),
  },
  'login.terms.GetTermsOfUse': {
    input: empty,
    output: termsOfUse,
  },
  /** Records acceptance of the version read, and answers with a new token whose termsOfUse claim is true. */
  'login.terms.AcceptTermsOfUse': {
    input: z.strictObject({ version: z.string().max(40) }),
    output: z.object({ accessToken: z.string() }),
  },
  /** spec §4 Re-auth: a PIN to the signed-in person's own cell number. */
  'login.reauth.RequestReAuthOtp': {
    input: z.strictObject({ cellNumber }),
    output: z.object({ cellNumber: z.string() }),
  },
  'login.reauth.VerifyReAuthOtp': {
    input: z.strictObject({ pin, contactAddress: cellNumber }),
    output: z.object({ accessToken: z.string() }),
  },
  'auth.webauthn.RequestRegistration': {
    input: z.strictObject({ deviceId, token: token.optional() }),
    output: z.object({ deviceId: z.string(), challenge: z.string(), options: publicKeyOptions }),
  },
  'auth.webauthn.VerifyRegistration': {
    input: z.strictObject({
      deviceId,
      id: credentialPart,
      rawId: credentialPart,
      type: z.literal('public-key'),
      clientDataJSON: credentialPart,
      attestationObject: credentialPart,
      transports: z.array(z.string().max(20)).max(10).optional(),
    }),
    output: z.object({ registered: z.boolean() }),
  },
  /** A challenge for a registered device; NOT_FOUND when this device has no passkey. */
  'auth.webauthn.RequestAuthentication': {
    input: z.strictObject({ deviceId }),
    output: z.object({ challenge: z.string(), options: publicKeyOptions }),
  },
  'auth.webauthn.Authenticate': { input: assertion, output: z.object({ accessToken: z.string() }) },
  'auth.webauthn.ReAuthenticate': { input: assertion, output: z.object({ accessToken: z.string() }) },
  /** The signed-in person's registered devices. */
  'auth.webauthn.GetDevices': {
    input: empty,
    output: z.object({ devices: z.array(registeredDevice) }),
  },
  'auth.webauthn.RemoveDevice': {
    input: z.strictObject({ deviceId }),
    output: z.object({ removed: z.boolean() }),
  },
  'login.otp.SelectAccount': {
    input: z.strictObject({ userToken: token }),
    output: z.object({ accessToken: z.string() }),
  },
  'auth.ValidateSession': {
    input: empty,
    output: z.object({ authenticated: z.boolean() }),
  },
  'auth.SignOut': {
    input: empty,
    output: z.object({ signedOut: z.boolean() }),
  },
} as const;
