import { portalCache, type ServiceDetail } from '@portal/contract';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { renderWithProviders } from '@portal/ui/testing';
import remote from '../routes';
import { product, serveConnectivity, serviceByTag, serviceDetail, sharedService } from '../testing/fixtures';

jest.mock('uplot', () => require('../testing/fake-uplot'));

const SPEC_PATHS = [
  '/services/connectivity',
  '/services/connectivity/ftth/:serviceTag',
  '/services/connectivity/telco/:serviceTag',
  '/services/connectivity/data/:serviceTag',
  '/services/connectivity/fttb/:serviceTag',
  '/services/connectivity/adsl/:serviceTag',
  '/services/connectivity/wholesale-fibre/:serviceTag',
  '/services/connectivity/ftth/:serviceTag/upgrade',
  '/services/connectivity/fttb/:serviceTag/upgrade',
  '/services/connectivity/adsl/:serviceTag/upgrade',
  '/services/connectivity/ftth/:serviceTag/cancellation',
  '/services/connectivity/mobiledata/account/:serviceTag',
  '/services/connectivity/mobiledata/upgrade/account/:serviceTag',
  '/services/connectivity/mobiledata/purchase/account/:serviceTag',
  '/services/connectivity/lte/account/:serviceTag',
  '/services/connectivity/carrier-lte/account/:serviceTag',
  '/services/connectivity/shareddata/account/:serviceTag',
  '/services/connectivity/shareddata/account/:serviceTag/:userId',
  '/services/connectivity/shareddata/upgrade/account/:serviceTag',
  '/services/connectivity/wifi/account/:serviceTag',
  '/services/connectivity/dialup/account/:serviceTag',
  '/services/connectivity/3g-service/account/:serviceTag',
  '/services/connectivity/satellite/account/:serviceTag',
  '/services/connectivity/carrier-5g/account/:serviceTag',
  '/services/connectivity/carrier-wireless/account/:serviceTag',
  '/services/connectivity/fixed-lte/account/:serviceTag',
  '/services/connectivity/fixed-lte/account/:serviceTag/upgrade',
];

/** One service of each type, tagged '<TYPE>-1' and named '<type> plan'. */
const serviceOf = (type: string): ServiceDetail =>
  type === 'shareddata'
    ? sharedService({ serviceTag: 'SHAREDDATA-1', product: product({ name: 'shareddata plan', serviceType: type }) })
    : serviceDetail({ serviceTag: `${type.toUpperCase()}-1`, type, product: product({ name: `${type} plan`, serviceType: type }) });
const TYPES = ['ftth', 'fttb', 'telco', 'data', 'adsl', 'wholesale-fibre', 'lte', 'carrier-lte', 'fixed-lte', 'mobiledata', 'shareddata', 'wifi', 'dialup', '3g-service', 'satellite', 'carrier-5g', 'carrier-wireless'];

function Where() {
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <p data-testid="how">{useNavigationType()}</p>
    </>
  );
}

const renderRemoteAt = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        {remote.routes.map(({ path: routePath, Component }) => (
          <Route key={routePath} path={routePath} element={<Component />} />
        ))}
        <Route path="*" element={<p>Left the area</p>} />
      </Routes>
      <Where />
    </>,
    { path },
  );

const serveAll = () =>
  serveConnectivity({
    'services.GetServices': () => ({ result: { services: [] } }),
    'services.GetService': serviceByTag(...TYPES.map(serviceOf)),
    'services.GetOffers': () => ({ result: { current: null, offers: [] } }),
  });

