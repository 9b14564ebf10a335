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
    const ticketNumber = await logTicket(ctx.db, {
      accountId: ctx.session.accountId,
      subject: 'Request for assistance with payment details',
      description,
      category: 'Billing',
      now: ctx.clock.now(),
    });
    return { ticketNumber };
  },
});

/** An enquiry about the account, with the status the customer was shown when they asked. */
export const createAccountEnquirySupportTicket = defineAction({
  name: 'billing.support.CreateAccountEnquirySupportTicket',
  auth: 'session',
  modules: ['billing'],
  async handler({ loggedDescription, currentStatusDescription }, ctx) {
    const status = currentStatusDescription.trim();
    const ticketNumber = await logTicket(ctx.db, {
      accountId: ctx.session.accountId,
      subject: status ? `Account enquiry (account status: ${status})` : 'Account enquiry',
      description: loggedDescription,
      category: 'Billing',
      now: ctx.clock.now(),
    });
    return { ticketNumber };
  },
});
