import type { ReactNode } from 'react';
import { useStoreUrl } from './instance-offer';

export interface StoreLinkProps {
  /** The visible text; by default 'Buy a new service'. */
  children?: ReactNode;
  className?: string;
}

/** The instance's online store, in a new tab (and says so to screen readers); nothing when the instance has none. */
export function StoreLink({ children = 'Buy a new service', className = 'portal-button portal-button--secondary' }: StoreLinkProps) {
  const storeUrl = useStoreUrl();
  if (!storeUrl) return null;
  return (
    <a href={storeUrl} target="_blank" rel="noopener" className={className}>
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="portal-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
