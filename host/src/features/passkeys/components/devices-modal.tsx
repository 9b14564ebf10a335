import { callAction, isActionError, platformSupportsPasskeys, readDeviceLogin, writeDeviceLogin, type RegisteredDevice } from '@portal/contract';
import { Alert, Button, EmptyState, ErrorState, formatDate, LoadingState, Modal } from '@portal/ui';
import { useEffect, useState } from 'react';
import { logDeviceCredentialError, registerThisDevice } from '../passkey-client';
import { RegistrationSuccessModal } from './device-registration-offer';
import '../devices.css';

const messageOf = (error: unknown) => (isActionError(error) || error instanceof Error ? error.message : String(error));

/**
 * The person's sign-in devices (passkeys): register this one, or remove any. Both change who can sign
 * in, so the server asks for re-authentication when the session is not fresh (spec §4 Re-auth).
 */
export function DevicesModal({ onClose }: { onClose: () => void }) {
  const [devices, setDevices] = useState<RegisteredDevice[]>();
  const [loadError, setLoadError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const [supported, setSupported] = useState(false);
  const [registered, setRegistered] = useState(false);
  const thisDevice = readDeviceLogin().deviceId;

  const load = () => {
    setLoadError(undefined);
    callAction('auth.webauthn.GetDevices', {}).then(
      ({ devices: list }) => {
        setDevices(list);
        // The server is the truth: a device removed elsewhere is no longer registered here.
        writeDeviceLogin({ registered: list.some((d) => d.deviceId === readDeviceLogin().deviceId) });
      },
      (e) => setLoadError(messageOf(e)),
    );
  };
  useEffect(() => {
    load();
    void platformSupportsPasskeys().then(setSupported);
  }, []);

  const act = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    setError(undefined);
    try {
      await work();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(undefined);
    }
  };

  const register = () =>
    act('register', async () => {
      try {
        await registerThisDevice();
      } catch (e) {
        // A refused or abandoned platform prompt is only logged (spec §8); server refusals are shown.
        if (!isActionError(e)) return logDeviceCredentialError(e);
        throw e;
      }
      setRegistered(true);
      load();
    });

  const remove = (deviceId: string) =>
    act(deviceId, async () => {
      await callAction('auth.webauthn.RemoveDevice', { deviceId });
      if (deviceId === readDeviceLogin().deviceId) writeDeviceLogin({ registered: false });
      load();
    });

  const thisOneListed = devices?.some((d) => d.deviceId === thisDevice) ?? false;
  return (
    <>
      <Modal open={!registered} title="Sign-in devices" onClose={onClose} footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
        <p>Devices you registered can sign you in with a fingerprint, face or screen lock instead of an SMS PIN.</p>
        {error && <Alert tone="error">{error}</Alert>}
        {loadError ? (
          <ErrorState title="Your devices could not be loaded" message={loadError} onRetry={load} />
        ) : !devices ? (
          <LoadingState label="Loading your devices" />
        ) : devices.length === 0 ? (
          <EmptyState title="No devices registered">Register this device to sign in without a PIN.</EmptyState>
        ) : (
          <ul className="portal-devices" aria-label="Registered devices">
            {devices.map((device) => (
              <li key={device.deviceId} className="portal-devices__item">
                <div>
                  <strong>{device.label}</strong>
                  {device.deviceId === thisDevice && <span className="portal-devices__this"> (this device)</span>}
                  <div className="portal-devices__meta">
                    Account {device.accountCode} · registered {formatDate(device.createdAt)}
                    {device.lastUsedAt ? ` · last used ${formatDate(device.lastUsedAt)}` : ''}
                  </div>
                </div>
                <Button
                  variant="danger"
                  busy={busy === device.deviceId}
                  disabled={busy !== undefined}
                  onClick={() => remove(device.deviceId)}
                  aria-label={`Remove ${device.label}${device.deviceId === thisDevice ? ' (this device)' : ''}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {supported && devices && !thisOneListed && (
          <Button onClick={register} busy={busy === 'register'} disabled={busy !== undefined}>
            Register this device
          </Button>
        )}
      </Modal>
      <RegistrationSuccessModal open={registered} onClose={() => setRegistered(false)} />
    </>
  );
}
