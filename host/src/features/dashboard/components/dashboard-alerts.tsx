import { ALERT_DISMISS_MS, CACHE_SECONDS, type AlertItem } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { Alert, type AlertTone } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

const TONES: Record<AlertItem['severity'], AlertTone> = { info: 'info', warning: 'warning', critical: 'error' };

/**
 * dashboard.alert.GetAlerts (cached 60 s): transient alerts hide themselves after 3 s (spec §4 Auto-dismiss
 * alert); the others stay until dismissed. Nothing shows while loading or when the call fails: alerts are
 * extra news, and the cards below carry the account's own state.
 */
export function DashboardAlerts() {
  const alerts = useQuery(actionQueryOptions('dashboard.alert.GetAlerts', {}, { cacheSeconds: CACHE_SECONDS.alerts }));
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const dismiss = (id: number) => setDismissed((before) => new Set(before).add(id));
  const shown = (alerts.data?.alerts ?? []).filter((a) => !dismissed.has(a.id));
  if (shown.length === 0) return null;
  return (
    <div className="portal-dashboard__alerts" aria-label="Alerts" role="region">
      {shown.map((a) => (
        <Alert
          key={a.id}
          tone={TONES[a.severity]}
          autoDismissMs={a.transient ? ALERT_DISMISS_MS : undefined}
          onComplete={() => dismiss(a.id)}
          onClose={a.transient ? undefined : () => dismiss(a.id)}
        >
          <strong>{a.title}</strong> {a.message}
          {a.link && (
            <>
              {' '}
              <Link to={a.link.to}>{a.link.label}</Link>
            </>
          )}
        </Alert>
      ))}
    </div>
  );
}
