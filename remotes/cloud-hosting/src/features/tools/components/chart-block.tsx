import { formatNumber } from '@portal/contract/format';
import { MetricChart, MetricTable, type MetricSeries } from '@portal/ui/chart';
import { useId, useMemo } from 'react';

export interface ChartBlockProps {
  /** The chart's heading (h3), also the start of its accessible name. */
  title: string;
  /** Whose figures: 'FTTH-100234', added to the picture's name and the table's caption. */
  subject: string;
  times: readonly number[];
  unit: 'hour' | 'day';
  series: { label: string; values: readonly (number | null)[]; kind?: 'line' | 'bar' }[];
  formatValue: (value: number) => string;
  fromZero?: boolean;
  /** The figures in words, under the heading. */
  summary?: string;
}

/** A chart with its heading, a summary in words and the same figures as a table (the chart's text alternative). */
export function ChartBlock({ title, subject, times, unit, series, formatValue, fromZero, summary }: ChartBlockProps) {
  const headingId = useId();
  // The chart draws again when its series change: keep them the same object while the figures are the same.
  const stable = useMemo<MetricSeries[]>(
    () => series.map((s) => ({ label: s.label, values: s.values, kind: s.kind })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    series.flatMap((s) => [s.label, s.values, s.kind]),
  );
  const hasReadings = series.some((s) => s.values.some((v) => v !== null));
  return (
    <section className="tools-chart" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {summary && <p className="tools-summary">{summary}</p>}
      {hasReadings ? (
        <>
          <MetricChart label={`${title}, ${subject}`} times={times} series={stable} formatValue={formatValue} timeUnit={unit} fromZero={fromZero} />
          <MetricTable caption={`${title}, ${subject}`} times={times} series={stable} formatValue={formatValue} timeUnit={unit} />
        </>
      ) : (
        <p className="tools-muted">No readings in this period.</p>
      )}
    </section>
  );
}

export const fmt = {
  ms: (v: number) => `${formatNumber(v, v >= 100 ? 0 : 1)} ms`,
  pct: (v: number) => `${formatNumber(v, 2)}%`,
  uptime: (v: number) => `${formatNumber(v, v === 100 ? 0 : 2)}%`,
  mbps: (v: number) => `${formatNumber(v, v >= 100 ? 0 : 1)} Mbps`,
  count: (v: number) => formatNumber(v, 0),
  minutes: (v: number) => `${formatNumber(v, 0)} min`,
  mos: (v: number) => formatNumber(v, 2),
};
