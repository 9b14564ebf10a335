import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The way back up, above a page's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="svc-back">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}
