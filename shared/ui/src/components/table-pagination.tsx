export interface TablePaginationProps {
  /** Zero-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}

/**
 * Previous, 'Page x of y', Next. At either end the button is marked aria-disabled rather than disabled,
 * so a keyboard user who just pressed it keeps their focus.
 */
export function TablePagination({ page, pages, onPage, label = 'Pages' }: TablePaginationProps) {
  const atStart = page <= 0;
  const atEnd = page >= pages - 1;
  return (
    <nav className="portal-pagination" aria-label={label}>
      <button
        type="button"
        className="portal-button portal-button--secondary"
        aria-disabled={atStart || undefined}
        onClick={() => !atStart && onPage(page - 1)}
      >
        Previous
      </button>
      <span className="portal-pagination__page">
        Page {page + 1} of {pages}
      </span>
      <button
        type="button"
        className="portal-button portal-button--secondary"
        aria-disabled={atEnd || undefined}
        onClick={() => !atEnd && onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
