import { AREAS, parseInstanceConfig } from '@portal/config';
import { clearSession, saveAccessToken } from '@portal/contract';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Outlet, useNavigate, type NavigateFunction } from 'react-router-dom';
import { instanceConfigAtom } from '../../features/instance/instance-config';
import { AppRoutes } from '../app-routes';

jest.mock('../authenticated-shell', () => ({ __esModule: true, default: () => <Outlet /> }));
jest.mock('../../features/dashboard/components/dashboard-page', () => ({ __esModule: true, default: () => <p>The dashboard</p> }));
jest.mock('../../features/session/components/session-watch', () => ({ SessionWatch: () => null }));
jest.mock('../../features/remotes/components/remote-area', () => ({
  __esModule: true,
  default: ({ base }: { base: string }) => <p>The area at {base}</p>,
}));
jest.mock('../../features/remotes/components/extra-area', () => ({
  __esModule: true,
  default: ({ area }: { area: { key: string; mountPath: string } }) => <p>The extra area {area.key} at {area.mountPath}</p>,
}));
// The real commerce routes, with each page stubbed: what is tested is which page a path reaches.
jest.mock('../../features/commerce/components/confirm-order-page', () => ({
  ConfirmOrderPage: ({ kind }: { kind: string }) => <p>The host’s confirm {kind} page</p>,
}));
jest.mock('../../features/commerce/components/capture-details-page', () => ({ CaptureDetailsPage: () => <p>The host’s capture details page</p> }));
jest.mock('../../features/commerce/components/confirm-cancel-page', () => ({ ConfirmCancelPage: () => <p>The host’s confirm cancel page</p> }));
jest.mock('../../features/commerce/components/cancellation-page', () => ({ CancellationPage: () => <p>The host’s cancellation form</p> }));

const config = parseInstanceConfig({
  instanceKey: 'test',
  brandName: 'Acme Fibre',
  remotes: Object.fromEntries(AREAS.map((area) => [area, { enabled: true, manifestUrl: `/${area}/mf-manifest.json` }])),
});

let navigate: NavigateFunction;
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

function open(path: string, instance = config) {
  const store = createStore();
  store.set(instanceConfigAtom, instance);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <NavigateProbe />
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
}

const claims = { role: 'customer', personId: 1, accountCode: 'CUS1001', portal_modules: ['connectivity'], termsOfUse: true };

describe('the purchase and cancel routes (spec §2 Purchase and cancel flows)', () => {
  beforeEach(() => saveAccessToken(`h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`));
  afterEach(() => act(() => clearSession()));

  it.each([
    ['/services/confirm-upgrade', 'The host’s confirm upgrade page'],
    ['/services/confirm-purchase', 'The host’s confirm purchase page'],
    ['/services/capture-details', 'The host’s capture details page'],
    ['/services/cancel', 'The host’s confirm cancel page'],
    ['/services/ftth/FTTH-100234/cancellation', 'The host’s cancellation form'],
    ['/services/voip/VOIP-1/cancellation', 'The host’s cancellation form'],
    // Below an area's own mount: the cancellation form is still the host's.
    ['/services/ups/UPS-130321/cancellation', 'The host’s cancellation form'],
    ['/services/iot/IOT-110119/cancellation', 'The host’s cancellation form'],
  ])('serves %s from the host', async (path, page) => {
    open(path);
    expect(await screen.findByText(page)).toBeInTheDocument();
  });

  it.each([
    ['/services/connectivity', '/services/connectivity'],
    ['/services/connectivity/ftth/FTTH-100234', '/services/connectivity'],
    ['/services/connectivity/ftth/FTTH-100234/upgrade', '/services/connectivity'],
    ['/services/connectivity/ftth/FTTH-100234/cancellation', '/services/connectivity'],
    ['/services/connectivity/mobiledata/account/MOB-300412', '/services/connectivity'],
    ['/services/connectivity/mobiledata/purchase/account/MOB-300412', '/services/connectivity'],
    ['/services/communication/email/EML-1', '/services/communication'],
    ['/services/cloud/web-hosting/WEB-1', '/services/cloud'],
    ['/services/iot/iot-account/IOT-1', '/services/iot'],
    ['/services/security/managed-firewall-account/MFW-1', '/services/security'],
    ['/services/ups/UPS-1', '/services/ups'],
    ['/services/vdc/service/VDC-1', '/services/vdc'],
    ['/services/tools/1/network', '/services/tools'],
  ])('leaves the area path %s to its area', async (path, base) => {
    open(path);
    expect(await screen.findByText(`The area at ${base}`)).toBeInTheDocument();
    expect(screen.queryByText(/The host’s/)).not.toBeInTheDocument();
  });

  it('sends any other /services path to the not-found page', async () => {
    open('/services/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('still sends capture-details opened straight from orders-and-docs to the dashboard', async () => {
    open('/account/orders-and-docs');
    expect(await screen.findByText('The area at /account')).toBeInTheDocument();
    act(() => navigate('/services/capture-details'));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(screen.queryByText('The host’s capture details page')).not.toBeInTheDocument();
  });
});

describe('the tickets area’s other pages, and the public referral page', () => {
  beforeEach(() => saveAccessToken(`h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`));
  afterEach(() => act(() => clearSession()));

  it.each([
    ['/outages', '/outages'],
    ['/referrals', '/referrals'],
    ['/promotions/email', '/promotions'],
  ])('hands %s to the tickets area', async (path, base) => {
    open(path);
    expect(await screen.findByText(`The area at ${base}`)).toBeInTheDocument();
  });

  it('still serves an option the instance leaves out of the sidebar, by its address', async () => {
    open('/outages', { ...config, sidebar: { ...config.sidebar, excludedOptions: ['Outages', 'Referral', 'Promotions'] } });
    expect(await screen.findByText('The area at /outages')).toBeInTheDocument();
  });

  it('serves /referrals/public as the public page, ahead of the tickets area’s /referrals/*', async () => {
    open('/referrals/public?code=ABC123');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been referred' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Referral code' })).toHaveValue('ABC123');
    expect(screen.queryByText(/The area at/)).not.toBeInTheDocument();
  });

  it('serves the public referral page to a visitor who is not signed in', async () => {
    act(() => clearSession());
    open('/referrals/public?code=ABC123');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been referred' })).toBeInTheDocument();
  });

  it('has no route for a service area whose categories the instance switched off', async () => {
    open('/services/communication', { ...config, enabledServiceCategories: ['connectivity'] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/The area at/)).not.toBeInTheDocument();
  });
});

describe('the instance’s extra areas', () => {
  beforeEach(() => saveAccessToken(`h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`));
  afterEach(() => act(() => clearSession()));
  const withGaming = (enabled: boolean) =>
    parseInstanceConfig({
      ...config,
      extraAreas: [{ key: 'gaming', manifestUrl: 'https://games.example.com/mf-manifest.json', mountPath: '/services/gaming', label: 'Game servers', enabled }],
    });

  it('mounts an enabled one at its path, below which its own pages are', async () => {
    open('/services/gaming/servers/GS-1', withGaming(true));
    expect(await screen.findByText('The extra area gaming at /services/gaming')).toBeInTheDocument();
  });

  it('has no route for a disabled one', async () => {
    open('/services/gaming', withGaming(false));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
