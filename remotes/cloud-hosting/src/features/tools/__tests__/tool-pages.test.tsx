import { clearSession, portalCache, saveAccessToken } from '@portal/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureInstanceOffer } from '@portal/ui/access';
import { inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import { Route, Routes } from 'react-router-dom';
import { toolsRoutes } from '../routes';

const tokenWith = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;
/** Signs in on account 5 (the token's masterAccountId), as the account switcher leaves it. */
const signInOn = (accountId: number) =>
  act(() => void saveAccessToken(tokenWith({ sub: '1', role: 'customer', portal_modules: ['cloud-hosting'], accountCode: 'ENT2001', personId: 1, masterAccountId: accountId })));

const HOUR = 3600;
const times = (count: number) => Array.from({ length: count }, (_, i) => 1_795_334_400 + i * HOUR);
const account = { accountId: 5, accountCode: 'ENT2001', customerName: 'Acme Logistics (Pty) Ltd' };
const line = (serviceTag: string, product: string, latency: number) => ({
  serviceTag,
  type: 'fttb',
  product,
  status: 'Active',
  latencyMs: [latency, latency + 1, latency + 2],
  lossPct: [0.01, 0.02, 0.03],
  downMbps: [120, 300, 250],
  upMbps: [60, 80, 70],
  summary: { avgLatencyMs: latency + 1, avgLossPct: 0.02, peakDownMbps: 300, peakUpMbps: 80 },
});
const network = (range = '7d') => ({
  account,
  range,
  unit: range === '30d' ? 'day' : 'hour',
  times: times(3),
  services: [line('FTTB-210001', 'Business Fibre 1 Gbps', 4), line('TEL-210002', 'Telco Business Line 10 GB', 48)],
});

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      {toolsRoutes.map(({ path: pattern, Component }) => (
        <Route key={pattern} path={pattern} element={<Component />} />
      ))}
    </Routes>,
    { path },
  );

beforeEach(() => {
  portalCache.clear();
  signInOn(5);
});
afterEach(() => {
  act(() => clearSession());
  act(() => configureInstanceOffer(null));
});

