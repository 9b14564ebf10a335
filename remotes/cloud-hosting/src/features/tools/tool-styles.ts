/** Styles of the service tools pages (class prefix tools-), added when one first shows: the build has no CSS loaders. */
const CSS = `
.tools-toolbar { display: flex; flex-wrap: wrap; gap: 12px 24px; align-items: flex-end; justify-content: space-between; margin: 0 0 16px; }
.tools-range { border: 0; margin: 0; padding: 0; min-width: 0; }
.tools-range legend { padding: 0; margin: 0 0 6px; font-weight: 600; }
.tools-range__options { display: inline-flex; flex-wrap: wrap; border: 1px solid var(--portal-border); border-radius: var(--portal-radius); overflow: hidden; }
.tools-range__option { position: relative; }
.tools-range__option input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.tools-range__option span { display: inline-flex; align-items: center; min-height: 44px; padding: 0 16px; background: var(--portal-surface); cursor: pointer; }
.tools-range__option + .tools-range__option span { border-left: 1px solid var(--portal-border); }
.tools-range__option input:checked + span { background: var(--portal-primary); color: var(--portal-on-primary, #fff); font-weight: 600; }
.tools-range__option input:focus-visible + span { outline: 3px solid var(--portal-accent); outline-offset: -3px; }
.tools-figures { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(min(150px, 100%), 1fr)); margin: 0 0 16px; }
.tools-figures div { padding: 12px; border: 1px solid var(--portal-border); border-radius: var(--portal-radius); background: var(--portal-background); min-width: 0; }
.tools-figures dt { color: var(--portal-muted); font-size: .9rem; }
.tools-figures dd { margin: 4px 0 0; font-size: 1.35rem; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.tools-charts { display: grid; gap: 24px; grid-template-columns: repeat(auto-fit, minmax(min(420px, 100%), 1fr)); }
.tools-chart h3 { font-size: 1rem; margin: 0 0 8px; }
.tools-summary { margin: 0 0 8px; color: var(--portal-muted); }
.tools-incidents { margin: 0; padding: 0; list-style: none; display: grid; gap: 8px; }
.tools-incidents li { padding: 8px 12px; border-left: 3px solid var(--portal-warning); background: var(--portal-background); overflow-wrap: anywhere; }
.tools-muted { color: var(--portal-muted); }
`;

export const TOOLS_STYLE_ID = 'portal-service-tools-styles';

export function ensureToolStyles() {
  if (typeof document === 'undefined' || document.getElementById(TOOLS_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = TOOLS_STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
