import type { AnyAction } from '../define-action';
import { addToBillPayment, getAddToBillOffers } from './add-to-bill-actions';
import { getBillingDetails, getCollectionRules } from './billing-details-actions';
import { BILLING_OPTION_ACTIONS } from './billing-option-actions';
import { createAccountEnquirySupportTicket, createBillingSupportTicket } from './billing-support-actions';
import { reactivateDebitOrder } from './debit-order-actions';
import { acceptDebitOrderMandate, renderDebitOrderMandate } from './mandate-actions';
import { getPayments } from './payment-history-actions';
import { updateBillingDetails } from './update-billing-details-action';

/** The account side of billing: payment details, their option lists, support tickets, mandates, debit order, add-to-bill and the payments made. */
export const BILLING_ACCOUNT_ACTIONS: AnyAction[] = [
  getBillingDetails,
  getCollectionRules,
  updateBillingDetails,
  ...BILLING_OPTION_ACTIONS,
  createBillingSupportTicket,
  createAccountEnquirySupportTicket,
  renderDebitOrderMandate,
  acceptDebitOrderMandate,
  reactivateDebitOrder,
  addToBillPayment,
  getAddToBillOffers,
  getPayments,
];
