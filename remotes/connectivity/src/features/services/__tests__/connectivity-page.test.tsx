import { act, screen, within } from '@testing-library/react';
import { configureInstanceOffer } from '@portal/ui/access';
import userEvent from '@testing-library/user-event';
import { portalCache } from '@portal/contract';
import { heldReply, inputsOf, mockActions, type ActionReply } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';
import { serveConnectivity, serviceDetail } from '../../../testing/fixtures';
import ConnectivityPage from '../components/connectivity-page';

const service = (type: string, serviceTag: string, product: string, status = 'Active') => ({
  serviceTag,
  category: 'connectivity',
  type,
  product,
  status,
  accountCode: 'CUS1001',
});
const services = [
  service('lte', 'LTE-200311', 'Fixed LTE 60 GB Anytime'),
  service('ftth', 'FTTH-100234', 'Fibre 100/50 Mbps Uncapped'),
  service('adsl', 'ADSL-400513', 'ADSL 10 Mbps Uncapped', 'Suspended'),
  service('ftth', 'FTTH-100999', 'Fibre 50/25 Mbps Uncapped'),
];

/** GetServices answers `list`; the cards' own reads (GetService) stay unanswered, as they do not matter here. */
const serveList = (list: () => ActionReply | Promise<ActionReply>) =>
  mockActions((name) => (name === 'services.GetServices' ? list() : 'pending'));

const renderPage = () => renderWithProviders(<ConnectivityPage />, { path: '/services/connectivity' });

beforeEach(() => portalCache.clear());

describe('Connectivity page', () => {
  it('shows a loading state under the page heading, then the services', async () => {
    const { held, release } = heldReply({ result: { services } });
    serveList(() => held);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Connectivity' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your connectivity services…');
    release();
    expect(await screen.findByText('FTTH-100234')).toBeInTheDocument();
  });

  it('asks for the connectivity category and groups the services by kind, fibre first', async () => {
    const fetchMock = serveList(() => ({ result: { services } }));
    renderPage();
    await screen.findByText('FTTH-100234');
    expect(inputsOf(fetchMock, 'services.GetServices')).toEqual([{ category: 'connectivity' }]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Fibre to the home (2)',
      'LTE (1)',
      'ADSL (1)',
    ]);
    const fibre = screen.getByRole('region', { name: 'Fibre to the home (2)' });
    expect(within(fibre).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Fibre 100/50 Mbps Uncapped',
      'Fibre 50/25 Mbps Uncapped',
    ]);
    const adsl = screen.getByRole('region', { name: 'ADSL (1)' });
    expect(within(adsl).getByText('ADSL-400513')).toBeInTheDocument();
    expect(within(adsl).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('4 services, 3 active')).toBeInTheDocument();
  });

  it('sizes each group by its number of cards, so that the groups share out and fill every row', async () => {
    serveList(() => ({ result: { services } }));
    renderPage();
    await screen.findByText('FTTH-100234');
    const cardsOf = (name: string) => screen.getByRole('region', { name }).style.getPropertyValue('--conn-cards');
    expect([cardsOf('Fibre to the home (2)'), cardsOf('LTE (1)'), cardsOf('ADSL (1)')]).toEqual(['2', '1', '1']);
  });

  it('explains an empty list', async () => {
    serveList(() => ({ result: { services: [] } }));
    renderPage();
    expect(await screen.findByText('You have no connectivity services yet.')).toBeInTheDocument();
    expect(screen.getByText(/it shows here/)).toBeInTheDocument();
  });

  it('shows the server’s error with a retry that loads again', async () => {
    let calls = 0;
    serveList(() => (++calls === 1 ? { error: 'Services are resting.' } : { result: { services } }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your connectivity services');
    expect(alert).toHaveTextContent('Services are resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('FTTH-100234')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links every service to its own page', async () => {
    serveList(() => ({ result: { services } }));
    renderPage();
    const fibre = await screen.findByRole('region', { name: 'Fibre to the home (2)' });
    expect(within(fibre).getByRole('link', { name: 'Fibre 100/50 Mbps Uncapped' })).toHaveAttribute('href', '/services/connectivity/ftth/FTTH-100234');
    expect(within(fibre).getByRole('link', { name: 'Fibre 100/50 Mbps Uncapped' })).toHaveAccessibleDescription('Service tag FTTH-100234');
    expect(screen.getByRole('link', { name: 'Fixed LTE 60 GB Anytime' })).toHaveAttribute('href', '/services/connectivity/lte/account/LTE-200311');
    expect(screen.getByRole('link', { name: 'ADSL 10 Mbps Uncapped' })).toHaveAttribute('href', '/services/connectivity/adsl/ADSL-400513');
  });

  it('shows the data used this period on each card: against the cap as a meter, or uncapped', async () => {
    const fetchMock = serveConnectivity({
      'services.GetServices': () => ({ result: { services: services.slice(0, 2) } }),
      'services.GetService': ({ serviceTag }) =>
        serviceTag === 'LTE-200311'
          ? { result: serviceDetail({ serviceTag, type: 'lte', usage: { periodStart: '2026-11-01', periodEnd: '2026-11-30', usedMb: 49_152, capMb: 61_440, topUpMb: 0 } }) }
          : { result: serviceDetail({ serviceTag: String(serviceTag) }) },
    });
    renderPage();
    const lte = await screen.findByRole('region', { name: 'LTE (1)' });
    expect(await within(lte).findByRole('meter', { name: 'Data used this period' })).toHaveAttribute('aria-valuetext', '48 GB of 60 GB used (80%)');
    const fibre = screen.getByRole('region', { name: 'Fibre to the home (1)' });
    expect(await within(fibre).findByText('Uncapped · 150 GB used')).toBeInTheDocument();
    expect(within(fibre).queryByRole('meter')).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'services.GetService')).toEqual(expect.arrayContaining([{ serviceTag: 'LTE-200311' }, { serviceTag: 'FTTH-100234' }]));
  });

  describe('the store link', () => {
    afterEach(() => act(() => configureInstanceOffer(null)));

    it('offers to buy a new service from the instance’s store, in a new tab, beside the list and in the empty list', async () => {
      configureInstanceOffer({ serviceCategories: null, storeUrl: 'https://store.example.co.za' });
      serveList(() => ({ result: { services } }));
      const { unmount } = renderPage();
      await screen.findByText('FTTH-100234');
      const buy = screen.getByRole('link', { name: 'Buy a new service (opens in a new tab)' });
      expect(buy).toHaveAttribute('href', 'https://store.example.co.za');
      expect(buy).toHaveAttribute('target', '_blank');
      expect(buy).toHaveAttribute('rel', 'noopener');
      unmount();

      serveList(() => ({ result: { services: [] } }));
      renderPage();
      await screen.findByText('You have no connectivity services yet.');
      expect(screen.getAllByRole('link', { name: 'Buy a new service (opens in a new tab)' })).toHaveLength(1);
    });

    it('is not there when the instance has no store', async () => {
      configureInstanceOffer({ serviceCategories: null, storeUrl: '' });
      serveList(() => ({ result: { services: [] } }));
      renderPage();
      await screen.findByText('You have no connectivity services yet.');
      expect(screen.queryByRole('link', { name: /Buy a new service/ })).not.toBeInTheDocument();
    });
  });
});
