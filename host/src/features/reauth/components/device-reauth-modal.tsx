import { Button, Modal } from '@portal/ui';
import { useState } from 'react';
import { logDeviceCredentialError, reauthenticateWithPasskey } from '../../passkeys/passkey-client';

interface Props {
  open: boolean;
  onSuccess: (accessToken: string) => void;
  onUseCellNumber: () => void;
  onCancel: () => void;
}

/** spec §2 Re-auth device: 'Re-Authenticate' or 'Use Cell Number'; any failure falls back to the PIN (spec §4), only logged (§8). */
export function DeviceReauthModal({ open, onSuccess, onUseCellNumber, onCancel }: Props) {
  const [busy, setBusy] = useState(false);

  const reauthenticate = async () => {
    setBusy(true);
    try {
      onSuccess(await reauthenticateWithPasskey());
    } catch (error) {
      logDeviceCredentialError(error);
      onUseCellNumber();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Re-Authenticate"
      size="sm"
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onUseCellNumber} disabled={busy}>
            Use Cell Number
          </Button>
          <Button onClick={reauthenticate} busy={busy}>
            Re-Authenticate
          </Button>
        </>
      }
    >
      <p>For your security, please confirm it is you before we make this change. Use this device’s screen lock or fingerprint.</p>
    </Modal>
  );
}
