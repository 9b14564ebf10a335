import { getAccount, getPortalAppConfiguration, getServices } from './account/account-actions';
import { getInvoices } from './billing/billing-actions';
import { BILLING_ACCOUNT_ACTIONS } from './billing/billing-account-actions';
import { PAYMENT_ACTIONS } from './billing/payment-actions';
import { ARRANGEMENT_ACTIONS } from './billing/arrangement-actions';
import { downloadExcelInvoice, downloadPdfInvoice, downloadPdfStatement } from './billing/document-downloads';
import { downloadPdfReceipt } from './billing/payment-history-actions';
import { getViewInvoice, getViewStatement } from './billing/invoice-view-actions';
import { getInvoiceChanges } from './billing/invoice-change-actions';
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
import { getChildAccountsOverview } from './account/child-overview-actions';
import { TICKET_ACTIONS } from './tickets/ticket-actions';
import { TICKET_DOWNLOADS } from './tickets/ticket-downloads';
import { TICKET_UPLOADS } from './tickets/ticket-uploads';
import { ACCOUNT_AREA_ACTIONS, ACCOUNT_AREA_DOWNLOADS } from './account-area';
import { cancelService } from './commerce/cancel-actions';
import { placeOrder, previewOrder } from './commerce/order-actions';
import { SERVICE_ACTIONS } from './services/service-actions';
import { USAGE_ALERT_ACTIONS } from './services/usage-alert-actions';
import { ADDRESS_LOOKUP_ACTIONS } from './address/address-lookup-actions';
import { ENGAGEMENT_ACTIONS } from './engagement';
import { DEVICE_ACTIONS } from './cloud/devices';
import { HOSTING_ACTIONS } from './cloud/hosting';
import { TOOL_ACTIONS, TOOL_DOWNLOADS } from './cloud/tools';
import { getServiceActivity } from './communication/activity-actions';
import { MAIL_ACTIONS } from './communication/mail';
import { MESSAGING_ACTIONS } from './communication/messaging';
import { VOICE_ACTIONS } from './communication/voice';
import { STATUS_ACTIONS } from './status/status-actions';
import { NOTIFICATION_ACTIONS } from './notifications/notification-actions';

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
  getChildAccountsOverview,
  getAccount,
  getServices,
  getPortalAppConfiguration,
  getInvoices,
  ...BILLING_ACCOUNT_ACTIONS,
  getViewInvoice,
  getInvoiceChanges,
  getViewStatement,
  ...TICKET_ACTIONS,
  ...PAYMENT_ACTIONS,
  ...ARRANGEMENT_ACTIONS,
  ...ACCOUNT_AREA_ACTIONS,
  ...SERVICE_ACTIONS,
  ...USAGE_ALERT_ACTIONS,
  previewOrder,
  placeOrder,
  cancelService,
  ...ADDRESS_LOOKUP_ACTIONS,
  ...ENGAGEMENT_ACTIONS,
  ...STATUS_ACTIONS,
  getServiceActivity,
  ...MAIL_ACTIONS,
  ...VOICE_ACTIONS,
  ...NOTIFICATION_ACTIONS,
  ...MESSAGING_ACTIONS,
  ...HOSTING_ACTIONS,
  ...DEVICE_ACTIONS,
  ...TOOL_ACTIONS,
];

/** Download actions (POST .../download/:name) arrive with the documents work. */
export const DOWNLOADS: AnyDownload[] = [...ACCOUNT_AREA_DOWNLOADS, downloadPdfInvoice, downloadExcelInvoice, downloadPdfStatement, downloadPdfReceipt, ...TICKET_DOWNLOADS, ...TOOL_DOWNLOADS];

/** Upload actions (POST .../upload/:name, multipart) arrive with ticket attachments. */
export const UPLOADS: AnyUpload[] = [...TICKET_UPLOADS];

/** name → definition. A second definition of a name is refused: it would silently take the first one's place. */
export function byName<D extends { name: string }>(definitions: D[]): Map<string, D> {
  const named = new Map<string, D>();
  for (const definition of definitions) {
    if (named.has(definition.name)) throw new Error(`Two definitions are named ${definition.name}: each name is registered once.`);
    named.set(definition.name, definition);
  }
  return named;
}
