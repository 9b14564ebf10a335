import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface AlertProps {
  tone: 'info' | 'success' | 'warning' | 'error';
  children: ReactNode;
  /** spec §4 Auto-dismiss alert: hides itself after this many ms (3000 by default where used) and emits complete. */
  autoDismissMs?: number;
  onComplete?: () => void;
  onClose?: () => void;
}

export function Alert({ tone, children, autoDismissMs, onComplete, onClose }: AlertProps) {
  const [visible, setVisible] = useState(true);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  useEffect(() => {
    if (!autoDismissMs) return;
    const timer = setTimeout(() => {
      setVisible(false);
      completeRef.current?.();
    }, autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs]);

  if (!visible) return null;
  return (
    <div className={`portal-alert portal-alert--${tone}`} role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}>
      <div className="portal-alert__text">{children}</div>
      {onClose && (
        <button type="button" className="portal-alert__close" aria-label="Dismiss" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
