import { getAccount, getPortalAppConfiguration, getServices } from './account/account-actions';
import { getBillingDetails, getInvoices } from './billing/billing-actions';
import type { AnyAction, AnyDownload, AnyUpload } from './define-action';
import { requestOtp, selectAccount, signOut, validateSession, verifyOtp } from './login/login-actions';
import { getTickets } from './tickets/ticket-actions';

export const ACTIONS: AnyAction[] = [
  requestOtp,
  verifyOtp,
  selectAccount,
  validateSession,
  signOut,
  getAccount,
  getServices,
  getPortalAppConfiguration,
  getBillingDetails,
  getInvoices,
  getTickets,
];

/** Download actions (POST .../download/:name) arrive with the documents work. */
export const DOWNLOADS: AnyDownload[] = [];

/** Upload actions (POST .../upload/:name, multipart) arrive with ticket attachments. */
export const UPLOADS: AnyUpload[] = [];

/** name → definition; a later definition of the same name replaces an earlier one. */
export const byName = <D extends { name: string }>(definitions: D[]) => new Map(definitions.map((d) => [d.name, d]));
