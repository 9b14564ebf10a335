import { portalCache, type ProductSummary } from '@portal/contract';
import { readCart } from '@portal/contract/commerce-flow';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, renderWithProviders } from '@portal/ui/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { mobileService, product, serveConnectivity, serviceByTag, serviceDetail } from '../../../testing/fixtures';
import OffersPage from '../components/offers-page';

type Offer = ProductSummary & { allowed: boolean; reason: string | null };
const offer = (overrides: Partial<ProductSummary>, allowed = true, reason: string | null = null): Offer => ({ ...product(overrides), allowed, reason });

const current = product();
const plans = [
  offer({ productId: 10, name: 'Fibre 50/25 Mbps Uncapped', price: 699, speedDownMbps: 50, speedUpMbps: 25 }),
  offer({ productId: 11 }, false, 'This is your current plan.'),
  offer({ productId: 12, name: 'Fibre 200/100 Mbps Uncapped', price: 1099, speedDownMbps: 200, speedUpMbps: 100 }),
  offer({ productId: 13, name: 'Fibre 1 Gbps Capped 500 GB', price: 899, speedDownMbps: 1000, speedUpMbps: 1000, dataCapMb: 512_000 }, false, 'You have used 600 GB this month, more than this plan’s 500 GB.'),
];
const topUps = [
  offer({ productId: 41, name: '1 GB top-up', kind: 'top-up', serviceType: 'mobiledata', price: 85, billing: 'once-off', speedDownMbps: null, speedUpMbps: null, dataCapMb: 1024 }),
  offer({ productId: 42, name: '5 GB top-up', kind: 'top-up', serviceType: 'mobiledata', price: 299, billing: 'once-off', speedDownMbps: null, speedUpMbps: null, dataCapMb: 5120 }),
];

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const renderUpgrade = (path = '/services/connectivity/ftth/FTTH-100234/upgrade') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/services/connectivity/ftth/:serviceTag/upgrade" element={<OffersPage type="ftth" mode="upgrade" />} />
        <Route path="/services/connectivity/mobiledata/purchase/account/:serviceTag" element={<OffersPage type="mobiledata" mode="purchase" />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { path },
  );

const cardOf = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  portalCache.clear();
  sessionStorage.clear();
  jest.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearImmediate'] });
});
afterEach(() => jest.useRealTimers());

