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
import { LOGIN_CSS } from '../features/login/login-styles';
import { instanceConfigAtom } from '../features/instance/instance-config';
import { LoginPage } from '../features/login/login-route';
import { renderForOrigin } from '../features/layout/page-origin';

export interface PrerenderedLogin {
  /** The markup of the app's root element. */
  markup: string;
  /** The design system's and the host's styles, as the browser would add them (ids included, so it reuses them). */
  portalCss: string;
  hostCss: string;
  /** The login page's own styles (features/login/login-styles.ts). */
  loginCss: string;
}

let loaded = false;
/** Settles once the login page's code (a chunk of its own in the browser) is loaded: render only after it. */
export const ready: Promise<void> = LoginPage.preload().then(() => {
  loaded = true;
});

export function renderLoginPage(config: InstanceConfig, origin: string): PrerenderedLogin {
  if (!loaded) throw new Error('The login page is rendered before its code has loaded: await `ready` first.');
  const store = createStore();
  store.set(instanceConfigAtom, config);
  renderForOrigin(origin);
  try {
    const markup = renderToString(
      <AppTree store={store} withRouter={(routes) => <StaticRouter location="/login" future={ROUTER_FUTURE}>{routes}</StaticRouter>} />,
    );
    return { markup, portalCss: portalCss(config.theme), hostCss: HOST_CSS, loginCss: LOGIN_CSS };
  } finally {
    renderForOrigin(null);
  }
}
