import { portalCache } from '@portal/contract';
import { renderWithProviders } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureSavedFiles, readText, resetViewport, sentTo, serve, setViewport, signInAsHolder } from '../../../__tests__/test-server';
import { toCalendarDate } from '@portal/contract/catalogue';
import { defaultRange } from '../call-report-range';
import CallReportPage from '../components/call-report-page';

const TOTAL = 60;
const call = (n: number) => ({
  id: n,
  date: '2026-03-01',
  time: `10:${String(n % 60).padStart(2, '0')}:00`,
  number: `0115550${String(n).padStart(3, '0')}`,
  destination: n % 2 ? 'Johannesburg' : 'Mobile (Vodacom)',
  durationSeconds: 60 + n,
  cost: 1.25,
});

/** Answers like the server: the page asked for, totals over the whole range. */
const reportFor = (input: Record<string, unknown>, total = TOTAL) => {
  const page = Number(input.page);
  const size = Number(input.pageSize);
  const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * size, page * size);
  return {
    result: {
      startDate: toCalendarDate(String(input.startDate)),
      endDate: toCalendarDate(String(input.endDate)),
      page,
      pageSize: size,
      rows: ids.map(call),
      totals: { count: total, durationSeconds: 7325, cost: 75 },
    },
  };
};

const renderPage = () => renderWithProviders(<CallReportPage />, { path: '/account/call-report' });

async function setRange(start: string, end: string) {
  const startField = screen.getByLabelText('Start date');
  const endField = screen.getByLabelText('End date');
  await userEvent.clear(startField);
  if (start) await userEvent.type(startField, start);
  await userEvent.clear(endField);
  if (end) await userEvent.type(endField, end);
  await userEvent.click(screen.getByRole('button', { name: 'Show calls' }));
}

describe('Call report', () => {
  beforeEach(() => {
    portalCache.clear();
    signInAsHolder();
  });
  afterEach(() => {
    resetViewport();
    jest.restoreAllMocks();
  });

  it('starts with the last 30 days', () => {
    expect(defaultRange(new Date(2026, 2, 5))).toEqual({ startDate: '2026-02-04', endDate: '2026-03-05' });
  });

  it('shows the last 30 days’ calls with totals over the whole range, 25 a page', async () => {
    const fetchMock = serve({ 'account.calls.GetCallReport': (input) => reportFor(input) });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your calls…');
    const table = await screen.findByRole('table', { name: /^Calls from .* newest first$/ });
    expect(sentTo(fetchMock, 'account.calls.GetCallReport')).toEqual([{ ...defaultRange(), page: 1, pageSize: 25 }]);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Time', 'Number', 'Destination', 'Duration', 'Cost']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1 Mar 2026');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1:01');
    const totals = screen.getByLabelText('Totals for the period');
    expect(totals).toHaveTextContent('Calls60');
    expect(totals).toHaveTextContent('Total duration2:02:05');
    expect(totals).toHaveTextContent('Total costR 75.00');
    expect(screen.getByText('Showing 1 - 25 of 60 calls')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Call report pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26 - 50 of 60 calls')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51 - 60 of 60 calls')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(sentTo(fetchMock, 'account.calls.GetCallReport').map((i) => i.page)).toEqual([1, 2, 3]);
  });

  it('checks the range before asking, then filters from page 1 with the dates as typed in the usual formats', async () => {
    const fetchMock = serve({ 'account.calls.GetCallReport': (input) => reportFor(input) });
    renderPage();
    await screen.findByRole('table');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Call report pages' })).getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 26 - 50 of 60 calls');

    await setRange('2026-13-01', '');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('For example 20/11/2026 or 20 Nov 2026. Please enter a date such as 20/11/2026.');
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('For example 20/11/2026 or 20 Nov 2026. End date is required.');
    await setRange('31/02/2026', '2026-03-01');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(/Please enter a date such as 20\/11\/2026\./);
    await setRange('2026-03-10', '2026-03-01');
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(/The end date must be on or after the start date\./);
    await setRange('2024-01-01', '2026-01-01');
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(/Please choose a range of at most 366 days\./);
    expect(sentTo(fetchMock, 'account.calls.GetCallReport')).toHaveLength(2);

    await setRange('1/3/2026', '31 Mar 2026');
    expect(await screen.findByText('Showing 1 - 25 of 60 calls')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'account.calls.GetCallReport').at(-1)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31', page: 1, pageSize: 25 });
    expect(screen.getByRole('table', { name: 'Calls from 1 Mar 2026 to 31 Mar 2026, newest first' })).toBeInTheDocument();
    // Much typing: room for a busy machine.
  }, 20_000);

  it('exports the chosen range to Excel as a real file, with progress', async () => {
    const { saved, restore } = captureSavedFiles();
    let release: () => void = () => undefined;
    const fetchMock = serve(
      { 'account.calls.GetCallReport': (input) => reportFor(input) },
      {
        'account.doc.DownloadCallReportExcel': () =>
          new Promise((resolve) => {
            release = () => resolve({ body: 'xlsx-bytes', fileName: 'call-report-2026-03-01-2026-03-31.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
          }),
      },
    );
    renderPage();
    await screen.findByRole('table');
    await setRange('2026-03-01', '2026-03-31');
    await screen.findByRole('table', { name: 'Calls from 1 Mar 2026 to 31 Mar 2026, newest first' });
    const button = screen.getByRole('button', { name: 'Export to Excel for 1 Mar 2026 to 31 Mar 2026' });
    await userEvent.click(button);
    expect(await screen.findByText('Preparing the call report for 1 Mar 2026 to 31 Mar 2026…')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('Downloaded call-report-2026-03-01-2026-03-31.xlsx.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'account.doc.DownloadCallReportExcel')).toEqual([{ startDate: '2026-03-01', endDate: '2026-03-31' }]);
    expect(saved[0].fileName).toBe('call-report-2026-03-01-2026-03-31.xlsx');
    expect(await readText(saved[0].blob)).toBe('xlsx-bytes');
    restore();
  });

  it('says so when the period has no calls, and shows a failure with a retry', async () => {
    let calls = 0;
    serve({
      'account.calls.GetCallReport': (input) => (++calls === 1 ? { error: 'The call records are unavailable.' } : reportFor(input, 0)),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your call report');
    expect(alert).toHaveTextContent('The call records are unavailable.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No calls in this period.')).toBeInTheDocument();
  });

  it('shows one card per call on a phone', async () => {
    setViewport(true);
    serve({ 'account.calls.GetCallReport': (input) => reportFor(input) });
    renderPage();
    const list = await screen.findByRole('list', { name: /^Calls from/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getAllByRole('heading')[0]).toHaveTextContent('1 Mar 2026 10:01:00');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
