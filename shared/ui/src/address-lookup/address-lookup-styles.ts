/** The suggestion list's styles: kept out of the main stylesheet so the login page does not carry them. */
const STYLE_ID = 'portal-address-lookup-styles';

const css = `
.portal-address-lookup__control { position: relative; }
.portal-address-lookup__list { position: absolute; z-index: 20; left: 0; right: 0; top: calc(100% + 4px); margin: 0;
  padding: 4px 0; list-style: none; max-height: 16rem; overflow-y: auto; background: var(--portal-surface);
  border: 1px solid var(--portal-control-border); border-radius: var(--portal-radius); box-shadow: 0 8px 24px rgba(0, 0, 0, .16); }
.portal-address-lookup__list[hidden] { display: none; }
.portal-address-lookup__option { display: flex; align-items: center; min-height: 44px; padding: 8px 12px; cursor: pointer; }
.portal-address-lookup__option:hover { background: var(--portal-hover); }
.portal-address-lookup__option[aria-selected='true'] { background: var(--portal-hover); box-shadow: inset 4px 0 0 var(--portal-accent);
  font-weight: 600; }
@media (forced-colors: active) {
  .portal-address-lookup__option[aria-selected='true'] { outline: 2px solid Highlight; outline-offset: -2px; }
}
`;

export function ensureAddressLookupStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  document.head.append(style);
}
