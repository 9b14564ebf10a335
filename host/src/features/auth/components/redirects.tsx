import { getAccessToken } from '@portal/contract';
import { Navigate, useLocation } from 'react-router-dom';

/** spec §2: /isp goes to /login when there is no access token, otherwise to /dashboard. */
export function IspRedirect() {
  return <Navigate to={getAccessToken() ? '/dashboard' : '/login'} replace />;
}

/** spec §2: /isp/* drops the /isp prefix. */
export function StripIspPrefix() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={{ pathname: pathname.replace(/^\/isp/, '') || '/', search, hash }} replace />;
}