describe('the upgrade page', () => {
  it('compares the current plan with the others: price, speed, data and the change per month; refused ones say why', async () => {
    const fetchMock = serveConnectivity({
      'services.GetService': serviceByTag(serviceDetail()),
      'services.GetOffers': () => ({ result: { current, offers: plans } }),
    });
    renderUpgrade();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change plan' })).toBeInTheDocument();
    const now = screen.getByRole('region', { name: 'What you have now' });
    expect(now).toHaveTextContent('Fibre 100/50 Mbps Uncapped · 100 Mbps down · 50 Mbps up · Uncapped');

    const list = await screen.findByRole('list', { name: 'Plans you can move to' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const faster = cardOf('Fibre 200/100 Mbps Uncapped');
    expect(faster).toHaveTextContent('R 1 099.00 a month');
    expect(faster).toHaveTextContent('R 200.00 more a month');
    expect(faster).toHaveTextContent('200 Mbps down · 100 Mbps up');
    expect(within(faster).getByRole('button', { name: 'Choose this plan: Fibre 200/100 Mbps Uncapped' })).toBeEnabled();
    expect(screen.getByText('Fibre 100/50 Mbps Uncapped · FTTH-100234')).toBeInTheDocument();
    expect(cardOf('Fibre 50/25 Mbps Uncapped')).toHaveTextContent('R 200.00 less a month');
    // Only the cheaper plan is marked as a downgrade.
    expect(within(cardOf('Fibre 50/25 Mbps Uncapped')).getByText('Downgrade')).toBeInTheDocument();
    expect(within(faster).queryByText('Downgrade')).not.toBeInTheDocument();
    expect(within(cardOf('Fibre 1 Gbps Capped 500 GB')).queryByText('Downgrade')).not.toBeInTheDocument();
    expect(within(cardOf('Fibre 100/50 Mbps Uncapped')).queryByText('Downgrade')).not.toBeInTheDocument();
    expect(cardOf('Fibre 1 Gbps Capped 500 GB')).toHaveTextContent('Same price a month');
    expect(cardOf('Fibre 1 Gbps Capped 500 GB')).toHaveTextContent('500 GB a month');

    const refused = within(cardOf('Fibre 1 Gbps Capped 500 GB')).getByRole('button', { name: 'Choose this plan: Fibre 1 Gbps Capped 500 GB' });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription('You have used 600 GB this month, more than this plan’s 500 GB.');
    const mine = cardOf('Fibre 100/50 Mbps Uncapped');
    expect(within(mine).getByRole('button')).toBeDisabled();
    expect(within(mine).getByRole('button')).toHaveAccessibleDescription('Your current plan');
    expect(mine).not.toHaveTextContent('This is your current plan.');
    expect(inputsOf(fetchMock, 'services.GetOffers')).toEqual([{ serviceTag: 'FTTH-100234', kind: 'plan' }]);
  });

  it('writes the cart with the chosen plan and start date, then goes to the host’s confirm page', async () => {
    serveConnectivity({
      'services.GetService': serviceByTag(serviceDetail()),
      'services.GetOffers': () => ({ result: { current, offers: plans } }),
    });
    renderUpgrade();
    const group = await screen.findByRole('group', { name: 'When should the new plan start?' });
    expect(within(group).getByRole('radio', { name: 'Today' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '1st of next month (1 Dec 2026)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose this plan: Fibre 200/100 Mbps Uncapped' }));
    expect(readCart()).toEqual({
      serviceTag: 'FTTH-100234',
      cartLines: [{ productId: 12, quantity: 1 }],
      upgrade: true,
      upgradeRoute: '/services/connectivity/ftth/FTTH-100234/upgrade',
      effectiveDate: '2026-12-01',
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/services/confirm-upgrade');
  });

  it('starts today unless told otherwise', async () => {
    serveConnectivity({
      'services.GetService': serviceByTag(serviceDetail()),
      'services.GetOffers': () => ({ result: { current, offers: plans } }),
    });
    renderUpgrade();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose this plan: Fibre 50/25 Mbps Uncapped' }));
    const cart = readCart()!;
    expect(cart).toMatchObject({ cartLines: [{ productId: 10, quantity: 1 }], upgrade: true });
    // Today is left to the server, whose clock decides what today is.
    expect(cart.effectiveDate).toBeUndefined();
  });

  it('says why nothing can be chosen while a change is on its way, and lets nothing be chosen', async () => {
    serveConnectivity({
      'services.GetService': serviceByTag(
        serviceDetail({
          pendingChange: { productName: 'Fibre 200/100 Mbps Uncapped', effectiveDate: '2026-12-01', reference: 'ORD-1001' },
          can: { upgrade: false, topUp: false, cancel: true },
        }),
      ),
      'services.GetOffers': () => ({ result: { current, offers: plans } }),
    });
    renderUpgrade();
    expect(await screen.findByText('A change to Fibre 200/100 Mbps Uncapped is already on its way (reference ORD-1001).')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Plans you can move to' });
    for (const button of screen.getAllByRole('button', { name: /^Choose this plan/ })) expect(button).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'When should the new plan start?' })).not.toBeInTheDocument();
    expect(readCart()).toBeNull();
  });

  it('says when there is nothing to move to', async () => {
    serveConnectivity({
      'services.GetService': serviceByTag(serviceDetail()),
      'services.GetOffers': () => ({ result: { current, offers: [] } }),
    });
    renderUpgrade();
    expect(await screen.findByText('There are no other plans for this service right now.')).toBeInTheDocument();
  });

  it('shows the server’s error with a retry when the offers cannot load', async () => {
    let calls = 0;
    serveConnectivity({
      'services.GetService': serviceByTag(serviceDetail()),
      'services.GetOffers': () => (++calls === 1 ? { error: 'The catalogue is resting.' } : { result: { current, offers: plans } }),
    });
    renderUpgrade();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load what is on offer');
    expect(alert).toHaveTextContent('The catalogue is resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Plans you can move to' })).toBeInTheDocument();
  });
});

describe('the purchase page', () => {
  it('lists the top-ups with the data each adds, and buying one writes a purchase cart for the confirm page', async () => {
    const fetchMock = serveConnectivity({
      'services.GetService': serviceByTag(mobileService()),
      'services.GetOffers': () => ({ result: { current: mobileService().product, offers: topUps } }),
    });
    renderUpgrade('/services/connectivity/mobiledata/purchase/account/MOB-300412');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy data for Mobile Data 20 GB' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Data used this period' })).toHaveAttribute('aria-valuetext', '12.5 GB of 20 GB used (63%)');
    await screen.findByRole('list', { name: 'Data you can add this month' });
    const five = cardOf('5 GB top-up');
    expect(five).toHaveTextContent('R 299.00 once-off');
    expect(five).toHaveTextContent('Adds 5 GB this month');
    expect(five).not.toHaveTextContent('a month more');
    expect(screen.queryByRole('group', { name: 'When should the new plan start?' })).not.toBeInTheDocument();

    await userEvent.click(within(five).getByRole('button', { name: 'Buy this: 5 GB top-up' }));
    expect(readCart()).toEqual({
      serviceTag: 'MOB-300412',
      cartLines: [{ productId: 42, quantity: 1 }],
      upgrade: false,
      upgradeRoute: '/services/connectivity/mobiledata/purchase/account/MOB-300412',
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/services/confirm-purchase');
    expect(inputsOf(fetchMock, 'services.GetOffers')).toEqual([{ serviceTag: 'MOB-300412', kind: 'top-up' }]);
  });
});
