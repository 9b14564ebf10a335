import { useId, useMemo, useState, type ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  render?: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  pageSize: number;
  filterLabel?: string;
  /** What the filter box matches, case-insensitive; by default every column's value. */
  filterText?: (row: T) => string;
  noun?: string;
  emptyMessage?: string;
  noMatchMessage?: string;
  isHighlighted?: (row: T) => boolean;
  onRowSelect?: (row: T) => void;
  caption?: string;
}

const cellValue = <T,>(row: T, column: Column<T>): ReactNode =>
  column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '');

/**
 * A filterable, paged table (spec §2 Switch Account): a filter box with a Clear button, the footer
 * 'Showing x - y of n accounts', and pagination only when the rows exceed the page size.
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
}: DataTableProps<T>) {
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const filterId = useId();
  const textOf = filterText ?? ((row: T) => columns.map((c) => String((row as Record<string, unknown>)[c.key] ?? '')).join(' '));

  const filtered = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? rows.filter((row) => textOf(row).toLowerCase().includes(needle)) : rows;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, filter]);

  const pages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pages - 1);
  const start = current * pageSize;
  const visible = filtered.slice(start, start + pageSize);
  const from = filtered.length === 0 ? 0 : start + 1;
  const to = start + visible.length;
  const message = rows.length === 0 ? emptyMessage : filtered.length === 0 ? noMatchMessage : null;

  const changeFilter = (value: string) => {
    setFilter(value);
    setPage(0);
  };

  return (
    <div className="portal-table">
      <div className="portal-table__filter">
        <label htmlFor={filterId} className="portal-field__label">
          {filterLabel}
        </label>
        <div className="portal-table__filter-row">
          <input
            id={filterId}
            className="portal-input"
            type="search"
            autoComplete="off"
            value={filter}
            onChange={(e) => changeFilter(e.target.value)}
          />
          <button type="button" className="portal-button portal-button--secondary" onClick={() => changeFilter('')}>
            Clear
          </button>
        </div>
      </div>
      <div className="portal-table__scroll">
        <table>
          {caption && <caption>{caption}</caption>}
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {message ? (
              <tr>
                <td colSpan={columns.length} className="portal-table__message">
                  {message}
                </td>
              </tr>
            ) : (
              visible.map((row) => {
                const highlighted = isHighlighted?.(row) ?? false;
                return (
                  <tr
                    key={rowKey(row)}
                    className={`${highlighted ? 'portal-table__row--highlighted' : ''}${onRowSelect ? ' portal-table__row--selectable' : ''}`}
                    aria-current={highlighted || undefined}
                    onClick={onRowSelect ? () => onRowSelect(row) : undefined}
                  >
                    {columns.map((c, i) => (
                      <td key={c.key} data-label={c.header}>
                        {onRowSelect && i === 0 ? (
                          <button
                            type="button"
                            className="portal-table__select"
                            onClick={(e) => {
                              e.stopPropagation();
                              onRowSelect(row);
                            }}
                          >
                            {cellValue(row, c)}
                          </button>
                        ) : (
                          cellValue(row, c)
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <div className="portal-table__footer">
        <p className="portal-table__count" aria-live="polite">
          Showing {from} - {to} of {filtered.length} {noun}
        </p>
        {filtered.length > pageSize && (
          <nav className="portal-pagination" aria-label="Pages">
            <button type="button" className="portal-button portal-button--secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
              Previous
            </button>
            <span>
              Page {current + 1} of {pages}
            </span>
            <button
              type="button"
              className="portal-button portal-button--secondary"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              Next
            </button>
          </nav>
        )}
      </div>
    </div>
  );
}