describe('the connectivity remote', () => {
  beforeEach(() => portalCache.clear());

  it('declares every connectivity page of the spec, each for the connectivity module, and a nav item', () => {
    expect(remote.area).toBe('connectivity');
    expect(remote.routes.map((r) => r.path)).toEqual(SPEC_PATHS);
    for (const route of remote.routes) expect(route.modules).toEqual(['connectivity']);
    expect(remote.navItems).toEqual([{ label: 'Connectivity', to: '/services/connectivity', modules: ['connectivity'] }]);
  });

  it('renders its list page inside the host’s own <Routes>, loading the page code on first visit', async () => {
    serveAll();
    renderRemoteAt('/services/connectivity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connectivity' })).toBeInTheDocument();
  });

  const pages: [path: string, heading: string][] = [
    ...['ftth', 'telco', 'data', 'fttb', 'adsl', 'wholesale-fibre'].map((t): [string, string] => [`/services/connectivity/${t}/${t.toUpperCase()}-1`, `${t} plan`]),
    ...['ftth', 'fttb', 'adsl'].map((t): [string, string] => [`/services/connectivity/${t}/${t.toUpperCase()}-1/upgrade`, 'Change plan']),
    ['/services/connectivity/mobiledata/account/MOBILEDATA-1', 'mobiledata plan'],
    ['/services/connectivity/mobiledata/upgrade/account/MOBILEDATA-1', 'Change plan'],
    ['/services/connectivity/mobiledata/purchase/account/MOBILEDATA-1', 'Buy data for mobiledata plan'],
    ...['lte', 'carrier-lte', 'wifi', 'dialup', '3g-service', 'satellite', 'carrier-5g', 'carrier-wireless', 'fixed-lte', 'shareddata'].map(
      (t): [string, string] => [`/services/connectivity/${t}/account/${t.toUpperCase()}-1`, `${t} plan`],
    ),
    ['/services/connectivity/shareddata/account/SHAREDDATA-1/8', 'Sipho Mokoena'],
    ['/services/connectivity/shareddata/upgrade/account/SHAREDDATA-1', 'Change plan'],
    ['/services/connectivity/fixed-lte/account/FIXED-LTE-1/upgrade', 'Change plan'],
  ];

  it.each(pages)('shows %s as its page', async (path, heading) => {
    serveAll();
    renderRemoteAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe(path);
    expect(screen.getByTestId('how')).toHaveTextContent('POP');
  });

  it('sends the fibre cancellation address to the host’s cancellation form, replacing it in history', async () => {
    serveAll();
    renderRemoteAt('/services/connectivity/ftth/FTTH-1/cancellation');
    expect(await screen.findByText('Left the area')).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('/services/ftth/FTTH-1/cancellation');
    expect(screen.getByTestId('how')).toHaveTextContent('REPLACE');
  });

  it.each([
    ['/services/connectivity/ftth/MOBILEDATA-1', '/services/connectivity/mobiledata/account/MOBILEDATA-1', 'mobiledata plan'],
    ['/services/connectivity/lte/account/FTTH-1', '/services/connectivity/ftth/FTTH-1', 'ftth plan'],
    ['/services/connectivity/ftth/MOBILEDATA-1/upgrade', '/services/connectivity/mobiledata/upgrade/account/MOBILEDATA-1', 'Change plan'],
    ['/services/connectivity/mobiledata/purchase/account/FTTH-1', '/services/connectivity/ftth/FTTH-1', 'ftth plan'],
    ['/services/connectivity/fixed-lte/account/ADSL-1/upgrade', '/services/connectivity/adsl/ADSL-1/upgrade', 'Change plan'],
    ['/services/connectivity/shareddata/account/FTTH-1/8', '/services/connectivity/ftth/FTTH-1', 'ftth plan'],
  ])('sends %s, a page for a tag of another type, to %s', async (from, to, heading) => {
    serveAll();
    renderRemoteAt(from);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe(to);
    expect(screen.getByTestId('how')).toHaveTextContent('REPLACE');
  });

  it('says an unknown tag was not found, with a link back to the list', async () => {
    serveAll();
    renderRemoteAt('/services/connectivity/ftth/NOPE-404');
    expect(await screen.findByText('We could not find the service NOPE-404.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your connectivity services' })).toHaveAttribute('href', '/services/connectivity');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
