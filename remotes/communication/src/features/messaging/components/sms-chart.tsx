import type { SmsDay } from '@portal/contract/catalogue';
import { formatDate } from '@portal/ui';
import { useId } from 'react';
import { formatCount } from '../messaging-format';

const W = 600;
const H = 180;
const AXIS = 20;

/**
 * Messages sent per day as stacked bars (delivered, failed), without a chart library. The SVG is one image with a
 * summary for screen readers; the numbers themselves are in the table below it.
 */
export function SmsChart({ days }: { days: SmsDay[] }) {
  const titleId = useId();
  const sent = days.reduce((n, d) => n + d.sent, 0);
  const delivered = days.reduce((n, d) => n + d.delivered, 0);
  const failed = days.reduce((n, d) => n + d.failed, 0);
  const max = Math.max(1, ...days.map((d) => d.sent));
  const slot = W / Math.max(1, days.length);
  const bar = Math.max(2, slot * 0.7);
  const plot = H - AXIS;
  const scale = (n: number) => (n / max) * (plot - 8);
  const summary = `${formatCount(sent)} messages sent in the last ${days.length} days: ${formatCount(delivered)} delivered, ${formatCount(failed)} failed.`;

  return (
    <figure style={{ margin: 0 }}>
      <p>{summary}</p>
      {sent > 0 && (
        <>
          <svg className="msg-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId}>
            <title id={titleId}>{`Messages sent per day. ${summary} The numbers are in the table below.`}</title>
            {days.map((d, i) => {
              const x = i * slot + (slot - bar) / 2;
              const hDelivered = scale(d.delivered);
              const hFailed = scale(d.failed);
              return (
                <g key={d.date}>
                  <title>{`${formatDate(d.date)}: ${d.sent} sent, ${d.delivered} delivered, ${d.failed} failed`}</title>
                  <rect className="msg-chart__delivered" x={x} y={plot - hDelivered} width={bar} height={hDelivered} />
                  <rect className="msg-chart__failed" x={x} y={plot - hDelivered - hFailed} width={bar} height={hFailed} />
                </g>
              );
            })}
            {days.length > 0 && (
              <>
                <text className="msg-chart__axis" x={0} y={H - 4}>
                  {formatDate(days[0].date)}
                </text>
                <text className="msg-chart__axis" x={W} y={H - 4} textAnchor="end">
                  {formatDate(days.at(-1)!.date)}
                </text>
              </>
            )}
          </svg>
          <ul className="msg-legend" aria-hidden="true">
            <li>Delivered</li>
            <li className="msg-legend__failed">Failed</li>
          </ul>
        </>
      )}
      <details>
        <summary>Show the numbers per day</summary>
        <div className="msg-table-wrap">
          <table className="msg-table">
            <caption>Messages sent per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="msg-num">Sent</th>
                <th scope="col" className="msg-num">Delivered</th>
                <th scope="col" className="msg-num">Failed</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatDate(d.date)}</th>
                  <td className="msg-num">{formatCount(d.sent)}</td>
                  <td className="msg-num">{formatCount(d.delivered)}</td>
                  <td className="msg-num">{formatCount(d.failed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
