import { RESELLER_REFUSALS, requireCustomerRole } from '../../billing/customer-only';
import { logTicket } from '../../billing/support-tickets';
import { defineAction } from '../define-action';

/** spec §8: 'Request Assistance' after a failed payment-details update (customers only, spec §6). */
export const createBillingSupportTicket = defineAction({
  name: 'billing.support.CreateBillingSupportTicket',
  auth: 'session',
  modules: ['billing'],
  async handler({ description }, ctx) {
    requireCustomerRole(ctx, RESELLER_REFUSALS.billingSupport);
    const ticketNumber = await logTicket(ctx, {
      label: 'Billing',
      description,
      category: 'Billing',
      origin: 'from the payment details page (request for assistance)',
    });
    return { ticketNumber };
  },
});

/** An enquiry about the account: the subject is the customer's words; the status they were shown goes in the history. */
export const createAccountEnquirySupportTicket = defineAction({
  name: 'billing.support.CreateAccountEnquirySupportTicket',
  auth: 'session',
  modules: ['billing'],
  async handler({ loggedDescription, currentStatusDescription }, ctx) {
    const status = currentStatusDescription.replace(/\s+/g, ' ').trim();
    const ticketNumber = await logTicket(ctx, {
      label: 'Account enquiry',
      description: loggedDescription,
      category: 'Billing',
      origin: status ? `from the billing page (account status shown: ${status})` : 'from the billing page',
    });
    return { ticketNumber };
  },
});
