import type { ReactNode } from 'react';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="portal-visually-hidden">{children}</span>;
}

export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a className="portal-skip-link" href={`#${targetId}`}>
      Skip to main content
    </a>
  );
}
