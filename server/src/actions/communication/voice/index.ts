import type { AnyAction } from '../../define-action';
import { getVoiceBundle } from './bundle-actions';
import { addFaxAddress, getFax, removeFaxAddress } from './fax-actions';
import { getPhoneNumber, setNumberRouting } from './number-actions';
import { addExtension, getVoip, removeExtension, setCallForwarding, setVoicemailToEmail } from './voip-actions';

/** Every action of the voice services. */
export const VOICE_ACTIONS: AnyAction[] = [
  getVoip,
  addExtension,
  removeExtension,
  setCallForwarding,
  setVoicemailToEmail,
  getFax,
  addFaxAddress,
  removeFaxAddress,
  getPhoneNumber,
  setNumberRouting,
  getVoiceBundle,
];
