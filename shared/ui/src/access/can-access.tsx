import { canAccess } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTokenClaims } from './use-token-claims';

/**
 * spec §6 can-access: true only when every named module is in the token's portal_modules.
 * No token, or a token without a portal_modules list, allows nothing (fails closed).
 */
export function useCanAccess(modules: readonly string[]): boolean {
  const claims = useTokenClaims();
  if (!claims || !Array.isArray(claims.portal_modules)) return false;
  return canAccess([...modules], claims);
}

export interface CanAccessProps {
  /** Every one of these must be in the token's portal_modules. */
  modules: readonly string[];
  children: ReactNode;
  /** Rendered instead when access is lacking; by default nothing (the element is removed, not hidden). */
  fallback?: ReactNode;
}

/** spec §6 can-access: renders its children only when the token carries all the named modules. */
export function CanAccess({ modules, children, fallback = null }: CanAccessProps) {
  return <>{useCanAccess(modules) ? children : fallback}</>;
}
