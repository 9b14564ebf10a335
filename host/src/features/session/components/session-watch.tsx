import { AUTH_EVENTS, getAccessToken, getClaims, onAuthEvent, tokenExpiry } from '@portal/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkHealth } from '../health-check';
import { expireSession } from '../end-session';
import { isPublicPath } from '../public-paths';
import { checkVersion } from '../version-check';

const UNAVAILABLE_POLL_MS = 5000;
/** Longest a navigation's checks wait for the browser to be idle. */
const CHECK_IDLE_TIMEOUT_MS = 1000;

/** Runs `run` when the browser is next idle (at the latest after CHECK_IDLE_TIMEOUT_MS); returns the cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  const id = requestIdleCallback(run, { timeout: CHECK_IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(id);
}

/**
 * spec §2/§4: the health check and the version check run when the router is ready and after every
 * navigation; a 401 anywhere and the token's own expiry run the health check too. No UI of its own.
 */
export function SessionWatch() {
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search + location.hash;
  const hereRef = useRef(here);
  hereRef.current = here;

  const runHealthCheck = useCallback(async () => {
    const pathname = new URL(hereRef.current, window.location.origin).pathname;
    const checked = getAccessToken();
    const health = await checkHealth();
    if (health === 'unreachable') {
      // Offline the page stays: it shows what the service worker kept, under the offline banner.
      if (!navigator.onLine) return;
      if (pathname !== '/unavailable') navigate('/unavailable', { replace: true });
      return;
    }
    if (pathname === '/unavailable') {
      navigate('/dashboard', { replace: true });
      return;
    }
    // Only the token the server found wanting ends: one saved meanwhile (an account switch revokes the token it
    // replaces, and a request of the page in flight with that one sends it here) is the new session's.
    if (health === 'unauthenticated' && checked && getAccessToken() === checked && !isPublicPath(pathname)) expireSession();
  }, [navigate]);

  // Once the new page is on screen and the browser is idle: the checks' requests do not hold up the page's first frame.
  useEffect(
    () =>
      whenIdle(() => {
        void runHealthCheck();
        void checkVersion();
      }),
    [location.pathname, location.search, runHealthCheck],
  );

  useEffect(() => onAuthEvent(AUTH_EVENTS.unauthorized, () => void runHealthCheck()), [runHealthCheck]);

  // While unavailable, keep asking: the user returns to the dashboard on their own.
  useEffect(() => {
    if (location.pathname !== '/unavailable') return;
    const timer = window.setInterval(() => void runHealthCheck(), UNAVAILABLE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [location.pathname, runHealthCheck]);

  // When the token's own expiry arrives, the health check finds it and ends the session.
  const token = getAccessToken();
  useEffect(() => {
    const exp = tokenExpiry(getClaims());
    if (!token || exp === null) return;
    const timer = window.setTimeout(() => void runHealthCheck(), Math.max(exp * 1000 - Date.now(), 0) + 1000);
    return () => window.clearTimeout(timer);
  }, [token, runHealthCheck]);

  return null;
}
