import { configureTransport } from '@portal/contract';
import { ensurePortalStyles } from '@portal/ui';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { ensureHostStyles } from './app/host-styles';
import { fetchInstanceConfig, instanceConfigAtom } from './features/instance/instance-config';
import { startPwa } from './features/pwa/start-pwa';
import { registerEnabledAreas } from './features/remotes/load-area';
import { installErrorReporting } from './features/session/install-error-reporting';

async function start() {
  startPwa();
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await fetchInstanceConfig();
    // index.html's title is the build's; until a page names itself the tab shows this instance's brand.
    document.title = config.brandName;
    configureTransport({ serverUrl: config.serverUrl });
    installErrorReporting(config.serverUrl);
    ensurePortalStyles(config.theme);
    ensureHostStyles();
    registerEnabledAreas(config);
    const store = createStore();
    store.set(instanceConfigAtom, config);
    root.render(
      <StrictMode>
        <JotaiProvider store={store}>
          <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            <AppRoutes />
          </BrowserRouter>
        </JotaiProvider>
      </StrictMode>,
    );
  } catch (error) {
    root.render(
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
