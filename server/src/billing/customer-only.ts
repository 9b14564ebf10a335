import type { SessionActionContext } from '../actions/define-action';
import { forbidden } from '../http/action-failure';

/** spec §6: changing payment details (and asking for help with them) is for the customer role only. */
export function requireCustomerRole(ctx: SessionActionContext, message: string) {
  if (ctx.session.role !== 'customer') throw forbidden(message);
}

export const RESELLER_REFUSALS = {
  updateBillingDetails: 'Resellers cannot change payment details. Please ask the customer to update them.',
  billingSupport: 'Resellers cannot request assistance with payment details for a customer. Please ask the customer to contact us.',
  acceptMandate: 'Only the customer can accept the debit order mandate for their bank account.',
} as const;
