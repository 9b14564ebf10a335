/** The date field's styles: kept out of the main stylesheet so the login page does not carry them. */
const STYLE_ID = 'portal-date-field-styles';

const css = `
.portal-date-field { align-content: start; }
.portal-date-field__control { position: relative; display: flex; gap: 8px; max-width: 20rem; }
.portal-date-field__control > .portal-input { flex: 1; min-width: 0; }
.portal-date-field__toggle { flex: none; display: inline-grid; place-items: center; min-width: 44px; min-height: 44px; padding: 0;
  color: var(--portal-text); background: var(--portal-surface); border: 1px solid var(--portal-control-border);
  border-radius: var(--portal-radius); cursor: pointer; }
.portal-date-field__toggle:hover, .portal-date-field__toggle[aria-expanded='true'] { background: var(--portal-hover); }
.portal-date-field__toggle:disabled { cursor: not-allowed; opacity: .6; }
.portal-date-field__popover { position: absolute; z-index: 30; left: 0; top: calc(100% + 4px); width: 20rem;
  max-width: calc(100vw - 32px); padding: 8px; background: var(--portal-surface); border: 1px solid var(--portal-control-border);
  border-radius: var(--portal-radius); box-shadow: 0 8px 24px rgba(0, 0, 0, .16); }
.portal-date-field__head { display: flex; align-items: center; justify-content: space-between; gap: 4px; }
.portal-date-field__month { margin: 0; font-weight: 700; text-align: center; }
.portal-date-field__nav { min-width: 44px; min-height: 44px; padding: 0; font: inherit; font-size: 1.25rem; color: var(--portal-text);
  background: transparent; border: 0; border-radius: var(--portal-radius); cursor: pointer; }
.portal-date-field__nav:hover { background: var(--portal-hover); }
.portal-date-field__nav[aria-disabled='true'] { color: var(--portal-muted); background: transparent; cursor: not-allowed; }
.portal-date-field__grid { width: 100%; border-collapse: collapse; table-layout: fixed; }
.portal-date-field__grid th { padding: 4px 0; font-size: .75rem; font-weight: 600; color: var(--portal-muted); text-align: center; }
.portal-date-field__grid td { padding: 1px; text-align: center; }
.portal-date-field__day { width: 100%; min-height: 40px; padding: 0; font: inherit; color: var(--portal-text); background: transparent;
  border: 0; border-radius: var(--portal-radius); cursor: pointer; font-variant-numeric: tabular-nums; }
.portal-date-field__day:hover { background: var(--portal-hover); }
.portal-date-field__day[aria-current='date'] { box-shadow: inset 0 0 0 1px var(--portal-accent); font-weight: 700; }
.portal-date-field__grid td[aria-selected='true'] > .portal-date-field__day { color: var(--portal-on-primary); background: var(--portal-primary);
  font-weight: 700; }
.portal-date-field__day[aria-disabled='true'] { color: var(--portal-muted); text-decoration: line-through; cursor: not-allowed; }
.portal-date-field__day[aria-disabled='true']:hover { background: transparent; }
@media (forced-colors: active) {
  .portal-date-field__grid td[aria-selected='true'] > .portal-date-field__day { outline: 2px solid Highlight; outline-offset: -2px; }
}
`;

export function ensureDateFieldStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  document.head.append(style);
}
