/** uPlot's own layout rules (its stylesheet, less the legend, which these charts do not show): the build has no CSS loader. */
const UPLOT_CSS = `
.uplot, .uplot *, .uplot *::before, .uplot *::after { box-sizing: border-box; }
.uplot { font: inherit; font-size: .8rem; line-height: 1.5; width: 100%; }
.u-wrap { position: relative; user-select: none; }
.u-over, .u-under { position: absolute; }
.u-under { overflow: hidden; }
.uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
.u-axis { position: absolute; }
.u-select { background: rgba(0,0,0,0.07); position: absolute; pointer-events: none; }
.u-cursor-x, .u-cursor-y { position: absolute; left: 0; top: 0; pointer-events: none; will-change: transform; }
.u-hz .u-cursor-x, .u-vt .u-cursor-y { height: 100%; border-right: 1px dashed var(--portal-muted); }
.u-hz .u-cursor-y, .u-vt .u-cursor-x { width: 100%; border-bottom: 1px dashed var(--portal-muted); }
.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off { display: none; }
.portal-chart-frame { margin: 0; min-width: 0; }
.portal-chart { width: 100%; min-height: 200px; }
.portal-chart__note, .portal-chart__readout { margin: 4px 0 0; color: var(--portal-muted); font-size: .9rem; min-height: 1.4em; }
.portal-chart__legend { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 8px 0 0; padding: 0; list-style: none; font-size: .9rem; }
.portal-chart__swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px; margin-right: 6px; vertical-align: -1px; }
.portal-chart-table { margin-top: 8px; }
.portal-chart-table summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; font-weight: 600; color: var(--portal-link); }
.portal-chart-table__scroll { overflow-x: auto; max-width: 100%; }
.portal-chart-table table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
.portal-chart-table th, .portal-chart-table td { padding: 6px 8px; border-bottom: 1px solid var(--portal-border); text-align: right; white-space: nowrap; }
.portal-chart-table th:first-child, .portal-chart-table td:first-child { text-align: left; }
`;

export function ensureChartStyles() {
  if (typeof document === 'undefined' || document.getElementById('portal-uplot-styles')) return;
  const style = document.createElement('style');
  style.id = 'portal-uplot-styles';
  style.textContent = UPLOT_CSS;
  document.head.appendChild(style);
}
