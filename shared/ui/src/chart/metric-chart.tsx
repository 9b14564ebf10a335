import { formatDayMonth } from '@portal/contract/format';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { loadUplot } from './load-uplot';
import './metric-chart.css';

export interface MetricSeries {
  label: string;
  /** One value per time; null: no reading. */
  values: readonly (number | null)[];
  /** Bars for counts per day, lines for levels over time (default). */
  kind?: 'line' | 'bar';
}

export interface MetricChartProps {
  /** What the chart shows, for those who cannot see it: read out as the picture's name. */
  label: string;
  /** Seconds since the epoch, oldest first: one per value of each series. */
  times: readonly number[];
  series: readonly MetricSeries[];
  /** How a value reads on the axis and in the readout: '12 ms', '3.4 GB'. */
  formatValue: (value: number) => string;
  /** 'day': dates on the axis ('25 Oct'); 'hour': times of day ('14:00') with the date at midnight. */
  timeUnit?: 'day' | 'hour';
  height?: number;
  /** A start of zero on the value axis (default true); false for levels far from zero (latency around 20 ms). */
  fromZero?: boolean;
}

const FALLBACK_WIDTH = 600;

/** '25 Oct' or '25 Oct 14:00' (UTC: the demo day and the server's series are in UTC). */
export function timeText(seconds: number, unit: 'day' | 'hour'): string {
  const iso = new Date(seconds * 1000).toISOString();
  return unit === 'day' ? formatDayMonth(iso) : `${formatDayMonth(iso)} ${iso.slice(11, 16)}`;
}

const cssVar = (el: Element, name: string, fallback: string) => getComputedStyle(el).getPropertyValue(name).trim() || fallback;

/** Series colours: the accent, then colours that stay apart from it and each other in light and dark themes. */
const PALETTE = ['--portal-accent', '#1f77b4', '#d97706', '#059669', '#7c3aed'];
const colourOf = (el: Element, i: number) => {
  const name = PALETTE[i % PALETTE.length];
  return name.startsWith('--') ? cssVar(el, name, '#420A38') : name;
};

function chartOptions(el: HTMLElement, UPlot: typeof uPlot, props: MetricChartProps, readout: HTMLElement | null, height: number): uPlot.Options {
  const text = cssVar(el, '--portal-muted', '#565660');
  const grid = cssVar(el, '--portal-border', '#dcd8de');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const unit = props.timeUnit ?? 'day';
  const bars = UPlot.paths.bars?.({ size: [0.7 / Math.max(1, props.series.filter((s) => s.kind === 'bar').length), 48], align: 0 });
  return {
    width: el.clientWidth || FALLBACK_WIDTH,
    height,
    legend: { show: false },
    tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: { x: { time: true }, y: props.fromZero === false ? {} : { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [
      { ...axis, values: (_u, ticks) => ticks.map((t) => timeText(t, unit === 'hour' && ticks.length > 1 && ticks[1] - ticks[0] >= 86_400 ? 'day' : unit)) },
      { ...axis, size: 80, values: (_u, ticks) => ticks.map((v) => props.formatValue(v)) },
    ],
    series: [
      {},
      ...props.series.map((s, i) => {
        const colour = colourOf(el, i);
        return s.kind === 'bar'
          ? { label: s.label, stroke: colour, fill: colour, width: 0, paths: bars, points: { show: false } }
          : { label: s.label, stroke: colour, width: 2, points: { show: false } };
      }),
    ],
    hooks: {
      setCursor: [
        (u) => {
          if (!readout) return;
          const idx = u.cursor.idx;
          if (idx === null || idx === undefined) {
            readout.textContent = '';
            return;
          }
          const values = props.series.map((s) => `${s.label} ${s.values[idx] === null ? '—' : props.formatValue(s.values[idx]!)}`);
          readout.textContent = `${timeText(props.times[idx], unit)}: ${values.join(', ')}`;
        },
      ],
    },
  };
}

/**
 * A time-series chart drawn with uPlot, which is imported here on first draw only, so it has a chunk of its own that
 * no page without a chart loads. The chart is a picture for sighted users: pair it with MetricTable (or a summary) for
 * the same figures in words.
 */
export function MetricChart(props: MetricChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const readout = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const height = props.height ?? 220;

  useEffect(() => {
    let cancelled = false;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    loadUplot()
      .then((UPlot) => {
        const el = holder.current;
        if (cancelled || !el) return;
        const data = [props.times.slice(), ...props.series.map((s) => s.values.slice())] as uPlot.AlignedData;
        chart = new UPlot(chartOptions(el, UPlot, props, readout.current, height), data, el);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth || FALLBACK_WIDTH, height }));
          observer.observe(el);
        }
        setState('drawn');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
    // The chart is drawn again when what it shows changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.times, props.series, props.timeUnit, height]);

  return (
    <figure className="portal-chart-frame">
      <div ref={holder} className="portal-chart" role="img" aria-label={props.label} />
      {props.series.length > 1 && (
        <ul className="portal-chart__legend" aria-hidden="true">
          {props.series.map((s, i) => (
            <li key={s.label}>
              <span className="portal-chart__swatch" style={{ background: PALETTE[i % PALETTE.length].startsWith('--') ? `var(${PALETTE[i % PALETTE.length]})` : PALETTE[i % PALETTE.length] }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {state === 'drawing' && <p className="portal-chart__note">Drawing the chart…</p>}
      {state === 'failed' && <p className="portal-chart__note">The chart could not be drawn. The table has the same figures.</p>}
      <p ref={readout} className="portal-chart__readout" aria-hidden="true" />
    </figure>
  );
}

/** The figures of a chart as a table, folded under 'Show as table' (open it with `open`). */
export function MetricTable({ caption, times, series, formatValue, timeUnit = 'day', open = false }: Omit<MetricChartProps, 'label' | 'height' | 'fromZero'> & { caption: string; open?: boolean }) {
  return (
    <details className="portal-chart-table" open={open}>
      <summary>Show as table</summary>
      <div className="portal-chart-table__scroll">
        <table>
          <caption className="portal-visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{timeUnit === 'day' ? 'Day' : 'Time'}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((t, i) => (
              <tr key={t}>
                <th scope="row">{timeText(t, timeUnit)}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[i] === null ? '—' : formatValue(s.values[i]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
