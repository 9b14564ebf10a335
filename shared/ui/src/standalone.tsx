/**
 * `@portal/ui/standalone`: standalone QA mode (`pnpm --filter @portal/remote-<area> dev`), one area on its own
 * with the providers the host would otherwise give it. The host never loads this module; it loads each area's
 * './routes' through federation. (This is why ui's subpath, unlike its index, may import jotai and react-query.)
 */
import {
  AUTH_EVENTS,
  callAction,
  clearSession,
  getAccessToken,
  isTokenExpired,
  moveStorageKeys,
  onAuthEvent,
  saveAccessToken,
  subscribeSession,
  type RemoteModule,
} from '@portal/contract';
import { createPortalQueryClient } from '@portal/contract/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { configureFeatureCheck, featureCheckFromFlags } from './access/feature-config';
import { LoadingState } from './components/states';
import { useStandaloneInstance, type StandaloneInstance } from './standalone/instance';
import { RouteIndex } from './standalone/route-index';
import { StandaloneSignIn } from './standalone/sign-in';
import './styles/portal.css';

const PORTAL_URL = 'http://localhost:8080';

/**
 * A `?token=` in the address becomes this QA page's session token (under its own keys, see mountStandalone), and
 * leaves the address bar (and the history) at once.
 */
export function takeTokenFromAddress() {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  saveAccessToken(token);
}

type TokenProblem = 'missing' | 'expired' | 'refused';

function useTokenProblem(): TokenProblem | null {
  const token = useSyncExternalStore((onChange) => {
    const off = subscribeSession(onChange);
    return () => void off();
  }, getAccessToken);
  const [refusedToken, setRefusedToken] = useState<string | null>(null);
  useEffect(() => onAuthEvent(AUTH_EVENTS.unauthorized, () => setRefusedToken(getAccessToken())), []);
  if (!token) return 'missing';
  if (isTokenExpired(token)) return 'expired';
  return refusedToken === token ? 'refused' : null;
}

const PROBLEMS: Record<TokenProblem, string> = {
  missing: 'This page shows one area of the portal on its own, for QA. Sign in to see it.',
  expired: 'The session of this page has expired. Sign in again.',
  refused: 'The server refused the session of this page (it was signed out, or belongs to another server). Sign in again.',
};

/** The portal's API did not answer through this dev server's proxy: what to start or set, and Try again. */
function ApiUnreachable({ title, detail, onRetry }: { title: string; detail: string; onRetry: () => void }) {
  return (
    <main style={{ maxWidth: 680, margin: '0 auto', padding: '24px 16px' }}>
      <h1>{title}: the portal’s API does not answer</h1>
      <p role="alert">
        This dev server passes API calls to the portal named by <code>PORTAL_API_URL</code> (by default{' '}
        <code>{PORTAL_URL}</code>), and it did not answer ({detail}).
      </p>
      <ol>
        <li>
          Start the portal with <code>npm start</code>, or
        </li>
        <li>
          restart this dev server with <code>PORTAL_API_URL</code> set to a running portal, e.g.{' '}
          <code style={{ overflowWrap: 'anywhere' }}>PORTAL_API_URL=https://portal.example.com pnpm --filter @portal/remote-&lt;area&gt; dev</code>.
        </li>
      </ol>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}

/** Revokes this QA page's session on the server (the token stays usable nowhere), then forgets it here. */
async function signOutOfQaPage() {
  await callAction('auth.SignOut', {}).catch(() => undefined);
  clearSession();
}

/** The routes an instance runs: one whose service categories are all off is left out, as the host does. */
const routesFor = (remote: RemoteModule, instance: StandaloneInstance) =>
  remote.routes.filter((route) => !route.categories || route.categories.some((c) => (instance.enabledServiceCategories ?? []).includes(c)));

/**
 * The area's routes under a header naming each of them, with the instance's feature flags applied; or what is missing
 * first: the portal's API, or a session (the PIN sign-in then).
 */
export function StandaloneApp({ remote, title }: { remote: RemoteModule; title: string }) {
  const [queryClient] = useState(createPortalQueryClient);
  const { state, retry } = useStandaloneInstance();
  const problem = useTokenProblem();
  useEffect(() => {
    if (state.status === 'ready') configureFeatureCheck(featureCheckFromFlags(state.instance.features ?? {}));
  }, [state]);
  if (state.status === 'unreachable') return <ApiUnreachable title={title} detail={state.detail} onRetry={retry} />;
  if (problem) return <StandaloneSignIn title={title} reason={PROBLEMS[problem]} />;
  if (state.status === 'loading') return <LoadingState label="Loading the portal's settings…" />;
  const routes = routesFor(remote, state.instance);
  const first = routes[0]?.path ?? '/';
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <header style={{ padding: '8px 16px', background: 'var(--portal-surface)', borderBottom: '1px solid var(--portal-border)' }}>
            <RouteIndex title={title} routes={routes} navItems={remote.navItems} />
            <button type="button" onClick={() => void signOutOfQaPage()}>
              Sign out of this QA page
            </button>
          </header>
          <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<Navigate to={first} replace />} />
            </Routes>
          </main>
        </BrowserRouter>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/** The storage namespace of an area's QA page: its session and cache never are the host's (`portal.session`…). */
export const qaStorageNamespace = (area: string) => `portal.qa.${area}`;

/**
 * An area's standalone entry: moves its storage keys under its own namespace, takes a token from the address and
 * mounts the area.
 */
export function mountStandalone(remote: RemoteModule, title: string) {
  moveStorageKeys(qaStorageNamespace(remote.area));
  takeTokenFromAddress();
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <StandaloneApp remote={remote} title={title} />
    </StrictMode>,
  );
  return root;
}
