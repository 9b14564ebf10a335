import { portalCache } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, renderWithProviders } from '@portal/ui/testing';
import { Route, Routes } from 'react-router-dom';
import { drawnCharts } from '../../../testing/fake-uplot';
import { mobileService, serveConnectivity, serviceByTag, serviceDetail, sharedService, usageDays } from '../../../testing/fixtures';
import ServiceDetailPage from '../components/service-detail-page';

jest.mock('uplot', () => require('../../../testing/fake-uplot'));

const renderDetail = (type: string, path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/services/connectivity/ftth/:serviceTag" element={<ServiceDetailPage type="ftth" />} />
      <Route path={`/services/connectivity/${type}/account/:serviceTag`} element={<ServiceDetailPage type={type} />} />
    </Routes>,
    { path },
  );

const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  portalCache.clear();
  drawnCharts.length = 0;
});

describe('a connectivity service page', () => {
  it('shows status, product, price, speed, data used, contract details and the actions, after a loading state', async () => {
    const fetchMock = serveConnectivity({ 'services.GetService': serviceByTag(serviceDetail()) });
    renderDetail('ftth', '/services/connectivity/ftth/FTTH-100234');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your service…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fibre 100/50 Mbps Uncapped' })).toBeInTheDocument();
    expect(screen.getByText('Fibre to the home · FTTH-100234')).toBeInTheDocument();
    // The browser tab names the service (the host adds the brand once it has configured it).
    expect(document.title).toMatch(/^Fibre 100\/50 Mbps Uncapped\b/);
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(valueOf(overview, 'Status')).toHaveTextContent('Active');
    expect(valueOf(overview, 'Monthly price')).toHaveTextContent('R 899.00');
    expect(valueOf(overview, 'Speed')).toHaveTextContent('100 Mbps down · 50 Mbps up');
    expect(valueOf(overview, 'Data')).toHaveTextContent('Uncapped');
    expect(within(overview).getByText('Uncapped · 150 GB used')).toBeInTheDocument();
    expect(within(overview).queryByRole('meter')).not.toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Contract and installation' });
    expect(within(details).getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Installation address',
      'Product',
      'Service tag',
      'Account',
      'Contract',
      'Line ID',
      'Router model',
    ]);
    expect(valueOf(details, 'Contract')).toHaveTextContent('Ends 31 Mar 2027');

    const actions = screen.getByRole('list', { name: 'Manage this service' });
    expect(within(actions).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Change plan', '/services/connectivity/ftth/FTTH-100234/upgrade'],
      ['Cancel service', '/services/ftth/FTTH-100234/cancellation'],
      ['Log a fault', '/tickets/support?serviceTag=FTTH-100234&category=Technical'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Connectivity' })).toHaveAttribute('href', '/services/connectivity');
    expect(inputsOf(fetchMock, 'services.GetService')).toEqual([{ serviceTag: 'FTTH-100234' }]);
  });

  it('draws 30 days of usage with a text summary and the same days as a table, and switches to 7 or 90 days', async () => {
    const fetchMock = serveConnectivity({ 'services.GetService': serviceByTag(serviceDetail()) });
    renderDetail('ftth', '/services/connectivity/ftth/FTTH-100234');
    const usage = await screen.findByRole('region', { name: 'Data used per day' });

    // 100 MB + 200 MB + … + 3 000 MB = 46 500 MB over 30 days; the last day is the highest.
    expect(await within(usage).findByText('45.4 GB used in the last 30 days, 1.5 GB a day on average. The highest day was 30 Nov 2026 with 2.9 GB.')).toBeInTheDocument();
    expect(within(usage).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(usage).getByRole('img', { name: /^Bar chart of the data used each day over the last 30 days\. 45\.4 GB used/ })).toBeInTheDocument();
    await waitFor(() => expect(drawnCharts).toHaveLength(1));
    expect(drawnCharts[0].data[1]).toEqual(usageDays(30).map((d) => d.dataMb));
    expect(drawnCharts[0].data[0][0]).toBe(Date.UTC(2026, 10, 1) / 1000);

    await userEvent.click(within(usage).getByText('Show as table'));
    const table = within(usage).getByRole('table', { name: 'Data used each day, last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['30 Nov 2026', '2.9 GB']);
    expect(within(rows[29]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1 Nov 2026', '100 MB']);
    expect(within(table).queryByRole('columnheader', { name: 'Voice minutes' })).not.toBeInTheDocument();

    await userEvent.click(within(usage).getByRole('button', { name: '7 days' }));
    expect(await within(usage).findByRole('table', { name: 'Data used each day, last 7 days' })).toBeInTheDocument();
    expect(within(usage).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(within(usage).getByRole('table')).getAllByRole('row')).toHaveLength(8);
    await waitFor(() => expect(drawnCharts.at(-1)?.data[1]).toHaveLength(7));
    expect(drawnCharts[0].destroyed).toBe(true);

    await userEvent.click(within(usage).getByRole('button', { name: '90 days' }));
    expect(await within(usage).findByRole('table', { name: 'Data used each day, last 90 days' })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'services.GetUsage')).toEqual([
      { serviceTag: 'FTTH-100234', days: 30 },
      { serviceTag: 'FTTH-100234', days: 7 },
      { serviceTag: 'FTTH-100234', days: 90 },
    ]);
  });

  it('shows voice and SMS columns where the type has them', async () => {
    serveConnectivity({
      'services.GetService': serviceByTag(mobileService()),
      'services.GetUsage': () => ({ result: { serviceTag: 'MOB-300412', capMb: 20_480, days: usageDays(30, true) } }),
    });
    renderDetail('mobiledata', '/services/connectivity/mobiledata/account/MOB-300412');
    const usage = await screen.findByRole('region', { name: 'Data used per day' });
    const table = await within(usage).findByRole('table', { name: 'Data used each day, last 30 days' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Data', 'Voice minutes', 'SMS']);
  });

  it('shows a capped service’s use as a meter, and offers Buy data but not a refused upgrade', async () => {
    serveConnectivity({ 'services.GetService': serviceByTag(mobileService({ can: { upgrade: false, topUp: true, cancel: true } })) });
    renderDetail('mobiledata', '/services/connectivity/mobiledata/account/MOB-300412');
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(valueOf(overview, 'Data')).toHaveTextContent('20 GB a month');
    expect(within(overview).queryByText('Speed', { selector: 'dt' })).not.toBeInTheDocument();
    const meter = within(overview).getByRole('meter', { name: 'Data used this period' });
    expect(meter).toHaveAttribute('aria-valuetext', '12.5 GB of 20 GB used (63%)');
    expect(meter).toHaveAttribute('aria-valuenow', '12800');
    expect(meter).toHaveAttribute('aria-valuemax', '20480');
    expect(within(overview).getByText('1 Nov 2026 – 30 Nov 2026')).toBeInTheDocument();
    const actions = screen.getByRole('list', { name: 'Manage this service' });
    expect(within(actions).queryByRole('link', { name: 'Change plan' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Buy data' })).toHaveAttribute('href', '/services/connectivity/mobiledata/purchase/account/MOB-300412');
  });

  it('tells of a pending change and a cancellation under way, without offering to cancel again', async () => {
    serveConnectivity({
      'services.GetService': serviceByTag(
        serviceDetail({
          status: 'Cancellation pending',
          pendingChange: { productName: 'Fibre 200/100 Mbps Uncapped', effectiveDate: '2026-12-01', reference: 'ORD-1001' },
          cancellation: { reference: 'CAN-2002', cancellationDate: '2026-12-31', status: 'scheduled' },
          can: { upgrade: false, topUp: false, cancel: false },
        }),
      ),
    });
    renderDetail('ftth', '/services/connectivity/ftth/FTTH-100234');
    expect(await screen.findByText(/takes effect on 1 Dec 2026/)).toHaveTextContent(
      'Your change to Fibre 200/100 Mbps Uncapped takes effect on 1 Dec 2026 (reference ORD-1001).',
    );
    expect(screen.getByText(/is being cancelled/)).toHaveTextContent('This service is being cancelled: it ends on 31 Dec 2026 (reference CAN-2002, scheduled).');
    expect(screen.getByRole('link', { name: 'View your cancellations' })).toHaveAttribute('href', '/account/cancellations');
    const actions = screen.getByRole('list', { name: 'Manage this service' });
    expect(within(actions).getAllByRole('link').map((a) => a.textContent)).toEqual(['Log a fault']);
    expect(valueOf(screen.getByRole('region', { name: 'Overview' }), 'Status')).toHaveTextContent('Cancellation pending');
  });

  it('says a pending change and a cancellation the provider never got are delayed, not done', async () => {
    serveConnectivity({
      'services.GetService': serviceByTag(
        serviceDetail({
          status: 'Cancellation pending',
          pendingChange: { productName: 'Fibre 200/100 Mbps Uncapped', effectiveDate: '2026-12-01', reference: 'ORD-1001', delayed: true },
          cancellation: { reference: 'CAN-2002', cancellationDate: '2026-12-31', status: 'pending', delayed: true },
          can: { upgrade: false, topUp: false, cancel: false },
        }),
      ),
    });
    renderDetail('ftth', '/services/connectivity/ftth/FTTH-100234');
    expect(await screen.findByText(/takes effect on 1 Dec 2026/)).toHaveTextContent(
      'Your change to Fibre 200/100 Mbps Uncapped takes effect on 1 Dec 2026 (reference ORD-1001). Delayed: we are still passing this on to our team. It is not done yet.',
    );
    expect(screen.getByText(/is being cancelled/)).toHaveTextContent(
      'This service is being cancelled: it ends on 31 Dec 2026 (reference CAN-2002, pending). Delayed: we are still passing this on to our team. It is not done yet.',
    );
  });

  it('lists a shared bundle’s members, each linking to their own page', async () => {
    serveConnectivity({ 'services.GetService': serviceByTag(sharedService()) });
    renderDetail('shareddata', '/services/connectivity/shareddata/account/SHD-400715');
    const members = await screen.findByRole('region', { name: 'Members sharing this bundle' });
    const rows = within(members).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Thandi Mokoena', '082***4567', '10 GB', '20 GB'],
      ['Sipho Mokoena', '083***1111', '2 GB', '10 GB'],
    ]);
    expect(within(members).getByRole('link', { name: 'Thandi Mokoena' })).toHaveAttribute('href', '/services/connectivity/shareddata/account/SHD-400715/7');
  });

  it('offers a retry when the usage cannot load, keeping the rest of the page', async () => {
    let calls = 0;
    serveConnectivity({
      'services.GetService': serviceByTag(serviceDetail()),
      'services.GetUsage': (input) => (++calls === 1 ? { error: 'Usage is resting.' } : { result: { serviceTag: input.serviceTag, capMb: null, days: usageDays(30) } }),
    });
    renderDetail('ftth', '/services/connectivity/ftth/FTTH-100234');
    const usage = await screen.findByRole('region', { name: 'Data used per day' });
    const alert = await within(usage).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the usage');
    expect(alert).toHaveTextContent('Usage is resting.');
    expect(screen.getByRole('region', { name: 'Overview' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(usage).findByText(/used in the last 30 days/)).toBeInTheDocument();
  });

  it('says so when no usage was recorded', async () => {
    serveConnectivity({
      'services.GetService': serviceByTag(serviceDetail()),
      'services.GetUsage': () => ({ result: { serviceTag: 'FTTH-100234', capMb: null, days: [] } }),
    });
    renderDetail('ftth', '/services/connectivity/ftth/FTTH-100234');
    expect(await screen.findByText('No usage has been recorded in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the server’s error with a retry when the service cannot load', async () => {
    let calls = 0;
    serveConnectivity({
      'services.GetService': (input) => (++calls === 1 ? { error: 'Services are resting.' } : serviceByTag(serviceDetail())(input)),
    });
    renderDetail('ftth', '/services/connectivity/ftth/FTTH-100234');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this service');
    expect(alert).toHaveTextContent('Services are resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fibre 100/50 Mbps Uncapped' })).toBeInTheDocument();
  });
});
