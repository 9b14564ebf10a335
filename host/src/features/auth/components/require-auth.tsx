import { isTokenExpired, saveAccessToken } from '@portal/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor, withoutToken } from '../next-url';
import { useSession } from '../use-session';

/**
 * spec §2 Navigation guard: a token in the query string is stored as the session token (and taken out
 * of the address bar at once); without a valid token the user goes to login carrying nextURL.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const queryToken = new URLSearchParams(location.search).get('token');
  const { token } = useSession();

  if (queryToken) {
    saveAccessToken(queryToken);
    return <Navigate to={{ pathname: location.pathname, search: withoutToken(location.search), hash: location.hash }} replace />;
  }
  if (!token || isTokenExpired(token)) {
    return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  }
  return <>{children}</>;
}
