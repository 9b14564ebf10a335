/** Styles of the connectivity pages, added when one first shows (there are no CSS loaders in the build). */
const CSS = `
.conn-back { margin: 0 0 8px; }
/* Groups flow like words on a line, each as wide as its cards need (--conn-cards of at least 300px) and growing in
   proportion, so every row is filled edge to edge at any width; inside a group the cards fill a grid. */
.conn-groups { display: flex; flex-wrap: wrap; gap: 24px 16px; align-items: flex-start; }
.conn-group { --conn-cards: 1; min-width: 0; max-width: 100%;
  flex: var(--conn-cards) 1 calc(var(--conn-cards) * 300px + (var(--conn-cards) - 1) * 12px); }
.conn-service-list { display: grid; gap: 12px; margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr)); }
.conn-service { position: relative; display: grid; gap: 12px; padding: 16px; min-width: 0; background: var(--portal-surface);
  border: 1px solid var(--portal-border); border-radius: var(--portal-radius-lg); box-shadow: var(--portal-shadow); }
.conn-service:hover { border-color: var(--portal-accent); }
.conn-service:focus-within { outline: 3px solid var(--portal-focus); outline-offset: 2px; }
.conn-service__head { display: flex; gap: 12px; align-items: flex-start; justify-content: space-between; }
.conn-service__main { min-width: 0; }
.conn-service__link { color: inherit; text-decoration: none; }
.conn-service__link:hover { text-decoration: underline; }
.conn-service__link:focus-visible { outline: none; }
.conn-service__link::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
.conn-service__more { margin: 0; color: var(--portal-link); font-weight: 600; font-size: .95rem; }

.conn-meter { display: grid; gap: 4px; min-width: 0; }
.conn-meter__label { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; font-size: .95rem; }
.conn-meter__label strong { font-variant-numeric: tabular-nums; }
.conn-meter__track { height: 10px; border-radius: 999px; background: var(--portal-background); border: 1px solid var(--portal-border);
  overflow: hidden; }
.conn-meter__fill { height: 100%; border-radius: inherit; background: var(--portal-primary); }
.conn-meter--high .conn-meter__fill { background: var(--portal-warning); }
.conn-meter--over .conn-meter__fill { background: var(--portal-danger-fill); }
.conn-meter__note { margin: 0; color: var(--portal-muted); font-size: .9rem; }

.conn-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 16px; padding: 0; list-style: none; }
@media (max-width: 761px) { .conn-actions > li { flex: 1 1 100%; } .conn-actions .portal-button { width: 100%; } }

.conn-figures { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(min(130px, 100%), 1fr)); margin: 0 0 16px; }
.conn-figures > div { padding: 12px; border: 1px solid var(--portal-border); border-radius: var(--portal-radius); min-width: 0; }
.conn-figures dt { color: var(--portal-muted); font-size: .9rem; }
.conn-figures dd { margin: 2px 0 0; font-size: 1.05rem; font-weight: 700; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }

.conn-session { display: grid; gap: 8px; }
.conn-session .conn-figures { margin: 0; grid-template-columns: repeat(auto-fit, minmax(min(170px, 100%), 1fr)); }
.conn-session__state { display: flex; align-items: center; gap: 8px; margin: 0; font-weight: 700; }
.conn-session__dot { width: 10px; height: 10px; border-radius: 50%; flex: none; background: var(--portal-muted); }
.conn-session__state--online .conn-session__dot { background: var(--portal-success); }

.conn-usage__top { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; margin-bottom: 8px; }
.conn-range { margin: 0; gap: 6px; }
.conn-range .portal-button { padding: 0 12px; }
.conn-usage__summary { margin: 0 0 12px; }
.conn-chart-frame { position: relative; margin: 0; min-width: 0; }
.conn-chart { position: relative; width: 100%; height: 240px; min-width: 0; }
.conn-chart__note { position: absolute; inset: 0 0 auto; height: 240px; display: grid; place-items: center; margin: 0; padding: 0 16px;
  color: var(--portal-muted); text-align: center; }
.conn-chart__readout { min-height: 1.5em; margin: 4px 0 0; color: var(--portal-muted); font-size: .9rem; font-variant-numeric: tabular-nums; }
.conn-chart .uplot { width: 100% !important; }
.conn-table-toggle { margin-top: 12px; }
.conn-table-toggle > summary { display: inline-flex; align-items: center; min-height: 44px; cursor: pointer; font-weight: 600;
  color: var(--portal-link); }
.conn-table-toggle > summary:focus-visible { outline: 3px solid var(--portal-focus); outline-offset: 2px; }
.conn-table-toggle .portal-table__scroll { max-height: 420px; overflow-y: auto; }
.conn-num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
@media (max-width: 761px) { .portal-table .conn-num { text-align: left; white-space: normal; } }

.conn-offers { display: grid; gap: 12px; margin: 0 0 16px; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr)); }
.conn-offer { display: flex; flex-direction: column; gap: 8px; padding: 16px; min-width: 0; background: var(--portal-surface);
  border: 1px solid var(--portal-border); border-radius: var(--portal-radius-lg); box-shadow: var(--portal-shadow); }
.conn-offer h3 { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
.conn-offer__price { margin: 0; font-size: 1.3rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.conn-offer__price small { font-size: .9rem; font-weight: 500; color: var(--portal-muted); }
.conn-offer__diff { margin: 0; font-weight: 600; }
.conn-offer__diff--up { color: var(--portal-warning); }
.conn-offer__diff--down { color: var(--portal-success); }
.conn-offer__reason { margin: 0; color: var(--portal-muted); }
.conn-offer .portal-details { grid-template-columns: minmax(90px, 45%) 1fr; }
.conn-offer__choose { margin-top: auto; }
.conn-offer__choose .portal-button { width: 100%; }
.conn-offer--current { border-color: var(--portal-accent); box-shadow: inset 0 4px 0 var(--portal-accent); }
.conn-fieldset { border: 0; margin: 0 0 16px; padding: 0; min-width: 0; }
.conn-fieldset legend { font-weight: 600; margin-bottom: 4px; padding: 0; }
.conn-radio { display: flex; align-items: flex-start; gap: 10px; min-height: 44px; padding: 10px 0 0; cursor: pointer; }
.conn-radio input { width: 20px; height: 20px; margin: 1px 0 0; accent-color: var(--portal-primary); flex: none; }
`;

export const CONNECTIVITY_STYLE_ID = 'portal-connectivity-styles';

export function ensureConnectivityStyles() {
  if (typeof document === 'undefined' || document.getElementById(CONNECTIVITY_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = CONNECTIVITY_STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
