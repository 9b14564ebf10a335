import { portalCache } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, inputsOf, renderWithProviders } from '@portal/ui/testing';
import { InvoicesSection } from '../components/invoices-section';
import { captureSavedFiles, invoice, readText, serveInvoices, type FileReply } from './invoice-test-server';

const DATE_MESSAGE = 'Please enter a date such as 20/11/2026.';

const statement = {
  customerName: 'Thandi Mokoena',
  accountCode: 'ACC-100234',
  startDate: '2026-09-01',
  endDate: '2026-11-30',
  openingBalance: 1200,
  closingBalance: 2201,
  entries: [
    { date: '2026-10-01', description: 'Invoice INV-2', reference: 'INV-2', debit: 1002, credit: 0, balance: 2202 },
    { date: '2026-10-15', description: 'Card payment', reference: 'PAY-1', debit: 0, credit: 1001, balance: 1201 },
    { date: '2026-11-01', description: 'Invoice INV-1', reference: 'INV-1', debit: 1001, credit: 1, balance: 2201 },
  ],
};

let files: ReturnType<typeof captureSavedFiles>;
beforeEach(() => {
  portalCache.clear();
  files = captureSavedFiles();
});
afterEach(() => files.restore());

/** `count` invoices on the server, newest first, answered a page of the size asked for at a time. */
const pagesOf = (count: number) => (input: Record<string, unknown>) => {
  const first = (Number(input.page) - 1) * Number(input.pageSize) + 1;
  const numbers = Array.from({ length: Math.max(0, Math.min(Number(input.pageSize), count - first + 1)) }, (_, i) => first + i);
  return { result: { total: count, invoices: numbers.map(invoice) } };
};

const renderSection = () => renderWithProviders(<InvoicesSection />, { path: '/account/billing-details' });
const errorOf = (field: HTMLElement) =>
  field.getAttribute('aria-invalid') === 'true' ? document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent : null;

