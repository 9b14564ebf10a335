/** Tabs, route tabs and page headers. */
export const navigationCss = `
.portal-tabs, .portal-link-tabs__list { display: flex; gap: 4px; margin: 0; padding: 0; list-style: none; overflow-x: auto;
  border-bottom: 1px solid var(--portal-border); scrollbar-width: thin; -webkit-overflow-scrolling: touch; }
/* Route tabs that do not fit scroll sideways; a shadow shows on each side that has more tabs (the covers scroll
   with the tabs, the shadows stay at the edges). */
.portal-link-tabs__list { position: relative; --portal-tabs-shadow: rgba(0, 0, 0, .32);
  background: linear-gradient(var(--portal-background), var(--portal-background)) left / 24px 100% no-repeat local,
    linear-gradient(var(--portal-background), var(--portal-background)) right / 24px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, var(--portal-tabs-shadow), transparent) left / 22px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, var(--portal-tabs-shadow), transparent) right / 22px 100% no-repeat scroll; }
@media (prefers-color-scheme: dark) { .portal-link-tabs__list { --portal-tabs-shadow: rgba(255, 255, 255, .3); } }
.portal-link-tabs__list > li { flex: none; display: flex; }
.portal-tabs__tab, .portal-link-tabs__tab { flex: none; display: inline-flex; align-items: center; min-height: 44px; padding: 0 14px;
  border: 0; border-bottom: 3px solid transparent; border-radius: 6px 6px 0 0; background: transparent; color: var(--portal-muted);
  font: inherit; font-weight: 600; white-space: nowrap; cursor: pointer; text-decoration: none; }
.portal-tabs__tab:hover, .portal-link-tabs__tab:hover { color: var(--portal-text); background: var(--portal-hover); }
.portal-tabs__tab:focus-visible, .portal-link-tabs__tab:focus-visible { outline-offset: -3px; }
.portal-tabs__tab[aria-selected='true'], .portal-link-tabs__tab[aria-current='page'] { color: var(--portal-text);
  border-bottom-color: var(--portal-accent); }
.portal-tabs__panel { padding-top: 12px; }
.portal-tabs__panel:focus-visible { outline-offset: 4px; }
@media (max-width: 761px) {
  .portal-tabs__tab, .portal-link-tabs__tab { padding: 0 10px; }
  .portal-tabs__tab { flex: 1 1 auto; justify-content: center; padding: 6px 8px; white-space: normal; text-align: center; }
}

.portal-page-header { margin-bottom: 20px; }
.portal-page-header__row { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: flex-start; justify-content: space-between;
  margin-bottom: 12px; }
.portal-page-header__heading { min-width: 0; }
.portal-page-header__title { margin: 0; font-size: 1.5rem; }
.portal-page-header__subtitle { margin: 4px 0 0; color: var(--portal-muted); }
.portal-page-header__actions { display: flex; flex-wrap: wrap; gap: 8px; }
@media (min-width: 762px) {
  .portal-page-header__title { font-size: 1.75rem; }
}
`;
