import { ensureStyle } from '../layout/ensure-style';

/** The login page's own styles: the prerendered page has them inline (LOGIN_STYLES_ID), the browser adds them otherwise. */
export const LOGIN_CSS = `
.portal-login { background: var(--portal-surface, #fff); border-radius: 12px; padding: 24px 20px;
  box-shadow: 0 1px 3px rgba(0,0,0,.12); display: grid; gap: 12px; }
.portal-login h1 { margin: 0; }
.portal-login__intro { margin: 0; color: var(--portal-muted, #555); }
.portal-login form { display: grid; gap: 12px; }
.portal-login__passkey { display: grid; gap: 8px; border-top: 1px solid var(--portal-border, #ddd); padding-top: 16px; }
.portal-login__passkey p { margin: 0; color: var(--portal-muted, #555); }
.portal-login-links { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; }
.portal-account-choice { border: 0; margin: 0; padding: 0; }
.portal-account-choice legend { margin-bottom: 8px; }
.portal-account-choice ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.portal-account-choice__item { width: 100%; min-height: 56px; display: grid; grid-template-columns: 1fr auto; gap: 2px 8px;
  text-align: left; padding: 10px 12px; border-radius: 8px; border: 1px solid var(--portal-border, #ccc);
  background: var(--portal-surface, #fff); color: inherit; font: inherit; cursor: pointer; }
.portal-account-choice__item:hover { border-color: var(--portal-primary, #420A38); }
.portal-account-choice__item:focus-visible { outline: 3px solid var(--portal-focus, #1a73e8); outline-offset: 2px; }
.portal-account-choice__name { font-weight: 600; }
.portal-account-choice__meta { grid-column: 1; color: var(--portal-muted, #555); font-size: .9rem; }
.portal-account-choice__item > :last-child { grid-row: 1 / span 2; grid-column: 2; align-self: center; }
`;

export const LOGIN_STYLES_ID = 'portal-login-styles';

export const ensureLoginStyles = () => ensureStyle(LOGIN_STYLES_ID, LOGIN_CSS);
