import { ensureStyle } from '../features/layout/ensure-style';

/**
 * Layout of the shell (header, sidebar) and of the public pages. The design system's own styles come from @portal/ui;
 * the login page's, the terms' and the devices list's come with their code.
 */
export const HOST_CSS = `
.portal-app { min-height: 100vh; display: flex; flex-direction: column; }
.portal-app__body { flex: 1; display: flex; position: relative; min-width: 0; }
.portal-main { flex: 1; min-width: 0; padding: 16px; outline: none; }
@media (min-width: 762px) { .portal-main { padding: 24px 32px; } }
.portal-header { position: sticky; top: 0; z-index: 20; display: flex; align-items: center; gap: 8px;
  padding: 8px 12px; background: var(--portal-primary, #420A38); color: #fff; }
.portal-header .portal-button { color: #fff; border-color: rgba(255,255,255,.6); }
.portal-header__menu { min-width: 44px; min-height: 44px; border: 0; border-radius: 8px; background: transparent;
  color: inherit; font-size: 22px; cursor: pointer; }
.portal-header__menu:focus-visible, .portal-header a:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
.portal-header__brand { flex: 1; color: inherit; font-weight: 700; font-size: 1.1rem; text-decoration: none; }
.portal-sidebar { width: 260px; flex: none; background: var(--portal-surface, #fff);
  border-right: 1px solid var(--portal-border, #ddd); display: flex; flex-direction: column; justify-content: space-between; }
.portal-sidebar[hidden] { display: none; }
.portal-sidebar__list { list-style: none; margin: 0; padding: 8px; }
.portal-sidebar__link { display: flex; align-items: center; min-height: 44px; padding: 0 12px; border-radius: 8px;
  color: var(--portal-text, #1d1d1f); text-decoration: none; font-weight: 500; }
.portal-sidebar__link:hover { background: var(--portal-hover, rgba(66,10,56,.06)); }
.portal-sidebar__link:focus-visible { outline: 3px solid var(--portal-focus, #1a73e8); outline-offset: 2px; }
.portal-sidebar__contact { padding: 16px 20px; font-size: .9rem; display: grid; gap: 4px;
  border-top: 1px solid var(--portal-border, #ddd); }
.portal-sidebar__contact p { margin: 0; font-weight: 600; }
.portal-sidebar__contact a { color: var(--portal-link, #420A38); }
.portal-sidebar__scrim { position: fixed; inset: 0; background: rgba(0,0,0,.35); z-index: 29; }
@media (max-width: 1359px) {
  .portal-sidebar { position: fixed; top: 0; bottom: 0; left: 0; z-index: 30; box-shadow: 0 0 24px rgba(0,0,0,.25);
    overflow-y: auto; max-width: 85vw; }
}
.portal-test-banner { background: #ffe08a; color: #3d2f00; text-align: center; font-size: .85rem; padding: 4px 8px; }
.portal-public { min-height: 100vh; display: flex; flex-direction: column; background: var(--portal-background, #f6f4f6); }
.portal-public__header { padding: 16px; background: var(--portal-primary, #420A38); color: #fff; }
.portal-public__brand { font-weight: 700; font-size: 1.2rem; }
.portal-public__main { flex: 1; width: 100%; max-width: 440px; margin: 0 auto; padding: 24px 16px; outline: none; }
.portal-public__footer { padding: 16px; text-align: center; font-size: .9rem; }
.portal-public__footer a, .portal-public-page a { color: var(--portal-link, #420A38); }
.portal-public__main h1[tabindex='-1']:focus { outline: none; }
.portal-header__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 4px; }
@media (max-width: 480px) { .portal-header__actions .portal-button { padding-inline: 8px; font-size: .9rem; } }
`;

export const ensureHostStyles = () => ensureStyle('portal-host-styles', HOST_CSS);
