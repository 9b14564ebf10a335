/**
 * `@portal/ui/standalone`: mounts one remote on its own for QA (`pnpm --filter @portal/remote-<area> dev`),
 * with the providers the host would give it. Never loaded by the host.
 */
import { saveAccessToken, getAccessToken, type RemoteModule } from '@portal/contract';
import { createPortalQueryClient } from '@portal/contract/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { ensurePortalStyles } from './styles/ensure-portal-styles';

function takeTokenFromAddress() {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  saveAccessToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
}

function NoToken({ area }: { area: string }) {
  return (
    <main style={{ maxWidth: 640, margin: '40px auto', padding: 16 }}>
      <h1>{area}: standalone QA mode</h1>
      <p>This remote needs an access token. Start the portal (npm start), sign in at http://localhost:8080, copy the
        accessToken of portal.session from local storage, and open this page with ?token=&lt;the token&gt;.</p>
    </main>
  );
}

export function mountStandalone(remote: RemoteModule) {
  takeTokenFromAddress();
  ensurePortalStyles();
  const root = createRoot(document.getElementById('root')!);
  if (!getAccessToken()) {
    root.render(<NoToken area={remote.area} />);
    return;
  }
  root.render(
    <StrictMode>
      <JotaiProvider>
        <QueryClientProvider client={createPortalQueryClient()}>
          <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            <header style={{ padding: 12, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
              <strong>{remote.area} (standalone)</strong>
              {remote.routes.map((r) => (
                <Link key={r.path} to={r.path}>
                  {r.path}
                </Link>
              ))}
            </header>
            <main style={{ padding: 16 }}>
              <Routes>
                {remote.routes.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
                <Route path="*" element={<Navigate to={remote.routes[0]?.path ?? '/'} replace />} />
              </Routes>
            </main>
          </BrowserRouter>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
}
