import { ERROR_CODES, isActionError, platformSupportsPasskeys, readDeviceLogin, writeDeviceLogin } from '@portal/contract';
import { useEffect, useState } from 'react';

// The passkey code (and the WebAuthn library behind it) loads on use: the login page stays light.
const passkeyClient = () => import(/* webpackChunkName: "passkey-client" */ '../../passkeys/passkey-client');

/**
 * Passwordless sign-in on a registered device (spec §4). The WebAuthn library loads on use; a failure
 * is only logged (spec §8) and the person signs in with a PIN instead.
 */
export function usePasskeySignIn() {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const { deviceId, registered } = readDeviceLogin();
    if (!deviceId || !registered) return;
    let live = true;
    void platformSupportsPasskeys().then((supported) => live && setAvailable(supported));
    return () => {
      live = false;
    };
  }, []);

  const signIn = async (): Promise<string | null> => {
    const { signInWithPasskey, logDeviceCredentialError } = await passkeyClient();
    try {
      return await signInWithPasskey();
    } catch (error) {
      logDeviceCredentialError(error);
      // The server no longer knows this device's passkey (removed elsewhere): stop offering it.
      if (isActionError(error) && error.code === ERROR_CODES.notFound) {
        writeDeviceLogin({ registered: false });
        setAvailable(false);
      }
      return null;
    }
  };
  return { available, signIn };
}
