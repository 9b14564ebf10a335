/**
 * @portal/ui/chart: time-series charts (uPlot, loaded on first draw) and their figures as a table. A subpath of its
 * own, so only pages with a chart load it.
 */
export { loadUplot, validLanguage } from './load-uplot';
export { MetricChart, MetricTable, timeText, type MetricChartProps, type MetricSeries } from './metric-chart';
