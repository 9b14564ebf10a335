import { isTokenExpired, saveAccessToken } from '@portal/contract';
import { useEffect } from 'react';
import { expireSession, sessionEndedBy } from '../../session/end-session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor, withoutToken } from '../next-url';
import { useSession } from '../use-session';

export const TERMS_PATH = '/terms-of-use';

/**
 * spec §2 Navigation guard: a token in the query string is stored as the session token (and taken out
 * of the address bar at once); without a token the user goes to login carrying nextURL (after signing
 * out, to login plain); an expired token is a session expiry (cache cleared, Session Expired modal); a
 * token whose termsOfUse claim is false goes to the terms page, carrying nextURL, whatever was asked for.
 */
export function RequireAuth({ children, termsPage = false }: { children: ReactNode; termsPage?: boolean }) {
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  const queryToken = new URLSearchParams(location.search).get('token');
  const { token, claims } = useSession();

  const expiredToken = Boolean(!queryToken && token && isTokenExpired(token));
  useEffect(() => {
    if (expiredToken) expireSession();
  }, [expiredToken]);

  if (queryToken) {
    saveAccessToken(queryToken);
    return <Navigate to={{ pathname: location.pathname, search: withoutToken(location.search), hash: location.hash }} replace />;
  }
  if (!token || expiredToken) {
    const endedBy = expiredToken ? 'expiry' : sessionEndedBy();
    if (endedBy === 'sign-out') return <Navigate to="/login" replace />;
    return <Navigate to={loginPathFor(here)} replace state={endedBy === 'expiry' ? { sessionExpired: true } : undefined} />;
  }
  if (!termsPage && claims?.termsOfUse === false) {
    return <Navigate to={`${TERMS_PATH}?nextURL=${encodeURIComponent(here)}`} replace />;
  }
  return <>{children}</>;
}
