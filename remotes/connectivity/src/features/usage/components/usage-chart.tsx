import type { UsageDay } from '@portal/contract';
import { formatDate, formatDayMonth } from '@portal/contract/format';
import { loadUplot } from '@portal/ui/chart';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { formatData } from '../../../lib/format-data';

const HEIGHT = 240;

const FALLBACK_WIDTH = 600;

/** Midnight UTC of a YYYY-MM-DD day, in seconds (uPlot's time unit); the axis is drawn in UTC too, the portal's day. */
const dayToSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** '25 Oct', as the dates read elsewhere on the page. */
const shortDay = (seconds: number) => formatDayMonth(new Date(seconds * 1000).toISOString());
/** Steps of the data axis, in MB, so that its labels are round figures (1 GB, 5 GB, …), not multiples of 1 000 MB. */
const DATA_STEPS = [1, 2, 5, 10, 25, 50, 100, 256, 512, 1024, 2048, 5120, 10240, 20480, 51200, 102400, 204800, 512000, 1048576];
/** Steps of the date axis, in seconds: 1, 2, 7 or 14 days. */
const DAY_STEPS = [1, 2, 7, 14, 28].map((days) => days * 86_400);

const cssVar = (el: Element, name: string, fallback: string) => getComputedStyle(el).getPropertyValue(name).trim() || fallback;

function chartOptions(el: HTMLElement, UPlot: typeof uPlot, readout: HTMLElement | null, days: readonly UsageDay[]): uPlot.Options {
  const text = cssVar(el, '--portal-muted', '#565660');
  const grid = cssVar(el, '--portal-border', '#dcd8de');
  // The accent is the primary colour in a light theme and a lighter shade of it in a dark one, where the primary is too dark.
  const bar = cssVar(el, '--portal-accent', '#420A38');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width: el.clientWidth || FALLBACK_WIDTH,
    height: HEIGHT,
    legend: { show: false },
    tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [
      { ...axis, incrs: DAY_STEPS, values: (_u, ticks) => ticks.map(shortDay) },
      { ...axis, size: 72, incrs: DATA_STEPS, values: (_u, ticks) => ticks.map((mb) => formatData(mb)) },
    ],
    series: [
      {},
      { label: 'Data', stroke: bar, fill: bar, width: 0, paths: UPlot.paths.bars?.({ size: [0.7, 48], align: 0 }), points: { show: false } },
    ],
    hooks: {
      setCursor: [
        (u) => {
          if (!readout) return;
          const day = u.cursor.idx === null || u.cursor.idx === undefined ? undefined : days[u.cursor.idx];
          readout.textContent = day ? `${formatDate(day.date)}: ${formatData(day.dataMb)}` : '';
        },
      ],
    },
  };
}

/**
 * The day-by-day bar chart, drawn with uPlot. uPlot is imported here and only here, on first draw, so it has a chunk of
 * its own that no other page or the dashboard ever loads; its layout rules come with @portal/ui/chart's loader. The
 * chart is a picture for sighted users: the summary and the table beside it carry the same figures for everyone.
 */
export default function UsageChart({ days, label }: { days: readonly UsageDay[]; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const readout = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');

  useEffect(() => {
    let cancelled = false;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    loadUplot()
      .then((UPlot) => {
        const el = holder.current;
        if (cancelled || !el) return;
        const data: uPlot.AlignedData = [days.map((d) => dayToSeconds(d.date)), days.map((d) => d.dataMb)];
        chart = new UPlot(chartOptions(el, UPlot, readout.current, days), data, el);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth || FALLBACK_WIDTH, height: HEIGHT }));
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
  }, [days]);

  return (
    <figure className="conn-chart-frame">
      <div ref={holder} className="conn-chart" role="img" aria-label={label} />
      {state === 'drawing' && <p className="conn-chart__note">Drawing the chart…</p>}
      {state === 'failed' && <p className="conn-chart__note">The chart could not be drawn. The table below has the same figures.</p>}
      <p ref={readout} className="conn-chart__readout" aria-hidden="true" />
    </figure>
  );
}
