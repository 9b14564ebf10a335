/** Styles of the devices pages (prefix dev-), added when one first shows: there are no CSS loaders in the build. */
const CSS = `
.dev-muted { color: var(--portal-muted); }
.dev-ok { color: var(--portal-success, #1a7f37); font-weight: 600; }
.dev-warn { color: var(--portal-danger, #b42318); font-weight: 600; }
.dev-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 12px 0; }
.dev-facts dt { color: var(--portal-muted); }
.dev-facts dd { margin: 0; overflow-wrap: anywhere; }
.dev-mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
.dev-units { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr)); margin: 0; padding: 0; list-style: none; }
.dev-unit { border: 1px solid var(--portal-border); border-radius: var(--portal-radius); padding: 12px; background: var(--portal-surface); min-width: 0; }
.dev-unit h3 { margin: 0 0 4px; font-size: 1.05rem; }
.dev-state { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; }
.dev-state::before { content: ''; width: 10px; height: 10px; border-radius: 50%; background: var(--portal-muted); }
.dev-state--running::before, .dev-state--active::before { background: var(--portal-success, #1a7f37); }
.dev-state--busy::before { background: var(--portal-warning, #d97706); }
.dev-offers { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr)); margin: 0; padding: 0; list-style: none; }
.dev-offer { border: 1px solid var(--portal-border); border-radius: var(--portal-radius); padding: 12px; display: grid; gap: 6px; align-content: start; min-width: 0; }
.dev-offer h3 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
.dev-offer .portal-button { white-space: normal; max-width: 100%; }
.dev-choice { display: grid; gap: 8px; margin: 0 0 12px; padding: 0; border: 0; }
.dev-choice label { display: flex; gap: 8px; align-items: center; min-height: 44px; }
.dev-sim-select { max-width: 100%; }
`;

const STYLE_ID = 'portal-devices-styles';

export function ensureDevicesStyles() {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