describe('Invoices', () => {
  it('lists each invoice with View and one Download opening PDF and Excel, and links the next invoice’s preview', async () => {
    serveInvoices();
    renderSection();
    const region = await screen.findByRole('region', { name: 'Invoices' });
    const rows = within(await within(region).findByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'View invoice INV-1' })).toHaveAttribute('href', '/account/billing-details/invoices/INV-1');
    const download = within(rows[0]).getByRole('button', { name: 'Download invoice INV-1' });
    expect(download).toHaveAttribute('aria-expanded', 'false');
    expect(within(rows[0]).queryByRole('button', { name: /Download PDF/ })).not.toBeInTheDocument();
    // By keyboard: Enter opens the choices, Escape closes them and leaves the focus on Download.
    download.focus();
    await userEvent.keyboard('{Enter}');
    expect(download).toHaveAttribute('aria-expanded', 'true');
    expect(within(rows[0]).getByRole('button', { name: 'Download PDF of invoice INV-1' })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Download Excel of invoice INV-1' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(download).toHaveAttribute('aria-expanded', 'false');
    expect(download).toHaveFocus();
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Download invoice INV-2' }));
    expect(within(rows[1]).getByRole('button', { name: 'Download Excel of invoice INV-2' })).toBeInTheDocument();
    // Only the unpaid one can be paid, straight from the list.
    expect(within(rows[0]).getByRole('link', { name: 'Pay invoice INV-1' })).toHaveAttribute('href', '/account/billing-details?pay=invoice&invoice=INV-1');
    expect(within(rows[1]).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Next invoice (preview)' })).toHaveAttribute('href', '/account/billing-details/invoices/next');
  });

  it('downloads the PDF under its content-disposition name, busy meanwhile and saying so', async () => {
    const { held, release } = heldReply({ result: null });
    const fetchMock = serveInvoices({}, {
      'billing.doc.DownloadPDFInvoice': async () => {
        await held;
        return { body: '%PDF-1.7 invoice', fileName: 'Invoice INV-1 (ACC-100234).pdf' } satisfies FileReply;
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice INV-1' }));
    const button = screen.getByRole('button', { name: 'Download PDF of invoice INV-1' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(screen.getByText('Preparing invoice INV-1 as PDF…')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(button);
    expect(files.saved).toEqual([]);

    release();
    expect(await screen.findByText('Downloaded Invoice INV-1 (ACC-100234).pdf.')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(files.saved.map((f) => f.fileName)).toEqual(['Invoice INV-1 (ACC-100234).pdf']);
    expect(await readText(files.saved[0].blob)).toBe('%PDF-1.7 invoice');
    const downloads = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/download/billing.doc.DownloadPDFInvoice'));
    expect(downloads.map(([, init]) => JSON.parse((init as { body: string }).body))).toEqual([{ invoiceTxNumber: 'INV-1' }]);
  });

  it('downloads the Excel file, and says clearly when a download fails', async () => {
    serveInvoices({}, {
      'billing.doc.DownloadExcelInvoice': (input) =>
        input.invoiceTxNumber === 'INV-1'
          ? { body: 'PK-xlsx', fileName: 'INV-1.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
          : { error: 'That invoice was not found.', status: 404 },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice INV-1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel of invoice INV-1' }));
    await waitFor(() => expect(files.saved.map((f) => f.fileName)).toEqual(['INV-1.xlsx']));
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice INV-2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel of invoice INV-2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download invoice INV-2 as Excel: That invoice was not found.');
    expect(files.saved).toHaveLength(1);
  });

  it('shows the latest 6, and Show more invoices brings the next 6 from the server with the focus on the first of them', async () => {
    const fetchMock = serveInvoices({ 'billing.GetInvoices': pagesOf(14) });
    renderSection();
    const region = await screen.findByRole('region', { name: 'Invoices' });
    const table = await within(region).findByRole('table');
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(
      ['INV-1', 'INV-2', 'INV-3', 'INV-4', 'INV-5', 'INV-6'],
    );
    expect(within(region).getByText('Showing the latest 6 of 14 invoices')).toHaveAttribute('aria-live', 'polite');

    const more = within(region).getByRole('button', { name: 'Show more invoices' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(region).findByRole('link', { name: 'View invoice INV-7' })).toHaveFocus();
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(12);
    expect(within(region).getByText('Showing the latest 12 of 14 invoices')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Show more invoices' }));
    expect(await within(region).findByRole('link', { name: 'View invoice INV-13' })).toHaveFocus();
    expect(within(region).getByText('Showing the latest 14 of 14 invoices')).toBeInTheDocument();
    // All are shown: nothing more to ask for.
    expect(within(region).queryByRole('button', { name: 'Show more invoices' })).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.GetInvoices')).toEqual([
      { page: 1, pageSize: 6 },
      { page: 2, pageSize: 6 },
      { page: 3, pageSize: 6 },
    ]);
  });

  it('stays on Show more invoices while the next ones load, and offers a retry when they fail', async () => {
    const { held, release } = heldReply({ error: 'Invoices are resting.', status: 400 });
    let calls = 0;
    serveInvoices({
      'billing.GetInvoices': async (input) => {
        if (input.page === 2 && ++calls === 1) return held;
        return pagesOf(8)(input);
      },
    });
    renderSection();
    const region = await screen.findByRole('region', { name: 'Invoices' });
    const more = await within(region).findByRole('button', { name: 'Show more invoices' });
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-busy', 'true');
    expect(more).toHaveFocus();
    await userEvent.click(more);
    release();
    expect(await within(region).findByRole('alert')).toHaveTextContent('We could not load more invoices: Invoices are resting.');
    // What was shown stays shown.
    expect(within(region).getAllByRole('link', { name: /^View invoice/ })).toHaveLength(6);
    const retry = within(region).getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    await userEvent.click(retry);
    expect(await within(region).findByRole('link', { name: 'View invoice INV-7' })).toHaveFocus();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('Invoices on a phone', () => {
  let matchMedia: typeof window.matchMedia;
  beforeEach(() => {
    matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('shows the latest 6 as blocks and adds the next ones below on request', async () => {
    serveInvoices({ 'billing.GetInvoices': pagesOf(9) });
    renderSection();
    const region = await screen.findByRole('region', { name: 'Invoices' });
    const list = await within(region).findByRole('list', { name: 'Invoices, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(region).getByRole('button', { name: 'Show more invoices' }));
    expect(await within(region).findByRole('heading', { level: 3, name: 'INV-9' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(region).getByRole('link', { name: 'View invoice INV-7' })).toHaveFocus();
  });
});

describe('Statements', () => {
  async function dates() {
    const region = await screen.findByRole('region', { name: 'Statements' });
    return {
      region,
      start: within(region).getByRole('textbox', { name: 'Start date' }),
      end: within(region).getByRole('textbox', { name: 'End date' }),
    };
  }
  const type = async (field: HTMLElement, value: string) => {
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  };

  it('checks both dates before asking for anything', async () => {
    const fetchMock = serveInvoices();
    renderSection();
    const { region, start, end } = await dates();
    expect((start as HTMLInputElement).value).toMatch(/^1 [A-Z][a-z]{2} \d{4}$/);
    await type(start, '2026-13-01');
    await type(end, '31/11/2026');
    await userEvent.click(within(region).getByRole('button', { name: 'View statement' }));
    await waitFor(() => expect(errorOf(start)).toBe(DATE_MESSAGE));
    expect(errorOf(end)).toBe(DATE_MESSAGE);
    await userEvent.click(within(region).getByRole('button', { name: 'Download statement PDF' }));
    await type(start, '');
    await waitFor(() => expect(errorOf(start)).toBe('Start date is required.'));
    await type(start, '1/9/2026');
    await waitFor(() => expect(errorOf(start)).toBeNull());
    await type(end, '2026-08-31');
    await waitFor(() => expect(errorOf(end)).toBe('The end date must be on or after the start date.'));
    expect(inputsOf(fetchMock, 'billing.GetViewStatement')).toEqual([]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/download/'))).toBe(false);
  });

  it('views the statement for the range as a table with opening and closing balance', async () => {
    const fetchMock = serveInvoices({ 'billing.GetViewStatement': () => ({ result: statement }) });
    renderSection();
    const { region, start, end } = await dates();
    await type(start, '1 Sep 2026');
    await type(end, '30/11/2026');
    await userEvent.click(within(region).getByRole('button', { name: 'View statement' }));
    const table = await within(region).findByRole('table', { name: 'Statement, 1 Sep 2026 to 30 Nov 2026' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['1 Sep 2026', 'Opening balance', '', '', '', 'R 1 200.00'],
      ['1 Oct 2026', 'Invoice INV-2', 'INV-2', 'R 1 002.00', '', 'R 2 202.00'],
      ['15 Oct 2026', 'Card payment', 'PAY-1', '', 'R 1 001.00', 'R 1 201.00'],
      ['1 Nov 2026', 'Invoice INV-1', 'INV-1', 'R 1 001.00', 'R 1.00', 'R 2 201.00'],
      ['30 Nov 2026', 'Closing balance', '', '', '', 'R 2 201.00'],
    ]);
    expect(within(region).getByText('Opening balance', { selector: 'dt' }).nextElementSibling).toHaveTextContent('R 1 200.00');
    expect(within(region).getByText('Closing balance', { selector: 'dt' }).nextElementSibling).toHaveTextContent('R 2 201.00');
    expect(inputsOf(fetchMock, 'billing.GetViewStatement')).toEqual([{ exportStartDate: '2026-09-01', exportEndDate: '2026-11-30' }]);
  });

  it('says so when the range has no transactions, and offers a retry on failure', async () => {
    let calls = 0;
    serveInvoices({
      'billing.GetViewStatement': () => (++calls === 1 ? { error: 'Statements are resting.' } : { result: { ...statement, entries: [] } }),
    });
    renderSection();
    const { region } = await dates();
    await userEvent.click(within(region).getByRole('button', { name: 'View statement' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Statements are resting.');
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('No transactions in this period.')).toBeInTheDocument();
  });

  it('downloads the statement PDF for the chosen dates', async () => {
    const fetchMock = serveInvoices({}, {
      'billing.doc.DownloadPDFStatementDocument': () => ({ body: '%PDF statement', fileName: 'Statement 2026-09-01 to 2026-11-30.pdf' }),
    });
    renderSection();
    const { region, start, end } = await dates();
    await type(start, '2026-9-1');
    await type(end, '2026/11/30');
    await userEvent.click(within(region).getByRole('button', { name: 'Download statement PDF' }));
    expect(await within(region).findByText('Downloaded Statement 2026-09-01 to 2026-11-30.pdf.')).toBeInTheDocument();
    expect(files.saved.map((f) => f.fileName)).toEqual(['Statement 2026-09-01 to 2026-11-30.pdf']);
    const [call] = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/download/billing.doc.DownloadPDFStatementDocument'));
    expect(JSON.parse((call[1] as { body: string }).body)).toEqual({ exportStartDate: '2026-09-01', exportEndDate: '2026-11-30' });
  });
});
