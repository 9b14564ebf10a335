import { CACHE_SECONDS, callAction, isActionError, portalCache, type AlertItem } from '@portal/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { alertsQueryOptions, GET_ALERTS } from './get-alerts';

type Alerts = { alerts: AlertItem[] };

/** Takes a dismissed alert out of what the page holds and of the 60 s session cache, so a reload does not bring it back. */
function forget(queryClient: QueryClient, id: string) {
  const without = (data: Alerts): Alerts => ({ alerts: data.alerts.filter((a) => a.id !== id) });
  queryClient.setQueryData<Alerts>(alertsQueryOptions().queryKey, (data) => (data ? without(data) : data));
  const cached = portalCache.get<Alerts>(GET_ALERTS, JSON.stringify({}));
  if (cached) portalCache.set(GET_ALERTS, JSON.stringify({}), without(cached), CACHE_SECONDS.alerts);
}

/**
 * dashboard.alert.DismissAlert, which the server keeps for this person. `onStart` runs as it is sent; `onRefused`
 * when the server refuses, except for not found: its state cleared meanwhile (paid in another tab, say), so the
 * alert is forgotten as if dismissed.
 */
export function useDismissAlert({ onStart, onRefused }: { onStart: (alert: AlertItem) => void; onRefused: (alert: AlertItem) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: AlertItem) => callAction('dashboard.alert.DismissAlert', { id: alert.id }),
    onMutate: onStart,
    onSuccess: (_result, alert) => forget(queryClient, alert.id),
    onError: (error, alert) => {
      if (isActionError(error) && error.status === 404) {
        forget(queryClient, alert.id);
        return;
      }
      onRefused(alert);
    },
  });
}
