import { portalCache } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After an order or a cancellation anything the portal shows of the account may have changed: the service and its
 * offers, credits and bundles, the account's records, its bills and its alerts (a pending cancellation is one). Every
 * answer held is marked stale (the pages on screen ask again at once, the others when they next open), except the
 * priced cart on the confirm page, which shows the result over it: asked again, it would say the change is already on
 * its way. The alerts are also kept 60 s in the session cache: that copy goes too.
 */
export function refreshServiceQueries(queryClient: QueryClient) {
  portalCache.clear('dashboard.alert.GetAlerts');
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'action' && !String(queryKey[1]).startsWith('commerce.'),
  });
}
