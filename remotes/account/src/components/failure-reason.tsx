import type { ReactNode } from 'react';

/** Under a Failed status: why the provider could not do it, in its own words. */
export function FailureReason({ children }: { children: ReactNode }) {
  return (
    <span style={{ display: 'block', marginTop: '0.25rem', color: 'var(--portal-muted)', fontSize: '0.875rem', maxWidth: '32ch' }}>
      <span className="portal-visually-hidden">Why: </span>
      {children}
    </span>
  );
}
