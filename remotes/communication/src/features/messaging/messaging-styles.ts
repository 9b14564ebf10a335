/** Styles of the messaging service pages (class prefix msg-), added when one first shows. */
const CSS = `
.msg-balance { margin: 0; font-size: 2.4rem; font-weight: 700; font-variant-numeric: tabular-nums; line-height: 1.1; }
.msg-balance small { font-size: 1rem; font-weight: 400; color: var(--portal-muted); }
.msg-muted { color: var(--portal-muted); margin: 4px 0 12px; }
.msg-packs { border: 0; margin: 0 0 12px; padding: 0; display: grid; gap: 8px; min-width: 0; }
.msg-packs legend { font-weight: 600; margin: 0 0 8px; padding: 0; }
.msg-pack { display: flex; align-items: center; gap: 10px; padding: 10px 12px; min-height: 44px; border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius); cursor: pointer; overflow-wrap: anywhere; }
.msg-pack input { width: 20px; height: 20px; flex: none; }
.msg-pack__price { margin-left: auto; font-weight: 600; white-space: nowrap; }
.msg-chart { width: 100%; height: auto; display: block; }
.msg-chart__delivered { fill: var(--portal-primary); }
.msg-chart__failed { fill: var(--portal-danger, #b42318); }
.msg-chart__axis { fill: var(--portal-muted); font-size: 11px; }
.msg-legend { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0; padding: 0; list-style: none; font-size: .9rem; }
.msg-legend li::before { content: ''; display: inline-block; width: 10px; height: 10px; margin-right: 6px; border-radius: 2px; background: var(--portal-primary); }
.msg-legend li.msg-legend__failed::before { background: var(--portal-danger, #b42318); }
.msg-table-wrap { overflow-x: auto; max-width: 100%; }
.msg-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.msg-table caption { text-align: left; font-weight: 600; padding: 0 0 8px; }
.msg-table th, .msg-table td { text-align: left; padding: 8px; border-bottom: 1px solid var(--portal-border); vertical-align: top; }
.msg-table .msg-num { text-align: right; white-space: nowrap; }
.msg-meter { width: 100%; height: 14px; accent-color: var(--portal-primary); margin: 4px 0 12px; }
.msg-warn { color: var(--portal-danger, #b42318); font-weight: 600; }
.msg-offers { margin: 0; padding: 0; list-style: none; display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr)); }
.msg-offer { border: 1px solid var(--portal-border); border-radius: var(--portal-radius); padding: 16px; display: grid; gap: 8px; align-content: start; }
.msg-offer h3 { margin: 0; font-size: 1.1rem; }
.msg-offer p { margin: 0; }
.msg-offer .portal-button { min-height: 44px; }
`;

const ID = 'portal-messaging-styles';

export function ensureMessagingStyles() {
  if (typeof document === 'undefined' || document.getElementById(ID)) return;
  const style = document.createElement('style');
  style.id = ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
