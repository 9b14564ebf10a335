import { STORAGE_KEYS } from './constants';

/** spec §3 Device login store: this browser's device id and whether it has a passkey or should never be asked. */
export interface DeviceLogin {
  deviceId?: string;
  registered: boolean;
  neverAsk: boolean;
}

export function readDeviceLogin(): DeviceLogin {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEYS.deviceLogin) ?? '{}') as Partial<DeviceLogin>;
    return {
      deviceId: typeof parsed.deviceId === 'string' ? parsed.deviceId : undefined,
      registered: parsed.registered === true,
      neverAsk: parsed.neverAsk === true,
    };
  } catch {
    return { registered: false, neverAsk: false };
  }
}

export function writeDeviceLogin(change: Partial<DeviceLogin>): DeviceLogin {
  const next = { ...readDeviceLogin(), ...change };
  localStorage.setItem(STORAGE_KEYS.deviceLogin, JSON.stringify(next));
  return next;
}

/** The device id, made when absent (spec §4 Device registration). */
export function ensureDeviceId(): string {
  const current = readDeviceLogin().deviceId;
  if (current) return current;
  return writeDeviceLogin({ deviceId: crypto.randomUUID() }).deviceId!;
}

/** Whether this browser can make and use a platform passkey (user-verifying platform authenticator). */
export async function platformSupportsPasskeys(): Promise<boolean> {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential === 'undefined') return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}
