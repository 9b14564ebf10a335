import { getAccount, getPortalAppConfiguration, getServices } from './account/account-actions';
import { getInvoices } from './billing/billing-actions';
import { BILLING_ACCOUNT_ACTIONS } from './billing/billing-account-actions';
import { PAYMENT_ACTIONS } from './billing/payment-actions';
import { downloadExcelInvoice, downloadPdfInvoice, downloadPdfStatement } from './billing/document-downloads';
import { getViewInvoice, getViewStatement } from './billing/invoice-view-actions';
import type { AnyAction, AnyDownload, AnyUpload } from './define-action';
import {
  getDuplicateContacts,
  requestOtp,
  requestReAuthOtp,
  selectAccount,
  selectContactSession,
  signOut,
  validateSession,
  verifyOtp,
  verifyReAuthOtp,
} from './login/login-actions';
import { acceptTermsOfUse, getTermsOfUse } from './login/terms-actions';
import {
  authenticate,
  getDevices,
  reAuthenticate,
  removeDevice,
  requestAuthentication,
  requestRegistration,
  verifyRegistration,
} from './login/webauthn-actions';
import { getAccounts, getAuthForAccount, getChildAccounts } from './account/switch-account-actions';
import { getTickets } from './tickets/ticket-actions';
import { ACCOUNT_AREA_ACTIONS, ACCOUNT_AREA_DOWNLOADS } from './account-area';

export const ACTIONS: AnyAction[] = [
  requestOtp,
  verifyOtp,
  selectAccount,
  getDuplicateContacts,
  selectContactSession,
  validateSession,
  signOut,
  getTermsOfUse,
  acceptTermsOfUse,
  requestReAuthOtp,
  verifyReAuthOtp,
  requestRegistration,
  verifyRegistration,
  requestAuthentication,
  authenticate,
  reAuthenticate,
  getDevices,
  removeDevice,
  getAccounts,
  getChildAccounts,
  getAuthForAccount,
  getAccount,
  getServices,
  getPortalAppConfiguration,
  getInvoices,
  ...BILLING_ACCOUNT_ACTIONS,
  getViewInvoice,
  getViewStatement,
  getTickets,
  ...PAYMENT_ACTIONS,
  ...ACCOUNT_AREA_ACTIONS,
];

/** Download actions (POST .../download/:name) arrive with the documents work. */
export const DOWNLOADS: AnyDownload[] = [...ACCOUNT_AREA_DOWNLOADS, downloadPdfInvoice, downloadExcelInvoice, downloadPdfStatement];

/** Upload actions (POST .../upload/:name, multipart) arrive with ticket attachments. */
export const UPLOADS: AnyUpload[] = [];

/** name → definition; a later definition of the same name replaces an earlier one. */
export const byName = <D extends { name: string }>(definitions: D[]) => new Map(definitions.map((d) => [d.name, d]));
