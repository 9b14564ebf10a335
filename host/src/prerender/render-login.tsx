/**
 * The login page rendered to HTML by the server (server/src/http/login-page.ts), from the same components the browser
 * hydrates: built for Node into host/dist/.prerender/login.cjs. It paints before any script has run.
 */
import type { InstanceConfig } from '@portal/config';
import { portalCss } from '@portal/ui';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { AppTree, ROUTER_FUTURE } from '../app/app-tree';
import { HOST_CSS } from '../app/host-styles';
import { instanceConfigAtom } from '../features/instance/instance-config';
import { renderForOrigin } from '../features/layout/page-origin';

export interface PrerenderedLogin {
  /** The markup of the app's root element. */
  markup: string;
  /** The design system's and the host's styles, as the browser would add them (ids included, so it reuses them). */
  portalCss: string;
  hostCss: string;
}

export function renderLoginPage(config: InstanceConfig, origin: string): PrerenderedLogin {
  const store = createStore();
  store.set(instanceConfigAtom, config);
  renderForOrigin(origin);
  try {
    const markup = renderToString(
      <AppTree store={store} withRouter={(routes) => <StaticRouter location="/login" future={ROUTER_FUTURE}>{routes}</StaticRouter>} />,
    );
    return { markup, portalCss: portalCss(config.theme), hostCss: HOST_CSS };
  } finally {
    renderForOrigin(null);
  }
}
