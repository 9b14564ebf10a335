import type { createStore } from 'jotai';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './app-routes';

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/**
 * The app's tree, as the browser renders it and as the server prerenders the login page (host/src/prerender): the
 * same components in the same order, so the browser hydrates the server's markup. Only the router differs.
 */
export function AppTree({ store, withRouter }: { store: ReturnType<typeof createStore>; withRouter: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <JotaiProvider store={store}>{withRouter(<AppRoutes />)}</JotaiProvider>
    </StrictMode>
  );
}
