import { platformSupportsPasskeys, readDeviceLogin, writeDeviceLogin } from '@portal/contract';
import { Button, Modal } from '@portal/ui';
import { useEffect, useState } from 'react';
import { OFFER_DEVICE_KEY } from '../../login/offer-device-key';
import { logDeviceCredentialError, registerThisDevice } from '../passkey-client';

type Stage = 'hidden' | 'offer' | 'done';

/**
 * spec §2/§4 Device registration, offered once after a PIN sign-in: only where the platform supports
 * it, the person has not chosen never-ask and the device is not registered yet.
 */
export function DeviceRegistrationOffer() {
  const [stage, setStage] = useState<Stage>('hidden');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (sessionStorage.getItem(OFFER_DEVICE_KEY) !== '1') return;
    sessionStorage.removeItem(OFFER_DEVICE_KEY);
    const { neverAsk, registered } = readDeviceLogin();
    if (neverAsk || registered) return;
    let live = true;
    void platformSupportsPasskeys().then((supported) => live && supported && setStage('offer'));
    return () => {
      live = false;
    };
  }, []);

  const register = async () => {
    setBusy(true);
    try {
      await registerThisDevice();
      setStage('done');
    } catch (error) {
      logDeviceCredentialError(error);
      setStage('hidden');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        open={stage === 'offer'}
        title="Simplify your Login Experience"
        size="sm"
        onClose={busy ? undefined : () => setStage('hidden')}
        footer={
          <>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                writeDeviceLogin({ neverAsk: true });
                setStage('hidden');
              }}
            >
              Don't ask again
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setStage('hidden')}>
              Not now
            </Button>
            <Button onClick={register} busy={busy}>
              Register Device
            </Button>
          </>
        }
      >
        <p>Register this device to sign in with your fingerprint, face or screen lock instead of waiting for an SMS PIN.</p>
      </Modal>
      <RegistrationSuccessModal open={stage === 'done'} onClose={() => setStage('hidden')} />
    </>
  );
}

export function RegistrationSuccessModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Registration Successful" size="sm" onClose={onClose} footer={<Button onClick={onClose}>OK</Button>}>
      <p>This device is registered. The next time you sign in here, you can use it instead of a PIN.</p>
    </Modal>
  );
}
