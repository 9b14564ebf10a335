import { portalCache } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';

/** What a payment, a captured card or a debit order change changes: the account, its invoices, statements, pay-now details, mandate, alerts. */
const CHANGED_BY_PAYMENT = ['billing.Get', 'billing.payment.GetPayGatePayNowDetails', 'billing.mandates.', 'dashboard.alert.GetAlerts'];

/** Marks the billing queries stale so every page shows the ledger after the payment (not option lists or validations). */
export function refreshBillingQueries(queryClient: QueryClient) {
  // The dashboard's alerts are also kept for 60 s in the session cache, which would show a paid invoice as overdue.
  portalCache.clear('dashboard.alert.GetAlerts');
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'action' && typeof queryKey[1] === 'string' && CHANGED_BY_PAYMENT.some((prefix) => (queryKey[1] as string).startsWith(prefix)),
  });
}
