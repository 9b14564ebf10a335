import { useId, type ReactNode } from 'react';

export interface CardProps {
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A surface for one topic: a section named by its h2 when titled. */
export function Card({ title, children, actions }: CardProps) {
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
