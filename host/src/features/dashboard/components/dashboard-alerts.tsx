import { ALERT_DISMISS_MS, type AlertItem, type AlertKind } from '@portal/contract';
import { Alert, useIsMobile, type AlertTone } from '@portal/ui';
import { usePageOffered } from '@portal/ui/access';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { bySeverity, moreLabel } from '../alert-groups';
import { useDismissAlert } from '../api/dismiss-alert';
import { useAlerts } from '../api/get-alerts';

const TONES: Record<AlertItem['severity'], AlertTone> = { info: 'info', warning: 'warning', critical: 'error' };

/** What the first screen holds of the service alerts; the others wait behind one 'n more' control. */
export const ALERTS_AT_FIRST = 3;

interface AlertRowProps {
  alert: AlertItem;
  /** A phone's first screen has room for the titles only: the message and link open from the title. */
  compact: boolean;
  onGone: () => void;
  onDismiss?: () => void;
}

function AlertRow({ alert: a, compact, onGone, onDismiss }: AlertRowProps) {
  const offered = usePageOffered();
  const link = a.link && offered(a.link.to) && (
    <>
      {' '}
      <Link to={a.link.to}>{a.link.label}</Link>
    </>
  );
  return (
    <div role="group" aria-label={a.title} className={compact ? 'portal-dashboard__alert--compact' : undefined}>
      {/* Compact, the title has the row's whole width: Dismiss is with the message, once opened. */}
      <Alert tone={TONES[a.severity]} autoDismissMs={a.transient ? ALERT_DISMISS_MS : undefined} onComplete={onGone} onClose={compact ? undefined : onDismiss}>
        {compact ? (
          <details>
            <summary>
              <strong>{a.title}</strong>
            </summary>
            <p className="portal-dashboard__alert-message">
              {a.message}
              {link}
            </p>
            {onDismiss && (
              <button type="button" className="portal-button portal-button--ghost portal-dashboard__alert-dismiss" onClick={onDismiss}>
                Dismiss
              </button>
            )}
          </details>
        ) : (
          <>
            <strong>{a.title}</strong> {a.message}
            {link}
          </>
        )}
      </Alert>
    </div>
  );
}

/**
 * dashboard.alert.GetAlerts (cached 60 s), derived by the server from the account's state and already left to what
 * this viewer's modules cover. `kind` picks the service alerts (most severe first, the first ALERTS_AT_FIRST shown,
 * the rest behind one 'n more' control) or the provider's promotions (a region of their own, below the cards).
 * Transient alerts hide themselves after 3 s (spec §4 Auto-dismiss alert); the others stay until dismissed, which
 * the server keeps for this person (dashboard.alert.DismissAlert): the alert goes at once and comes back, with a
 * message, if the server refuses. Nothing shows while loading or when the call fails: the cards carry the account's
 * own state.
 */
export function DashboardAlerts({ kind = 'service' }: { kind?: AlertKind }) {
  const alerts = useAlerts();
  const mobile = useIsMobile();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [notDismissed, setNotDismissed] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const restId = useId();
  const hide = (id: string, hiding: boolean) =>
    setHidden((before) => {
      const after = new Set(before);
      if (hiding) after.add(id);
      else after.delete(id);
      return after;
    });

  const dismissal = useDismissAlert({
    onStart: (alert) => {
      setNotDismissed(null);
      hide(alert.id, true);
      // Its Dismiss button is gone: keep the keyboard where it was rather than at the top of the page.
      region.current?.focus();
    },
    onRefused: (alert) => {
      hide(alert.id, false);
      setNotDismissed(alert.title);
    },
  });

  const promotions = kind === 'promotion';
  const shown = bySeverity((alerts.data?.alerts ?? []).filter((a) => (a.kind ?? 'service') === kind && !hidden.has(a.id)));
  if (shown.length === 0 && !notDismissed) return null;
  const first = promotions ? shown : shown.slice(0, ALERTS_AT_FIRST);
  const rest = promotions ? [] : shown.slice(ALERTS_AT_FIRST);
  const row = (a: AlertItem) => (
    <AlertRow
      key={a.id}
      alert={a}
      compact={mobile || promotions}
      onGone={() => hide(a.id, true)}
      onDismiss={a.transient ? undefined : () => dismissal.mutate(a)}
    />
  );
  return (
    <div
      ref={region}
      className={`portal-dashboard__alerts${promotions ? ' portal-dashboard__alerts--promotions' : ''}`}
      aria-label={promotions ? 'News' : 'Alerts'}
      role="region"
      tabIndex={-1}
    >
      {promotions && <h2 className="portal-dashboard__alerts-title">News</h2>}
      {notDismissed && (
        <Alert tone="error" onClose={() => setNotDismissed(null)}>
          We could not dismiss ‘{notDismissed}’. Please try again.
        </Alert>
      )}
      {first.map(row)}
      {rest.length > 0 && (
        <>
          <button type="button" className="portal-button portal-button--secondary portal-dashboard__more" aria-expanded={expanded} aria-controls={restId} onClick={() => setExpanded((open) => !open)}>
            <span aria-hidden="true">{expanded ? '▴' : '▾'}</span> {moreLabel(rest)}
          </button>
          <div id={restId} className="portal-dashboard__alerts-rest" hidden={!expanded}>
            {expanded && rest.map(row)}
          </div>
        </>
      )}
    </div>
  );
}
