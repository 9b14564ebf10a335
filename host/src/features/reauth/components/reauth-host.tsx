import { AUTH_EVENTS, emitAuthEvent, onAuthEvent, platformSupportsPasskeys, readSession, saveAccessToken } from '@portal/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { deviceIsRegistered } from '../../passkeys/device-registered';

// Loaded when a re-auth is asked for: most visits never see either prompt.
const DeviceReauthModal = lazy(() => import('./device-reauth-modal').then((m) => ({ default: m.DeviceReauthModal })));
const PinReauthModal = lazy(() => import('./pin-reauth-modal').then((m) => ({ default: m.PinReauthModal })));

type Prompt = 'none' | 'device' | 'pin';

/**
 * spec §4 Re-auth: answers the re-auth event. On a registered device that supports passkeys the
 * 'Re-Authenticate' prompt shows, otherwise the 'Enter Pin' modal; success saves the renewed token
 * and emits auth-complete, so the waiting action goes ahead; closing the prompt cancels it.
 */
export function ReauthHost() {
  const [prompt, setPrompt] = useState<Prompt>('none');

  useEffect(
    () =>
      onAuthEvent(AUTH_EVENTS.reauthRequired, () => {
        setPrompt((current) => (current === 'none' ? (deviceIsRegistered() ? 'device' : 'pin') : current));
      }),
    [],
  );

  // A device prompt is only shown where the platform can use the passkey.
  useEffect(() => {
    if (prompt !== 'device') return;
    let live = true;
    void platformSupportsPasskeys().then((supported) => live && !supported && setPrompt('pin'));
    return () => {
      live = false;
    };
  }, [prompt]);

  const complete = (accessToken: string) => {
    saveAccessToken(accessToken, { otpCellNumber: readSession()?.otpCellNumber });
    setPrompt('none');
    emitAuthEvent(AUTH_EVENTS.authComplete);
  };
  const cancel = () => {
    setPrompt('none');
    emitAuthEvent(AUTH_EVENTS.reauthCancelled);
  };

  return (
    <Suspense fallback={null}>
      {prompt === 'device' && <DeviceReauthModal open onSuccess={complete} onUseCellNumber={() => setPrompt('pin')} onCancel={cancel} />}
      {prompt === 'pin' && <PinReauthModal onSuccess={complete} onCancel={cancel} />}
    </Suspense>
  );
}
