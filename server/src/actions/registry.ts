import type { ActionName } from '@portal/contract/catalogue';
import { getAccount, getPortalAppConfiguration, getServices } from './account/account-actions';
import { getBillingDetails, getInvoices } from './billing/billing-actions';
import type { ActionDefinition } from './define-action';
import { requestOtp, selectAccount, signOut, validateSession, verifyOtp } from './login/login-actions';
import { getTickets } from './tickets/ticket-actions';

const all = [
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
] as ActionDefinition[];

export const actions = new Map<ActionName, ActionDefinition>(all.map((a) => [a.name, a]));
