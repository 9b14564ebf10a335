import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableProps } from '../data-table';
import { StatusBadge } from '../status-badge';

interface Row {
  accountCode: string;
  customerName: string;
  status: string;
}
const rows: Row[] = Array.from({ length: 7 }, (_, i) => ({
  accountCode: `ENT2001-0${i + 1}`,
  customerName: i === 2 ? 'Gqeberha Warehouse' : `Branch ${i + 1}`,
  status: i === 2 ? 'Suspended' : 'Active',
}));
const columns = [
  { key: 'accountCode', header: 'Account' },
  { key: 'customerName', header: 'Name' },
  { key: 'status', header: 'Status', render: (r: Row) => <StatusBadge status={r.status} /> },
];

const renderTable = (props: Partial<DataTableProps<Row>> = {}) =>
  render(<DataTable<Row> columns={columns} rows={rows} rowKey={(r) => r.accountCode} pageSize={5} {...props} />);

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('makes a column the row header when asked, so each row is named by it', () => {
    renderTable({ columns: [{ ...columns[0], rowHeader: true }, ...columns.slice(1)] });
    const first = bodyRows()[0];
    expect(within(first).getByRole('rowheader')).toHaveTextContent('ENT2001-01');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Branch 1', 'Active']);
  });

  it('opens at the page holding the row an address points at, and gives that row its id', () => {
    renderTable({ rowId: (r) => `row-${r.accountCode}`, openAt: (r) => r.accountCode === 'ENT2001-07' });
    expect(screen.getByText('Showing 6 - 7 of 7 accounts')).toBeInTheDocument();
    expect(document.getElementById('row-ENT2001-07')).toHaveTextContent('Branch 7');
  });

  it('shows the column headers and the first page with the spec footer', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Account', 'Name', 'Status']);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Showing 1 - 5 of 7 accounts')).toBeInTheDocument();
  });

  it('pages with Previous and Next when the rows exceed the page size', async () => {
    renderTable();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    const next = within(pages).getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    expect(screen.getByText('Showing 6 - 7 of 7 accounts')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();

    await userEvent.click(next);
    expect(screen.getByText('Showing 6 - 7 of 7 accounts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing 1 - 5 of 7 accounts')).toBeInTheDocument();
  });

  it('shows no pagination when the rows fit the page size exactly or with room', () => {
    const { rerender } = renderTable({ pageSize: 25 });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 7 of 7 accounts')).toBeInTheDocument();
    rerender(<DataTable<Row> columns={columns} rows={rows} rowKey={(r) => r.accountCode} pageSize={7} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('filters case-insensitively, hides pagination once the matches fit, and says when nothing matches', async () => {
    renderTable();
    const filter = screen.getByRole('searchbox', { name: 'Filter' });
    await userEvent.type(filter, 'gqeBERHA');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]).getByText('Gqeberha Warehouse')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 1 of 1 accounts')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await userEvent.type(filter, 'zzz');
    expect(screen.getByText('Your search did not match any results.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 of 0 accounts')).toBeInTheDocument();
  });

  it('Clear empties the filter, brings every row back and returns to the filter box', async () => {
    renderTable();
    const filter = screen.getByRole('searchbox', { name: 'Filter' });
    await userEvent.type(filter, 'branch 7');
    expect(screen.getByText('Showing 1 - 1 of 1 accounts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(filter).toHaveValue('');
    expect(filter).toHaveFocus();
    expect(screen.getByText('Showing 1 - 5 of 7 accounts')).toBeInTheDocument();
  });

  it('goes back to the first page when the filter changes', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'ENT');
    expect(screen.getByText('Showing 1 - 5 of 7 accounts')).toBeInTheDocument();
  });

  it('matches only what filterText returns, with its own label and noun', async () => {
    renderTable({ filterText: (r) => r.accountCode, filterLabel: 'Search accounts', noun: 'child accounts' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'warehouse');
    expect(screen.getByText('Your search did not match any results.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 of 0 child accounts')).toBeInTheDocument();
  });

  it('says there is nothing to display when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No accounts to display.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 of 0 accounts')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('marks the highlighted row with aria-current', () => {
    renderTable({ isHighlighted: (r) => r.accountCode === 'ENT2001-01' });
    const current = bodyRows().filter((r) => r.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(within(current[0]).getByText('Branch 1')).toBeInTheDocument();
    expect(current[0]).toHaveClass('portal-table__row--highlighted');
  });

  it('lets a row be chosen with the keyboard or by clicking anywhere on it', async () => {
    const chosen = jest.fn();
    renderTable({ onRowSelect: chosen });
    await userEvent.tab(); // filter
    await userEvent.tab(); // Clear
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'ENT2001-01' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(chosen).toHaveBeenLastCalledWith(rows[0]);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(chosen).toHaveBeenLastCalledWith(rows[1]);
    await userEvent.click(screen.getByText('Branch 4'));
    expect(chosen).toHaveBeenLastCalledWith(rows[3]);
    expect(chosen).toHaveBeenCalledTimes(3);
  });

  it('labels every cell with its column for the stacked phone layout, and shows a caption', () => {
    renderTable({ caption: 'Parent accounts' });
    expect(screen.getByRole('table', { name: 'Parent accounts' })).toBeInTheDocument();
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Account', 'Name', 'Status']);
  });
});

describe('DataTable for record lists (orders, documents, people)', () => {
  it('is named by its label, and can go without the filter box', () => {
    renderTable({ label: 'Branches, by account', filterable: false });
    expect(screen.getByRole('table', { name: 'Branches, by account' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 5 of 7 accounts')).toBeInTheDocument();
  });

  it('names its pages, so that two tables on a page can be told apart', () => {
    renderTable({ pagesLabel: 'Pages of branches' });
    expect(screen.getByRole('navigation', { name: 'Pages of branches' })).toBeInTheDocument();
  });

  it('right-aligns numeric columns and labels every cell for the phone layout', () => {
    renderTable({ columns: [...columns, { key: 'total', header: 'Total', numeric: true, render: () => 'R 10.00' }] });
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveClass('portal-table__numeric');
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Account', 'Name', 'Status', 'Total']);
    expect(cells[3]).toHaveClass('portal-table__numeric');
  });

  it('shows details under a row across the whole table, only for the rows that have them', () => {
    renderTable({ below: (r) => (r.status === 'Suspended' ? <p>Suspended since 1 Nov 2026</p> : null) });
    const rows = bodyRows();
    expect(rows).toHaveLength(6);
    expect(rows[2]).toHaveTextContent('Gqeberha Warehouse');
    expect(rows[3]).toHaveTextContent('Suspended since 1 Nov 2026');
    expect(within(rows[3]).getByRole('cell')).toHaveAttribute('colspan', '3');
    expect(rows[4]).toHaveTextContent('Branch 4');
  });
});
