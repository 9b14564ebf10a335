import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { usePageOffered } from './instance-offer';

export interface OfferedLinkProps extends LinkProps {
  to: string;
  /** Shown instead of the link when its page is in an area the instance does not run; nothing by default. */
  fallback?: ReactNode;
}

/** A link into another area, rendered only while the instance runs that area (its page would otherwise be the 404). */
export function OfferedLink({ fallback = null, ...props }: OfferedLinkProps) {
  return usePageOffered()(props.to) ? <Link {...props} /> : <>{fallback}</>;
}
