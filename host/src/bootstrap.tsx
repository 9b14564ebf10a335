import { configureTransport, getAccessToken } from '@portal/contract';
import { applyPortalTheme } from '@portal/ui';
import { createStore } from 'jotai';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppTree, ROUTER_FUTURE } from './app/app-tree';
import './app/host.css';
import { embeddedInstanceConfig, fetchInstanceConfig, instanceConfigAtom } from './features/instance/instance-config';
import { startPwa } from './features/pwa/start-pwa';
import { warmDashboard } from './features/dashboard/warm-dashboard';
import { LoginPage } from './features/login/login-route';
import { registerEnabledAreas } from './features/remotes/load-area';
import { installErrorReporting } from './features/session/install-error-reporting';
import { watchRestoredPages } from './features/session/restored-page';

async function start() {
  watchRestoredPages();
  startPwa();
  const container = document.getElementById('root')!;
  // The server sent the login page already rendered, with the instance config it was rendered from: hydrate it.
  const embedded = embeddedInstanceConfig();
  const prerendered = embedded !== null && container.firstElementChild !== null && window.location.pathname === '/login';
  let root: ReturnType<typeof createRoot> | null = null;
  try {
    const config = embedded ?? (await fetchInstanceConfig());
    // index.html's title is the build's; until a page names itself the tab shows this instance's brand (the
    // prerendered login page came with its own).
    if (!prerendered) document.title = config.brandName;
    configureTransport({ serverUrl: config.serverUrl });
    installErrorReporting(config.serverUrl);
    applyPortalTheme(config.theme);
    registerEnabledAreas(config);
    const dashboardCode = warmDashboard(config, window.location.pathname);
    // Shown at once on /login (and hydrated without suspending); fetched ahead where sign-in is what comes next. The
    // dashboard, signed in, likewise renders once its code is here.
    if (window.location.pathname === '/login') await LoginPage.preload();
    else if (!getAccessToken()) void LoginPage.preload().catch(() => undefined);
    else await dashboardCode;
    const store = createStore();
    store.set(instanceConfigAtom, config);
    const app = <AppTree store={store} withRouter={(routes) => <BrowserRouter future={ROUTER_FUTURE}>{routes}</BrowserRouter>} />;
    if (prerendered) {
      hydrateRoot(container, app);
    } else {
      root = createRoot(container);
      const created = root;
      // As a transition the first render yields to the browser every few milliseconds instead of holding the page in
      // one long task (the signed-in shell and the dashboard are tens of milliseconds on a phone).
      startTransition(() => created.render(app));
    }
  } catch (error) {
    (root ?? createRoot(container)).render(
      <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <h1>The portal could not start</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </main>
    );
  }
}

void start();
