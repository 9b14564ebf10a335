import type { AnyAction, AnyDownload } from '../define-action';
import { addUser, getUsers, removeUser, updateUserModules } from './access';
import { updateAddress } from './address';
import { dismissAlert, getAlerts } from './alerts';
import { downloadCallReportExcel, getCallReport } from './call-report';
import { getCancellations } from './cancellations';
import { getMessage, getMessages, markRead } from './messages';
import { downloadDocument, getDocuments, getOrders } from './orders-docs';

/** The account area's actions (spec §2 /account/*) and the dashboard's alerts. */
export const ACCOUNT_AREA_ACTIONS: AnyAction[] = [
  getAlerts,
  dismissAlert,
  updateAddress,
  getMessages,
  getMessage,
  markRead,
  getUsers,
  addUser,
  updateUserModules,
  removeUser,
  getOrders,
  getDocuments,
  getCallReport,
  getCancellations,
];

export const ACCOUNT_AREA_DOWNLOADS: AnyDownload[] = [downloadDocument, downloadCallReportExcel];
