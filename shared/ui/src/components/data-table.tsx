import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import './data-table.css';
import { TablePagination } from './table-pagination';

export interface Column<T> {
  key: string;
  header: string;
  /** The cell's content; by default the row's value under `key` as text. */
  render?: (row: T) => ReactNode;
  /** Right-aligned on wide screens (amounts, durations). */
  numeric?: boolean;
  /** The cell names its row (a campaign, a month): a row header, read out with each of the row's other cells. */
  rowHeader?: boolean;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  pageSize: number;
  filterLabel?: string;
  /** What the filter box matches, case-insensitive; by default the text of every column's value. */
  filterText?: (row: T) => string;
  /** What the rows are, for the footer 'Showing x - y of n {noun}'. */
  noun?: string;
  emptyMessage?: string;
  noMatchMessage?: string;
  /** Highlighted rows (e.g. the current account) get aria-current="true" and a visible marker. */
  isHighlighted?: (row: T) => boolean;
  /** Makes each row choosable: the first cell becomes a button, and a click anywhere on the row chooses it. */
  onRowSelect?: (row: T) => void;
  caption?: string;
  /** An id per row, so that an address can point at one (`#id`). */
  rowId?: (row: T) => string;
  /** The table opens at the page holding the first row this picks (the row an address points at). */
  openAt?: (row: T) => boolean;
  /** Names the table when it has no visible caption (e.g. 'Orders, newest first'). */
  label?: string;
  /** Names the Previous/Next navigation; 'Pages' by default. Give each table on a page its own. */
  pagesLabel?: string;
  /** Without the filter box (a short list); on by default. */
  filterable?: boolean;
  /** Details under a row, across the whole table (e.g. an order's lines); nothing when it answers null. */
  below?: (row: T) => ReactNode;
}

const valueOf = <T,>(row: T, key: string) => {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
};

/**
 * A filterable, paged table (spec §2 Switch Account): a filter box with a Clear button, the footer
 * 'Showing x - y of n accounts', and Previous/Next only when the (filtered) rows exceed the page size (spec §9).
 * On phones each row stacks into labelled cells.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  pageSize,
  filterLabel = 'Filter',
  filterText,
  noun = 'accounts',
  emptyMessage = 'No accounts to display.',
  noMatchMessage = 'Your search did not match any results.',
  isHighlighted,
  onRowSelect,
  caption,
  rowId,
  openAt,
  label,
  pagesLabel = 'Pages',
  filterable = true,
  below,
}: DataTableProps<T>) {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(() => {
    const index = openAt ? rows.findIndex(openAt) : -1;
    return index < 0 ? 0 : Math.floor(index / size);
  });
  const filterId = useId();
  const filterRef = useRef<HTMLInputElement>(null);

  const filtered = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return rows;
    const textOf = filterText ?? ((row: T) => columns.map((column) => valueOf(row, column.key)).join(' '));
    return rows.filter((row) => textOf(row).toLowerCase().includes(needle));
  }, [rows, filter, filterText, columns]);

  const pages = Math.max(1, Math.ceil(filtered.length / size));
  const current = Math.min(page, pages - 1);
  const start = current * size;
  const visible = filtered.slice(start, start + size);
  const from = visible.length === 0 ? 0 : start + 1;
  const to = start + visible.length;
  const message = rows.length === 0 ? emptyMessage : filtered.length === 0 ? noMatchMessage : null;

  const changeFilter = (value: string) => {
    setFilter(value);
    setPage(0);
  };

  return (
    <div className="portal-table">
      {filterable && (
        <div className="portal-table__filter">
          <label htmlFor={filterId} className="portal-field__label">
            {filterLabel}
          </label>
          <div className="portal-table__filter-row">
            <input
              ref={filterRef}
              id={filterId}
              className="portal-input"
              type="search"
              autoComplete="off"
              value={filter}
              onChange={(event) => changeFilter(event.target.value)}
            />
            <button
              type="button"
              className="portal-button portal-button--secondary"
              onClick={() => {
                changeFilter('');
                filterRef.current?.focus();
              }}
            >
              Clear
            </button>
          </div>
        </div>
      )}
      <div className="portal-table__scroll">
        <table role="table" aria-label={caption ? undefined : label}>
          {caption && <caption>{caption}</caption>}
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.key} scope="col" role="columnheader" className={column.numeric ? 'portal-table__numeric' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {message ? (
              <tr role="row">
                <td role="cell" colSpan={columns.length} className="portal-table__message">
                  {message}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <TableRow
                  key={rowKey(row)}
                  id={rowId?.(row)}
                  row={row}
                  columns={columns}
                  highlighted={isHighlighted?.(row) ?? false}
                  onSelect={onRowSelect}
                  below={below}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="portal-table__footer">
        <p className="portal-table__count" aria-live="polite">
          Showing {from} - {to} of {filtered.length} {noun}
        </p>
        {filtered.length > size && <TablePagination page={current} pages={pages} onPage={setPage} label={pagesLabel} />}
      </div>
    </div>
  );
}

function TableRow<T>({
  id,
  row,
  columns,
  highlighted,
  onSelect,
  below,
}: {
  id?: string;
  row: T;
  columns: Column<T>[];
  highlighted: boolean;
  onSelect?: (row: T) => void;
  below?: (row: T) => ReactNode;
}) {
  const details = below?.(row);
  const hasDetails = details !== null && details !== undefined && details !== false;
  const className = [
    highlighted && 'portal-table__row--highlighted',
    onSelect && 'portal-table__row--selectable',
    hasDetails && 'portal-table__row--above',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <tr role="row" id={id} className={className || undefined} aria-current={highlighted ? 'true' : undefined} onClick={onSelect ? () => onSelect(row) : undefined}>
        {columns.map((column, index) => {
          const content = column.render ? column.render(row) : valueOf(row, column.key);
          const Cell = column.rowHeader ? 'th' : 'td';
          const cellClass = [column.numeric && 'portal-table__numeric', column.rowHeader && 'portal-table__rowheader'].filter(Boolean).join(' ') || undefined;
          return (
            <Cell
              key={column.key}
              role={column.rowHeader ? 'rowheader' : 'cell'}
              scope={column.rowHeader ? 'row' : undefined}
              data-label={column.header}
              className={cellClass}
            >
              {onSelect && index === 0 ? (
                <button
                  type="button"
                  className="portal-table__select"
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(row);
                  }}
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </Cell>
          );
        })}
      </tr>
      {hasDetails && (
        <tr role="row" className="portal-table__below">
          <td role="cell" colSpan={columns.length}>
            {details}
          </td>
        </tr>
      )}
    </>
  );
}
