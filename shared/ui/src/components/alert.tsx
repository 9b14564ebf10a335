import { useEffect, useRef, useState, type ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  /**
   * spec §4 Auto-dismiss alert: when set, the alert hides itself after this many ms and calls onComplete
   * (the spec's default is ALERT_DISMISS_MS, 3000). To show it again, render it with a new key.
   */
  autoDismissMs?: number;
  onComplete?: () => void;
  /** When given, a Dismiss button is shown. */
  onClose?: () => void;
}

const ICONS: Record<AlertTone, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

/** A message: role="alert" for errors and warnings (announced at once), role="status" otherwise. */
export function Alert({ tone, children, autoDismissMs, onComplete, onClose }: AlertProps) {
  const [visible, setVisible] = useState(true);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  useEffect(() => {
    if (autoDismissMs === undefined || autoDismissMs === null) return;
    const timer = setTimeout(() => {
      setVisible(false);
      completeRef.current?.();
    }, Math.max(0, autoDismissMs));
    return () => clearTimeout(timer);
  }, [autoDismissMs]);

  if (!visible) return null;
  return (
    <div className={`portal-alert portal-alert--${tone}`} role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}>
      <span className="portal-alert__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="portal-alert__text">{children}</div>
      {onClose && (
        <button type="button" className="portal-alert__close" aria-label="Dismiss" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
