import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from '../data-table';

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
  { key: 'status', header: 'Status' },
];

const renderTable = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  render(<DataTable<Row> columns={columns} rows={rows} rowKey={(r) => r.accountCode} pageSize={5} {...props} />);

describe('DataTable', () => {
  it('shows the first page with the spec footer, and pages only beyond the page size', async () => {
    renderTable();
    expect(screen.getByText('Showing 1 - 5 of 7 accounts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 6 - 7 of 7 accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows no pagination when the rows fit one page', () => {
    renderTable({ pageSize: 25 });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 7 of 7 accounts')).toBeInTheDocument();
  });

  it('filters case-insensitively, says when nothing matches, and Clear brings every row back', async () => {
    renderTable();
    const filter = screen.getByLabelText('Filter');
    await userEvent.type(filter, 'gqeberha');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing 1 - 1 of 1 accounts')).toBeInTheDocument();
    await userEvent.type(filter, 'zzz');
    expect(screen.getByText('Your search did not match any results.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(filter).toHaveValue('');
    expect(screen.getByText('Showing 1 - 5 of 7 accounts')).toBeInTheDocument();
  });

  it('says there is nothing to display when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No accounts to display.')).toBeInTheDocument();
  });

  it('marks the highlighted row and lets a row be chosen by keyboard', async () => {
    const chosen = jest.fn();
    renderTable({ isHighlighted: (r) => r.accountCode === 'ENT2001-01', onRowSelect: chosen });
    const current = screen.getAllByRole('row').find((r) => r.getAttribute('aria-current') === 'true')!;
    expect(within(current).getByText('Branch 1')).toBeInTheDocument();
    screen.getByRole('button', { name: 'ENT2001-02' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledWith(rows[1]);
  });
});
