import { readDeviceLogin } from '@portal/contract';

/** Whether this device should offer its passkey: it has a device id and is registered. */
export const deviceIsRegistered = () => {
  const store = readDeviceLogin();
  return Boolean(store.deviceId && store.registered);
};
