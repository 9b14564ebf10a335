import { ALERT_DISMISS_MS, CACHE_SECONDS, callAction, isActionError, portalCache, type AlertItem } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { Alert, type AlertTone } from '@portal/ui';
import { usePageOffered } from '@portal/ui/access';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';

const TONES: Record<AlertItem['severity'], AlertTone> = { info: 'info', warning: 'warning', critical: 'error' };
const GET_ALERTS = 'dashboard.alert.GetAlerts';
export const alertsQuery = () => actionQueryOptions(GET_ALERTS, {}, { cacheSeconds: CACHE_SECONDS.alerts });

type Alerts = { alerts: AlertItem[] };

/** Takes a dismissed alert out of what the page holds and of the 60 s session cache, so a reload does not bring it back. */
function forget(queryClient: QueryClient, id: string) {
  const without = (data: Alerts): Alerts => ({ alerts: data.alerts.filter((a) => a.id !== id) });
  queryClient.setQueryData<Alerts>(alertsQuery().queryKey, (data) => (data ? without(data) : data));
  const cached = portalCache.get<Alerts>(GET_ALERTS, JSON.stringify({}));
  if (cached) portalCache.set(GET_ALERTS, JSON.stringify({}), without(cached), CACHE_SECONDS.alerts);
}

/**
 * dashboard.alert.GetAlerts (cached 60 s), derived by the server from the account's state. Transient alerts hide
 * themselves after 3 s (spec §4 Auto-dismiss alert); the others stay until dismissed, which the server keeps for this
 * person (dashboard.alert.DismissAlert): the alert goes at once and comes back, with a message, if the server
 * refuses. Nothing shows while loading or when the call fails: the cards below carry the account's own state.
 */
export function DashboardAlerts() {
  const queryClient = useQueryClient();
  const alerts = useQuery(alertsQuery());
  const offered = usePageOffered();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [notDismissed, setNotDismissed] = useState<string | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const hide = (id: string, hiding: boolean) =>
    setHidden((before) => {
      const after = new Set(before);
      if (hiding) after.add(id);
      else after.delete(id);
      return after;
    });

  const dismissal = useMutation({
    mutationFn: (alert: AlertItem) => callAction('dashboard.alert.DismissAlert', { id: alert.id }),
    onMutate: (alert) => {
      setNotDismissed(null);
      hide(alert.id, true);
      // Its Dismiss button is gone: keep the keyboard where it was rather than at the top of the page.
      region.current?.focus();
    },
    onSuccess: (_result, alert) => forget(queryClient, alert.id),
    onError: (error, alert) => {
      // Not found: its state cleared meanwhile (paid in another tab, say), so there is nothing left to show.
      if (isActionError(error) && error.status === 404) {
        forget(queryClient, alert.id);
        return;
      }
      hide(alert.id, false);
      setNotDismissed(alert.title);
    },
  });

  const shown = (alerts.data?.alerts ?? []).filter((a) => !hidden.has(a.id));
  if (shown.length === 0 && !notDismissed) return null;
  return (
    <div ref={region} className="portal-dashboard__alerts" aria-label="Alerts" role="region" tabIndex={-1}>
      {notDismissed && (
        <Alert tone="error" onClose={() => setNotDismissed(null)}>
          We could not dismiss ‘{notDismissed}’. Please try again.
        </Alert>
      )}
      {shown.map((a) => (
        <div key={a.id} role="group" aria-label={a.title}>
          <Alert
            tone={TONES[a.severity]}
            autoDismissMs={a.transient ? ALERT_DISMISS_MS : undefined}
            onComplete={() => hide(a.id, true)}
            onClose={a.transient ? undefined : () => dismissal.mutate(a)}
          >
            <strong>{a.title}</strong> {a.message}
            {a.link && offered(a.link.to) && (
              <>
                {' '}
                <Link to={a.link.to}>{a.link.label}</Link>
              </>
            )}
          </Alert>
        </div>
      ))}
    </div>
  );
}