describe('the service tools pages', () => {
  it('declares one route per tool under the account, for the cloud-hosting module, each with its categories', () => {
    expect(toolsRoutes.map((r) => [r.path, r.categories])).toEqual([
      ['/services/tools/:accountId/network', ['connectivity']],
      ['/services/tools/:accountId/firewall-metrics', ['security']],
      ['/services/tools/:accountId/iris-metrics', ['cloud', 'vdc']],
      ['/services/tools/:accountId/voice-metrics', ['communication']],
      ['/services/tools/:accountId/tar-reports', ['connectivity']],
    ]);
    expect(toolsRoutes.every((r) => r.modules?.join() === 'cloud-hosting')).toBe(true);
  });

  it('network: asks for the address’s account over 7 days, shows every line’s figures and one line’s charts with tables', async () => {
    const fetchMock = mockActions((_name, input) => ({ result: network(String(input.range)) }));
    renderAt('/services/tools/5/network');
    expect(await screen.findByRole('heading', { level: 1, name: 'Network metrics' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Line quality of each connectivity service over the range' });
    const row = within(table).getByRole('row', { name: /TEL-210002/ });
    expect(row).toHaveTextContent('49.0 ms');
    expect(row).toHaveTextContent('300 Mbps');
    expect(inputsOf(fetchMock, 'tools.GetNetworkMetrics')).toEqual([{ accountId: 5, range: '7d' }]);
    expect(screen.getByText('Acme Logistics (Pty) Ltd (ENT2001) · Last 7 days')).toBeInTheDocument();
    // The first line's charts: each a picture with a name, and its figures as a table.
    expect(screen.getByRole('img', { name: 'Latency, FTTB-210001' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Throughput, FTTB-210001' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Packet loss, FTTB-210001' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show the charts of'), 'TEL-210002');
    expect(screen.getByRole('img', { name: 'Latency, TEL-210002' })).toBeInTheDocument();
  });

  it('asks again for the range chosen, with daily points for 30 days', async () => {
    const fetchMock = mockActions((_name, input) => ({ result: network(String(input.range)) }));
    renderAt('/services/tools/5/network');
    await screen.findByRole('img', { name: 'Latency, FTTB-210001' });
    await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(await screen.findByRole('img', { name: 'Latency (daily average), FTTB-210001' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(inputsOf(fetchMock, 'tools.GetNetworkMetrics').map((i) => i.range)).toEqual(['7d', '30d']);
  });

  it('has tabs to the five tools of the same account, the current one marked', async () => {
    mockActions(() => ({ result: network() }));
    renderAt('/services/tools/5/network');
    const tabs = await screen.findByRole('navigation', { name: 'Service tools' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Network', '/services/tools/5/network'],
      ['Firewall', '/services/tools/5/firewall-metrics'],
      ['Iris monitoring', '/services/tools/5/iris-metrics'],
      ['Voice', '/services/tools/5/voice-metrics'],
      ['TAR reports', '/services/tools/5/tar-reports'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Network' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves out the tabs of tools whose categories the instance does not run', async () => {
    act(() => configureInstanceOffer({ serviceCategories: ['connectivity', 'cloud'], storeUrl: '' }));
    mockActions(() => ({ result: network() }));
    renderAt('/services/tools/5/network');
    const tabs = await screen.findByRole('navigation', { name: 'Service tools' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Network', 'Iris monitoring', 'TAR reports']);
  });

  it('says so when the account is not the one the session works in, with a way to its own tools and the dashboard', async () => {
    mockActions(() => ({ error: 'That account was not found.', status: 404 }));
    renderAt('/services/tools/6/firewall-metrics');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find that account’s service tools');
    expect(within(alert).getByRole('link', { name: 'Open this account’s tools' })).toHaveAttribute('href', '/services/tools/5/firewall-metrics');
    expect(within(alert).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('does not ask the server about an address that names no account id', async () => {
    const fetchMock = mockActions(() => ({ result: network() }));
    renderAt('/services/tools/abc/network');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that account’s service tools');
    expect(inputsOf(fetchMock, 'tools.GetNetworkMetrics')).toEqual([]);
  });

  it('shows a failure other than not-found with a way to try again', async () => {
    let fail = true;
    mockActions(() => (fail ? { error: 'The service is unavailable.', status: 503 } : { result: network() }));
    renderAt('/services/tools/5/network');
    expect(await screen.findByRole('heading', { name: 'We could not load the network figures' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Latency, FTTB-210001' })).toBeInTheDocument();
  });

  it('voice: an account without VoIP says so', async () => {
    mockActions(() => ({ result: { account, range: '7d', unit: 'hour', times: times(3), services: [] } }));
    renderAt('/services/tools/5/voice-metrics');
    expect(await screen.findByText('No voice services on this account')).toBeInTheDocument();
  });

  it('voice: totals, call quality in words and a chart per figure', async () => {
    mockActions(() => ({
      result: {
        account,
        range: '24h',
        unit: 'hour',
        times: times(3),
        services: [
          { serviceTag: 'VOIP-271107', type: 'voip', product: 'Hosted VoIP 5 Extensions', status: 'Active', calls: [0, 4, 6], minutes: [0, 12, 30], mos: [null, 4.2, 4.3], totals: { calls: 10, minutes: 42, averageMos: 4.26 } },
        ],
      },
    }));
    renderAt('/services/tools/5/voice-metrics?range=24h');
    const card = await screen.findByRole('region', { name: 'Hosted VoIP 5 Extensions · VOIP-271107' });
    expect(within(card).getByText('Calls', { selector: 'dt' }).nextElementSibling).toHaveTextContent('10');
    expect(within(card).getByText('Call quality (MOS)', { selector: 'dt' }).nextElementSibling).toHaveTextContent('4.26 · good');
    expect(within(card).getByRole('img', { name: 'Calls per hour, VOIP-271107' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
  });

  it('iris: each host’s uptime, availability chart and incidents', async () => {
    mockActions(() => ({
      result: {
        account,
        range: '30d',
        unit: 'day',
        times: times(3),
        hosts: [
          {
            serviceTag: 'WEB-230004',
            type: 'web-hosting',
            product: 'Web Hosting Business 20 GB',
            status: 'Active',
            hostName: 'web-230004.jnb1.portal-hosting.net',
            uptimePct: 99.912,
            availabilityPct: [100, 99.5, 100],
            incidents: [{ startedAt: '2026-11-20T10:00:00Z', minutes: 75, summary: 'HTTP check failed: the web server did not answer' }],
          },
        ],
      },
    }));
    renderAt('/services/tools/5/iris-metrics?range=30d');
    const host = await screen.findByRole('region', { name: 'web-230004.jnb1.portal-hosting.net' });
    expect(within(host).getByText('Uptime').nextElementSibling).toHaveTextContent('99.91%');
    expect(within(host).getByText('Time down').nextElementSibling).toHaveTextContent('1 h 15 min');
    expect(within(host).getByText('HTTP check failed: the web server did not answer')).toBeInTheDocument();
    expect(within(host).getByRole('img', { name: 'Availability per day, web-230004.jnb1.portal-hosting.net' })).toBeInTheDocument();
  });

  it('TAR reports: a row per month with a PDF download each, and no time range', async () => {
    mockActions(() => ({
      result: {
        account,
        reports: [
          { month: '2026-10', title: 'October 2026', services: 9, downloadGb: 12345.6, uploadGb: 2345.1, availabilityPct: 99.812, fileName: 'tar-report-ENT2001-2026-10.pdf' },
          { month: '2026-09', title: 'September 2026', services: 9, downloadGb: 11000, uploadGb: 2000, availabilityPct: 99.9, fileName: 'tar-report-ENT2001-2026-09.pdf' },
        ],
      },
    }));
    renderAt('/services/tools/5/tar-reports');
    const table = await screen.findByRole('table', { name: 'Monthly traffic and availability reports' });
    const october = within(table).getByRole('row', { name: /October 2026/ });
    expect(october).toHaveTextContent('12 345.6 GB');
    expect(october).toHaveTextContent('99.81%');
    expect(within(october).getByRole('button', { name: 'Download PDF of October 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
