/** Styles of the parts every service page shares, added when one first shows (there are no CSS loaders in the build). */
const CSS = `
.svc-back { margin: 0 0 8px; }
.svc-summary { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin: 0 0 12px; }
.svc-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 16px; padding: 0; list-style: none; }
.svc-actions .portal-button { min-height: 44px; }
.svc-pending { display: inline-flex; align-items: center; gap: 6px; padding: 2px 8px; border-radius: 999px; font-size: .85rem;
  font-weight: 600; background: var(--portal-background); border: 1px dashed var(--portal-warning); color: var(--portal-text); }
.svc-pending::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: var(--portal-warning); }
.svc-pending--delayed { border-style: solid; border-width: 2px; }
.svc-pending--delayed::before { border-radius: 2px; }
.svc-changes { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; }
.svc-changes li { overflow-wrap: anywhere; }
.svc-changes__when { color: var(--portal-muted); font-size: .9rem; }
.svc-grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr)); align-items: start; }
.svc-stack { display: grid; gap: 16px; }
.svc-form { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr)); align-items: end; }
.svc-form__submit { display: flex; gap: 8px; flex-wrap: wrap; }
.svc-list { margin: 0; padding: 0; list-style: none; display: grid; gap: 8px; }
.svc-list__item { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; justify-content: space-between; padding: 12px;
  border: 1px solid var(--portal-border); border-radius: var(--portal-radius); background: var(--portal-surface); min-width: 0; }
.svc-list__main { min-width: 0; overflow-wrap: anywhere; }
.svc-list__meta { color: var(--portal-muted); font-size: .9rem; }
.svc-list__buttons { display: flex; gap: 8px; flex-wrap: wrap; }
.svc-figure { margin: 0; font-size: 1.6rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.svc-figure small { font-size: 1rem; font-weight: 400; color: var(--portal-muted); }
.svc-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 12px 0; }
.svc-facts dt { color: var(--portal-muted); }
.svc-facts dd { margin: 0; overflow-wrap: anywhere; }
.svc-seats { width: 100%; height: 14px; accent-color: var(--portal-primary); margin: 4px 0 0; }
.svc-key { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 12px 0; }
.svc-ok { color: var(--portal-success, #067647); font-weight: 600; }
.svc-warn { color: var(--portal-danger, #b42318); font-weight: 600; }
.svc-muted { color: var(--portal-muted); margin: 4px 0 12px; }
.svc-secret { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 1.05rem; overflow-wrap: anywhere;
  padding: 8px 12px; background: var(--portal-background); border-radius: var(--portal-radius); border: 1px solid var(--portal-border); }
.svc-meter { display: grid; gap: 4px; min-width: 0; }
.svc-meter__label { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; }
.svc-meter__track { height: 10px; border-radius: 999px; background: var(--portal-background); border: 1px solid var(--portal-border); overflow: hidden; }
.svc-meter__fill { height: 100%; border-radius: inherit; background: var(--portal-primary); }
`;

export const SERVICE_PAGE_STYLE_ID = 'portal-service-page-styles';

export function ensureServicePageStyles() {
  if (typeof document === 'undefined' || document.getElementById(SERVICE_PAGE_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = SERVICE_PAGE_STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
