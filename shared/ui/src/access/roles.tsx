import { hasRole, type Role } from '@portal/contract';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { useTokenClaims } from './use-token-claims';

/** spec §6 roles: true when the token's role claim is one of `roles` (customer, reseller); false without a token. */
export function useRoleAllowed(roles: readonly Role[]): boolean {
  const claims = useTokenClaims();
  return hasRole([...roles], claims);
}

export interface RolesProps {
  /** The roles the element is for. */
  allow: readonly Role[];
  /** One element taking a `disabled` prop (a button, an input, a fieldset…). */
  children: ReactElement<{ disabled?: boolean }>;
}

/**
 * spec §6 roles: the element stays on screen but is disabled for a role not listed. A `disabled` the element
 * already has is kept (allowed and disabled stays disabled).
 *
 *   <Roles allow={['customer']}><Button onClick={save}>Save Changes</Button></Roles>
 */
export function Roles({ allow, children }: RolesProps) {
  const allowed = useRoleAllowed(allow);
  if (allowed || !isValidElement(children)) return children;
  return cloneElement(children, { disabled: true });
}
