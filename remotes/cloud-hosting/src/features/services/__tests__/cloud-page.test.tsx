import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, inputsOf, mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';
import { configureInstanceOffer } from '@portal/ui/access';
import CloudPage from '../components/cloud-page';

const service = (category: string, type: string, serviceTag: string, product: string, status = 'Active') => ({
  serviceTag,
  category,
  type,
  product,
  status,
  accountCode: 'CUS1001',
});
const services = [
  service('cloud', 'web-hosting', 'WEB-800917', 'Web Hosting Business 20 GB'),
  service('cloud', 'co-location', 'COL-1', 'Half Rack Co-location', 'Suspended'),
  service('ups', 'ups', 'UPS-130321', 'UPS Rental 1 kVA', 'Pending'),
  service('vdc', 'vdc', 'VDC-140422', 'Virtual Data Centre 4 vCPU 16 GB'),
];
/** What the server answers for one category: only that category's services. */
const byCategory = (all: typeof services) => (_name: string, input: Record<string, unknown>) => ({
  result: { services: all.filter((s) => s.category === input.category) },
});

const renderPage = (path = '/services/cloud') => renderWithProviders(<CloudPage />, { path });
const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Cloud & Hosting page', () => {
  it('shows a loading state under the page heading, then the services', async () => {
    const { held, release } = heldReply({ result: { services: [] } });
    mockActions((name, input) => (input.category === 'cloud' ? held : byCategory(services)(name, input)));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cloud & Hosting' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cloud & hosting services…');
    release();
    expect(await screen.findByText('UPS-130321')).toBeInTheDocument();
  });

  it('asks for each of the area’s categories and shows a card per service with its kind, tag and status', async () => {
    const fetchMock = mockActions(byCategory(services));
    renderPage();
    const web = await screen.findByRole('region', { name: 'Web Hosting Business 20 GB' });
    expect(inputsOf(fetchMock, 'services.GetServices')).toEqual(['cloud', 'iot', 'security', 'ups', 'vdc'].map((category) => ({ category })));
    expect(valueOf(web, 'Kind')).toHaveTextContent('Web hosting');
    expect(valueOf(web, 'Service tag')).toHaveTextContent('WEB-800917');
    expect(valueOf(web, 'Status')).toHaveTextContent('Active');
    const colo = screen.getByRole('region', { name: 'Half Rack Co-location' });
    expect(valueOf(colo, 'Kind')).toHaveTextContent('Co-location');
    expect(valueOf(colo, 'Status')).toHaveTextContent('Suspended');
  });

  it('groups the services by category under an h2 each, in the area’s order, leaving out empty categories', async () => {
    mockActions(byCategory(services));
    renderPage();
    await screen.findByText('WEB-800917');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Cloud & hosting', 'UPS', 'Virtual data centre']);
    expect(screen.queryByRole('heading', { name: 'IoT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Security' })).not.toBeInTheDocument();
    const cardsIn = (label: string) =>
      within(screen.getByRole('region', { name: label }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(cardsIn('Cloud & hosting')).toEqual(['Web Hosting Business 20 GB', 'Half Rack Co-location']);
    expect(cardsIn('UPS')).toEqual(['UPS Rental 1 kVA']);
    expect(cardsIn('Virtual data centre')).toEqual(['Virtual Data Centre 4 vCPU 16 GB']);
    const ups = within(screen.getByRole('region', { name: 'UPS' })).getByRole('region', { name: 'UPS Rental 1 kVA' });
    expect(valueOf(ups, 'Kind')).toHaveTextContent('UPS rental');
    expect(valueOf(ups, 'Status')).toHaveTextContent('Pending');
  });

  it('shows the demo account’s IoT, security, UPS and virtual data centre services with their kinds', async () => {
    const demo = [
      service('iot', 'iot', 'IOT-110119', 'IoT Tracker SIM x 3'),
      service('security', 'escan', 'SEC-120220', 'eScan Antivirus 5 Devices'),
      service('ups', 'ups', 'UPS-130321', 'UPS Rental 1 kVA', 'Pending'),
      service('vdc', 'vdc', 'VDC-140422', 'Virtual Data Centre 4 vCPU 16 GB'),
    ];
    mockActions(byCategory(demo));
    renderPage();
    await screen.findByText('IOT-110119');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['IoT', 'Security', 'UPS', 'Virtual data centre']);
    const kinds = demo.map((s) => valueOf(screen.getByRole('region', { name: s.product }), 'Kind')?.textContent);
    expect(kinds).toEqual(['IoT connectivity', 'eScan antivirus', 'UPS rental', 'Virtual data centre']);
  });

  it('keeps the loading state until every category has answered', async () => {
    const { held, release } = heldReply({ result: { services: [service('vdc', 'vdc', 'VDC-140422', 'Virtual Data Centre 4 vCPU 16 GB')] } });
    mockActions((name, input) => (input.category === 'vdc' ? held : byCategory(services)(name, input)));
    renderPage();
    // The other categories answer at once; their cards wait for the last one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cloud & hosting services…');
    expect(screen.queryByText('WEB-800917')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Virtual data centre' })).toBeInTheDocument();
    expect(screen.getByText('WEB-800917')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('brings the service the address names into focus (the dashboard’s link)', async () => {
    mockActions(byCategory(services));
    renderPage('/services/cloud#service-VDC-140422');
    await screen.findByText('VDC-140422');
    expect(document.getElementById('service-VDC-140422')).toHaveFocus();
  });

  it('explains an empty list', async () => {
    mockActions(() => ({ result: { services: [] } }));
    renderPage();
    expect(await screen.findByText('You have no cloud & hosting services yet.')).toBeInTheDocument();
    expect(screen.getByText(/it shows here/)).toBeInTheDocument();
  });

  it('shows the server’s error with a retry that loads only the failed category again', async () => {
    let failed = false;
    const fetchMock = mockActions((name, input) => {
      if (input.category === 'security' && !failed) {
        failed = true;
        return { error: 'Services are resting.' };
      }
      return byCategory(services)(name, input);
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your cloud & hosting services');
    expect(alert).toHaveTextContent('Services are resting.');
    expect(screen.queryByText('WEB-800917')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('WEB-800917')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'services.GetServices')).toEqual(
      [...['cloud', 'iot', 'security', 'ups', 'vdc'], 'security'].map((category) => ({ category })),
    );
  });

  describe('with the instance’s offer', () => {
    afterEach(() => act(() => configureInstanceOffer(null)));

    it('asks only for the categories the instance runs, and shows only those', async () => {
      configureInstanceOffer({ serviceCategories: ['connectivity', 'ups', 'vdc'], storeUrl: '' });
      const fetchMock = mockActions(byCategory(services));
      renderPage();
      await screen.findByText('UPS-130321');
      expect(inputsOf(fetchMock, 'services.GetServices')).toEqual([{ category: 'ups' }, { category: 'vdc' }]);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['UPS', 'Virtual data centre']);
      expect(screen.queryByText('WEB-800917')).not.toBeInTheDocument();
    });

    it('links to the store to buy a new service, in a new tab, and from the empty list too', async () => {
      configureInstanceOffer({ serviceCategories: null, storeUrl: 'https://store.example.co.za' });
      mockActions(byCategory(services));
      const { unmount } = renderPage();
      await screen.findByText('UPS-130321');
      const buy = screen.getByRole('link', { name: 'Buy a new service (opens in a new tab)' });
      expect(buy).toHaveAttribute('href', 'https://store.example.co.za');
      expect(buy).toHaveAttribute('target', '_blank');
      unmount();

      mockActions(() => ({ result: { services: [] } }));
      renderPage();
      await screen.findByText('You have no cloud & hosting services yet.');
      expect(screen.getAllByRole('link', { name: 'Buy a new service (opens in a new tab)' })).toHaveLength(1);
    });

    it('has no store link when the instance has no store', async () => {
      configureInstanceOffer({ serviceCategories: null, storeUrl: '' });
      mockActions(() => ({ result: { services: [] } }));
      renderPage();
      await screen.findByText('You have no cloud & hosting services yet.');
      expect(screen.queryByRole('link', { name: /Buy a new service/ })).not.toBeInTheDocument();
    });
  });
});
