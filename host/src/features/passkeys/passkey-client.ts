import { callAction, ensureDeviceId, readDeviceLogin, reportError, writeDeviceLogin } from '@portal/contract';

/** @simplewebauthn/browser loads only when a passkey is used, never with the login page. */
const webauthnBrowser = () => import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');

type OptionsJSON = Parameters<Awaited<ReturnType<typeof webauthnBrowser>>['startAuthentication']>[0]['optionsJSON'];
type CreationJSON = Parameters<Awaited<ReturnType<typeof webauthnBrowser>>['startRegistration']>[0]['optionsJSON'];

/** Makes a passkey on this device for the signed-in person (spec §4 Device registration). */
export async function registerThisDevice(): Promise<void> {
  const deviceId = ensureDeviceId();
  const { options } = await callAction('auth.webauthn.RequestRegistration', { deviceId });
  const { startRegistration } = await webauthnBrowser();
  const credential = await startRegistration({ optionsJSON: options as unknown as CreationJSON });
  await callAction('auth.webauthn.VerifyRegistration', {
    deviceId,
    id: credential.id,
    rawId: credential.rawId,
    type: 'public-key',
    clientDataJSON: credential.response.clientDataJSON,
    attestationObject: credential.response.attestationObject,
    transports: credential.response.transports,
  });
  writeDeviceLogin({ registered: true });
}

/** Signs the device's passkey over a new challenge; the payload of Authenticate and ReAuthenticate. */
async function assertWithPasskey() {
  const deviceId = readDeviceLogin().deviceId;
  if (!deviceId) throw new Error('This device has no device id.');
  const { options } = await callAction('auth.webauthn.RequestAuthentication', { deviceId });
  const { startAuthentication } = await webauthnBrowser();
  const assertion = await startAuthentication({ optionsJSON: options as unknown as OptionsJSON });
  return {
    deviceId,
    id: assertion.id,
    rawId: assertion.rawId,
    type: 'public-key' as const,
    clientDataJSON: assertion.response.clientDataJSON,
    authenticatorData: assertion.response.authenticatorData,
    signature: assertion.response.signature,
    userHandle: assertion.response.userHandle,
  };
}

/** Passwordless sign-in: the access token for the account the passkey was registered on. */
export async function signInWithPasskey(): Promise<string> {
  const { accessToken } = await callAction('auth.webauthn.Authenticate', await assertWithPasskey());
  return accessToken;
}

/** Re-auth by passkey: a renewed access token for the current session. */
export async function reauthenticateWithPasskey(): Promise<string> {
  const { accessToken } = await callAction('auth.webauthn.ReAuthenticate', await assertWithPasskey());
  return accessToken;
}

/** spec §8: device-credential errors are only logged; the person sees no message. */
export function logDeviceCredentialError(error: unknown) {
  console.warn('Device credential:', error);
  reportError(error);
}

