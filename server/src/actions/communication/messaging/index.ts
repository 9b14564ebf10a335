import type { AnyAction } from '../../define-action';
import { addContactList, getBulkMailer, removeContactList, renameContactList } from './bulk-mailer-actions';
import { getEscan, removeEscanDevice, revealEscanLicenceKey } from './escan-actions';
import { getSms, setSmsSenderId } from './sms-actions';

/** Every action of the messaging services. */
export const MESSAGING_ACTIONS: AnyAction[] = [
  getSms,
  setSmsSenderId,
  getEscan,
  removeEscanDevice,
  revealEscanLicenceKey,
  getBulkMailer,
  addContactList,
  renameContactList,
  removeContactList,
];
