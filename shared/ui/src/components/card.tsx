import { useId, type ReactNode } from 'react';

export function Card({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="portal-card" aria-labelledby={title ? headingId : undefined}>
      {(title || actions) && (
        <div className="portal-card__header">
          {title && (
            <h2 id={headingId} className="portal-card__title">
              {title}
            </h2>
          )}
          {actions && <div className="portal-card__actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

const POSITIVE = /^(active|paid|closed|resolved|success|accepted)$/i;
const NEGATIVE = /^(suspended|overdue|failed|cancelled|canceled|declined|inactive)$/i;

/** A status as text with a colour cue (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const tone = POSITIVE.test(status) ? 'positive' : NEGATIVE.test(status) ? 'negative' : 'neutral';
  return <span className={`portal-badge portal-badge--${tone}`}>{status}</span>;
}
