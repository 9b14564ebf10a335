/**
 * The header's account name, its phone layout and the account notice under it. Added when the signed-in layout
 * first shows, so that they stay out of the login page's bundle (host-styles.ts holds the header's base).
 */
const CSS = `
.portal-header { flex-wrap: nowrap; min-width: 0; }
.portal-header .portal-header__brand { flex: none; white-space: nowrap; }
.portal-header__account { flex: 1 1 auto; min-width: 0; margin: 0; display: flex; align-items: baseline; justify-content: flex-end;
  gap: 0; line-height: 1.25; }
.portal-header__account-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
.portal-header__account-separator { flex: none; white-space: pre; }
.portal-header__account-code { flex: none; white-space: nowrap; opacity: .9; font-variant-numeric: tabular-nums; }
.portal-header .portal-header__actions { flex: none; flex-wrap: nowrap; align-items: center; }
.portal-header__switch-icon { font-size: 1.15rem; line-height: 1; }
.portal-header__icon { min-width: 44px; min-height: 44px; border: 0; border-radius: 8px; background: transparent; color: inherit;
  font-size: 1.35rem; line-height: 1; cursor: pointer; }
.portal-header__icon:hover { background: rgba(255,255,255,.12); }
.portal-header__icon:focus-visible, .portal-header__popover button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
.portal-header__more { position: relative; }
.portal-header__popover { position: absolute; right: 0; top: calc(100% + 4px); z-index: 40; min-width: 180px; margin: 0; padding: 6px;
  list-style: none; background: var(--portal-surface, #fff); color: var(--portal-text, #1d1d1f); border: 1px solid var(--portal-border, #ddd);
  border-radius: 10px; box-shadow: 0 6px 24px rgba(0,0,0,.18); }
.portal-header__popover[hidden] { display: none; }
.portal-header__popover button { display: block; width: 100%; min-height: 44px; padding: 0 12px; border: 0; border-radius: 8px;
  background: transparent; color: inherit; font: inherit; text-align: left; cursor: pointer; }
.portal-header__popover button:hover { background: var(--portal-hover, rgba(66,10,56,.06)); }
.portal-header__popover button:focus-visible { outline-color: var(--portal-focus, #1a73e8); }
.portal-header__narrow { display: none; }
@media (max-width: 899px) {
  .portal-header .portal-header__brand { display: none; }
  .portal-header__account { justify-content: flex-start; }
  .portal-header__switch-text { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  .portal-header .portal-header__switch { min-width: 44px; padding-inline: 0; }
}
@media (max-width: 599px) {
  .portal-header { gap: 4px; padding-inline: 8px; }
  .portal-header__account { flex-direction: column; align-items: flex-start; font-size: .9rem; }
  /* Two lines on a phone, so that a branch's own part of a long name still shows. */
  .portal-header__account-name { max-width: 100%; white-space: normal; display: -webkit-box; -webkit-box-orient: vertical;
    -webkit-line-clamp: 2; line-clamp: 2; font-size: .85rem; line-height: 1.2; overflow-wrap: anywhere; }
  .portal-header__account-separator { display: none; }
  .portal-header__account-code { font-size: .8rem; }
  .portal-header .portal-header__wide { display: none; }
  .portal-header__narrow { display: block; }
}
.portal-account-notice { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 8px 16px;
  background: var(--portal-info-bg, #e8f0fe); color: var(--portal-text, #1d1d1f); border-bottom: 3px solid var(--portal-info, #1a5fb4); }
.portal-account-notice:empty { display: block; padding: 0; border: 0; }
.portal-account-notice__text { margin: 0; font-weight: 600; min-width: 0; overflow-wrap: anywhere; }
.portal-account-notice__close { flex: none; min-height: 44px; padding: 0 12px; border: 1px solid var(--portal-control-border, #888);
  border-radius: 8px; background: var(--portal-surface, #fff); color: inherit; font: inherit; cursor: pointer; }
.portal-account-notice__close:focus-visible { outline: 3px solid var(--portal-focus, #1a73e8); outline-offset: 2px; }
`;

export function ensureHeaderStyles() {
  if (typeof document === 'undefined' || document.getElementById('portal-header-styles')) return;
  const style = document.createElement('style');
  style.id = 'portal-header-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
