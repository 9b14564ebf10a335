import { useIsMobile } from '@portal/ui';
import type { ReactNode } from 'react';

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned on desktop (amounts, durations). */
  numeric?: boolean;
  /** Left out of the phone card, e.g. when the card's badge already shows it. */
  cardHidden?: boolean;
}

export interface RecordListProps<T> {
  /** Names the table (its caption) and the phone list, e.g. 'Cancellation requests, newest first'. */
  label: string;
  columns: RecordColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** On phones the card's heading; by default the first column. */
  title?: (row: T) => ReactNode;
  /** On phones, beside the heading (e.g. a status badge). */
  badge?: (row: T) => ReactNode;
  /** Below the row: on desktop a full-width row, on phones the end of the card. */
  below?: (row: T) => ReactNode;
  /** A table footer row (e.g. totals), desktop only; phones show totals elsewhere. */
  footer?: ReactNode;
  busy?: boolean;
}

/**
 * Records as a table on desktop and as one card per record on phones (spec §9: 761 px or less), where a table
 * would need scrolling sideways. On phones the first column (or `title`) heads the card and the rest become
 * label/value pairs.
 */
export function RecordList<T>({ label, columns, rows, rowKey, title, badge, below, footer, busy }: RecordListProps<T>) {
  const isMobile = useIsMobile();
  const style = busy ? { opacity: 0.6 } : undefined;
  if (isMobile) {
    const heading = title ?? columns[0].cell;
    const details = (title ? columns : columns.slice(1)).filter((column) => !column.cardHidden);
    return (
      <ul aria-label={label} aria-busy={busy || undefined} style={{ listStyle: 'none', margin: 0, padding: 0, ...style }}>
        {rows.map((row) => (
          <li key={rowKey(row)} style={{ padding: '12px 0', borderBottom: '1px solid var(--portal-border)' }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center', marginBottom: 6 }}>
              <h3 style={{ margin: 0, fontSize: '1rem', overflowWrap: 'anywhere' }}>{heading(row)}</h3>
              {badge?.(row)}
            </div>
            <dl className="portal-details">
              {details.map((column) => (
                <div key={column.header} style={{ display: 'contents' }}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {below && <div style={{ marginTop: 8 }}>{below(row)}</div>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="portal-table__scroll" aria-busy={busy || undefined} style={style}>
      <table>
        <caption className="portal-visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" style={column.numeric ? { textAlign: 'right' } : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <RecordRows key={rowKey(row)} row={row} columns={columns} below={below} />
          ))}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}

function RecordRows<T>({ row, columns, below }: { row: T; columns: RecordColumn<T>[]; below?: (row: T) => ReactNode }) {
  const extra = below?.(row);
  return (
    <>
      <tr>
        {columns.map((column) => (
          <td key={column.header} data-label={column.header} style={column.numeric ? { textAlign: 'right' } : undefined}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
      {extra && (
        <tr>
          <td colSpan={columns.length}>{extra}</td>
        </tr>
      )}
    </>
  );
}
