import { useId, type ReactNode } from 'react';

export interface CardProps {
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  /** The title's heading level: 2 by default, 3 for cards grouped under an h2. */
  level?: 2 | 3;
}

/** A surface for one topic: a section named by its heading when titled. */
export function Card({ title, children, actions, level = 2 }: CardProps) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className="portal-card" aria-labelledby={title ? headingId : undefined}>
      {(title || actions) && (
        <div className="portal-card__header">
          {title && (
            <Heading id={headingId} className="portal-card__title">
              {title}
            </Heading>
          )}
          {actions && <div className="portal-card__actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
