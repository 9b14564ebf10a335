import type { AnyAction } from '../../define-action';
import { getIotAccount, resumeIotSim, suspendIotSim } from './iot-actions';
import { getAntivirus, getFirewall, removeAntivirusDevice, requestFirewallChange } from './security-actions';
import { getUps } from './ups-actions';
import { getVdc, setVmPower } from './vdc-actions';

/** Every action of the Cloud & Hosting area's devices (IoT, security, UPS and virtual data centre). */
export const DEVICE_ACTIONS: AnyAction[] = [
  getIotAccount,
  suspendIotSim,
  resumeIotSim,
  getAntivirus,
  removeAntivirusDevice,
  getFirewall,
  requestFirewallChange,
  getUps,
  getVdc,
  setVmPower,
];
