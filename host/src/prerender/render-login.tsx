/**
 * The login page rendered to HTML by the server (server/src/http/login-page.ts), from the same components the browser
 * hydrates: built for Node into host/dist/.prerender/login.cjs. It paints before any script has run.
 */
import type { InstanceConfig } from '@portal/config';
import { portalThemeCss } from '@portal/ui';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { AppTree, ROUTER_FUTURE } from '../app/app-tree';
import { instanceConfigAtom } from '../features/instance/instance-config';
import { LoginPage } from '../features/login/login-route';
import { renderForOrigin } from '../features/layout/page-origin';

export interface PrerenderedLogin {
  /** The markup of the app's root element. */
  markup: string;
  /** The instance's theme as a rule (the stylesheets are the browser build's files, which index.html links). */
  themeCss: string;
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
    return { markup, themeCss: portalThemeCss(config.theme) };
  } finally {
    renderForOrigin(null);
  }
}
