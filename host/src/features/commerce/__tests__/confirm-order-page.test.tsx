import { CAPABILITY_UNAVAILABLE_MESSAGES } from '@portal/contract';
import { readCart, writeCart } from '@portal/contract/commerce-flow';
import { configureInstanceOffer } from '@portal/ui/access';
import { heldReply, inputsOf } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deliveryLocation,
  product,
  purchaseCart,
  purchasePreview,
  renderCommerce,
  serveCommerce,
  TAG,
  upgradeCart,
  upgradePreview,
  resetCommerceTestState,
} from './commerce-fixtures';

const confirmed = { orderStatus: true, message: 'Your upgrade to Fibre 100/50 Mbps is on its way.', reference: 'ORD-7F3A21' };
const refused = { orderStatus: false, message: 'The provisioning system refused the order.', reference: 'ORD-7F3A22' };

afterEach(resetCommerceTestState);

describe('confirm upgrade (spec §2 /services/confirm-upgrade)', () => {
  it('shows the server’s preview of the cart as a receipt, with the heading focused', async () => {
    writeCart(upgradeCart);
    const fetchMock = serveCommerce({ 'commerce.PreviewOrder': () => ({ result: upgradePreview }) });
    renderCommerce('/services/confirm-upgrade');

    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your plan change' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Pricing your order…');
    const order = await screen.findByRole('region', { name: 'Your order' });
    const change = within(order).getByRole('list', { name: 'Plan change' });
    expect(change).toHaveTextContent(/Current plan\s*Fibre 50\/25 Mbps\s*R 799\.00 per month/);
    expect(change).toHaveTextContent(/New plan\s*Fibre 100\/50 Mbps\s*R 999\.00 per month/);
    expect(within(order).queryByRole('list', { name: 'Order lines' })).not.toBeInTheDocument();
    const facts = (label: string) => within(order).getByText(label).nextElementSibling?.textContent;
    expect(facts('Service')).toBe(`Fibre 50/25 Mbps · ${TAG}`);
    expect(await screen.findByText(`Check your order for Fibre 50/25 Mbps · ${TAG}, then confirm it.`)).toBeInTheDocument();
    expect(facts('Once-off total (on your next invoice)')).toBe('R 0.00');
    expect(facts('Monthly price after this order')).toBe('R 999.00');
    expect(facts('Change per month')).toBe('+R 200.00 per month');
    expect(facts('Effective date')).toBe('1 Dec 2026');
    expect(within(order).queryByText('Delivery to')).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'commerce.PreviewOrder')).toEqual([{ cart: upgradeCart }]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', upgradeCart.upgradeRoute);
  });

  it('places one order with the cart and one idempotency key however often Confirm is clicked, then confirms it', async () => {
    writeCart(upgradeCart);
    const { held, release } = heldReply({ result: confirmed });
    const fetchMock = serveCommerce({ 'commerce.PreviewOrder': () => ({ result: upgradePreview }), 'commerce.PlaceOrder': () => held });
    renderCommerce('/services/confirm-upgrade');
    const confirm = await screen.findByRole('button', { name: 'Confirm order' });
    await userEvent.dblClick(confirm);
    await userEvent.click(confirm);
    expect(confirm).toBeDisabled();
    release();

    const modal = await screen.findByRole('dialog', { name: 'Order Confirmed' });
    expect(modal).toHaveTextContent(confirmed.message);
    expect(within(modal).getByText('Reference').nextElementSibling).toHaveTextContent('ORD-7F3A21');
    expect(within(modal).getByText('Order status').nextElementSibling).toHaveTextContent('Successful');
    expect(within(modal).getByText('Service').nextElementSibling).toHaveTextContent(`Fibre 50/25 Mbps · ${TAG}`);
    expect(within(modal).queryByText('Delivery to')).not.toBeInTheDocument();
    expect(modal).toContainElement(document.activeElement as HTMLElement);
    expect(within(modal).getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/account/orders-and-docs');
    const placed = inputsOf(fetchMock, 'commerce.PlaceOrder');
    expect(placed).toEqual([{ cart: upgradeCart, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/) }]);
    expect(readCart()).toBeNull();

    await userEvent.click(within(modal).getByRole('link', { name: 'Done' }));
    expect(await screen.findByText(`Now at /services/connectivity/ftth/${TAG}`)).toBeInTheDocument();
  });

  it('says Order Failed with the server’s message and no View Order, and a retry sends the same key', async () => {
    writeCart(upgradeCart);
    let attempts = 0;
    const fetchMock = serveCommerce({
      'commerce.PreviewOrder': () => ({ result: upgradePreview }),
      'commerce.PlaceOrder': () => (++attempts === 1 ? { error: 'The line dropped.', status: 503 } : { result: refused }),
    });
    renderCommerce('/services/confirm-upgrade');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));

    let modal = await screen.findByRole('dialog', { name: 'Order Failed' });
    expect(modal).toHaveTextContent('The line dropped.');
    expect(within(modal).queryByRole('link', { name: 'View Order' })).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    modal = await screen.findByRole('dialog', { name: 'Order Failed' });
    expect(modal).toHaveTextContent(refused.message);
    expect(within(modal).getByText('Reference').nextElementSibling).toHaveTextContent('ORD-7F3A22');
    expect(within(modal).getByText('Order status').nextElementSibling).toHaveTextContent('Failed');
    expect(within(modal).queryByRole('link', { name: 'View Order' })).not.toBeInTheDocument();

    const keys = inputsOf(fetchMock, 'commerce.PlaceOrder').map((input) => input.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(readCart()).toEqual(upgradeCart);
  });

  it('shows the server’s refusal of the preview with the way back, and no Confirm', async () => {
    writeCart(upgradeCart);
    const message = 'You have used 80 GB this month, more than the 50 GB of Fibre 10/10 Mbps.';
    serveCommerce({ 'commerce.PreviewOrder': () => ({ error: message, status: 400 }) });
    renderCommerce('/services/confirm-upgrade');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your choice' })).toHaveAttribute('href', upgradeCart.upgradeRoute);
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
  });

  it('offers a retry when the preview could not be loaded', async () => {
    writeCart(upgradeCart);
    let calls = 0;
    serveCommerce({
      'commerce.PreviewOrder': () => (++calls === 1 ? { error: 'The service is down.', status: 503 } : { result: upgradePreview }),
    });
    renderCommerce('/services/confirm-upgrade');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your order' })).toBeInTheDocument();
  });

  it('says there is nothing to confirm without a cart, and links to the dashboard', async () => {
    const fetchMock = serveCommerce();
    renderCommerce('/services/confirm-upgrade');
    expect(screen.getByText('There is nothing to confirm.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a back link that leaves the portal as the dashboard', async () => {
    writeCart({ ...upgradeCart, upgradeRoute: '//evil.example/upgrade' });
    serveCommerce({ 'commerce.PreviewOrder': () => ({ result: upgradePreview }) });
    renderCommerce('/services/confirm-upgrade');
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('confirm a downgrade', () => {
  const fast = product({ productId: 2, name: 'Fibre 100/50 Mbps Uncapped', price: 899, speedDownMbps: 100, speedUpMbps: 50 });
  const slow = product({ productId: 3, name: 'Fibre 20/10 Mbps 200 GB', price: 499, speedDownMbps: 20, speedUpMbps: 10, dataCapMb: 204_800 });
  const downgradeCart = { ...upgradeCart, cartLines: [{ productId: 3, quantity: 1 }], effectiveDate: undefined };
  const downgradePreview = {
    ...upgradePreview,
    current: fast,
    lines: [{ product: slow, quantity: 1, amount: 499 }],
    monthlyAfter: 499,
    monthlyChange: -400,
    effectiveDate: '2026-11-23',
  };

  it('warns what goes today and what it does to the bill, and places nothing until the customer accepts it', async () => {
    writeCart(downgradeCart);
    const fetchMock = serveCommerce({ 'commerce.PreviewOrder': () => ({ result: downgradePreview }), 'commerce.PlaceOrder': () => ({ result: confirmed }) });
    renderCommerce('/services/confirm-upgrade');
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(within(order).getByRole('list', { name: 'Plan change' })).getByText('Downgrade')).toBeInTheDocument();
    expect(within(order).getByText('Change per month').nextElementSibling).toHaveTextContent('-R 400.00 per month');

    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('This downgrade takes effect today.');
    expect(within(within(warning).getByRole('list', { name: 'What you lose' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Speed: 100/50 Mbps → 20/10 Mbps',
      'Data: uncapped → 200 GB a month',
    ]);
    expect(warning).toHaveTextContent('The change is not pro-rated: your next invoice carries the whole monthly difference (-R 400.00).');

    const accept = screen.getByRole('checkbox', { name: 'I understand: I lose this today' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(accept).toHaveAccessibleDescription('Please tick the box to accept the smaller plan from today.');
    expect(inputsOf(fetchMock, 'commerce.PlaceOrder')).toEqual([]);

    await userEvent.click(accept);
    expect(accept).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('dialog', { name: 'Order Confirmed' })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'commerce.PlaceOrder')).toHaveLength(1);
  });

  it('says what goes from a later date without asking for the box', async () => {
    writeCart({ ...downgradeCart, effectiveDate: '2026-12-01' });
    const fetchMock = serveCommerce({
      'commerce.PreviewOrder': () => ({ result: { ...downgradePreview, effectiveDate: '2026-12-01' } }),
      'commerce.PlaceOrder': () => ({ result: confirmed }),
    });
    renderCommerce('/services/confirm-upgrade');
    await screen.findByRole('region', { name: 'Your order' });
    expect(screen.getByText(/From 1 Dec 2026 FTTH-100234 moves to the smaller Fibre 20\/10 Mbps 200 GB/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('dialog', { name: 'Order Confirmed' })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'commerce.PlaceOrder')).toHaveLength(1);
  });

  it('asks nothing of an upgrade that takes nothing away', async () => {
    writeCart({ ...upgradeCart, effectiveDate: undefined });
    serveCommerce({ 'commerce.PreviewOrder': () => ({ result: upgradePreview }) });
    renderCommerce('/services/confirm-upgrade');
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).queryByText('Downgrade')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('confirm purchase (spec §2 /services/confirm-purchase)', () => {
  it('lists each line with its quantity and amount, and asks for delivery details before placing hardware', async () => {
    writeCart(purchaseCart);
    const fetchMock = serveCommerce({ 'commerce.PreviewOrder': () => ({ result: purchasePreview }) });
    renderCommerce('/services/confirm-purchase');
    const order = await screen.findByRole('region', { name: 'Your order' });
    const lines = within(within(order).getByRole('list', { name: 'Order lines' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Top-up 5 GB × 2R 198.00', 'LTE router × 1R 1 499.00']);
    expect(within(order).queryByRole('list', { name: 'Plan change' })).not.toBeInTheDocument();
    expect(within(order).getByText('Once-off total (on your next invoice)').nextElementSibling).toHaveTextContent('R 1 697.00');
    expect(within(order).getByText('Change per month').nextElementSibling).toHaveTextContent('No change');
    expect(screen.getByRole('status')).toHaveTextContent('Part of this order is delivered.');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery details' })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'commerce.PlaceOrder')).toEqual([]);
  });

  it('shows where the order goes once the delivery details are in the cart, and places it with them', async () => {
    const cart = { ...purchaseCart, location: deliveryLocation };
    writeCart(cart);
    const fetchMock = serveCommerce({
      'commerce.PreviewOrder': () => ({ result: purchasePreview }),
      'commerce.PlaceOrder': () => ({ result: confirmed }),
    });
    renderCommerce('/services/confirm-purchase');
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Delivery to').nextElementSibling).toHaveTextContent(
      'Thandi Mokoena, 082123456712 Loop Street, Cape Town, 8001',
    );
    expect(screen.getByRole('link', { name: 'Change the delivery details' })).toHaveAttribute('href', '/services/capture-details');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    const modal = await screen.findByRole('dialog', { name: 'Order Confirmed' });
    expect(inputsOf(fetchMock, 'commerce.PlaceOrder')).toEqual([{ cart, idempotencyKey: expect.any(String) }]);
    expect(within(modal).getByText('Service').nextElementSibling).toHaveTextContent('MOB-300412');
    expect(within(modal).getByText('Delivery to').nextElementSibling).toHaveTextContent('12 Loop Street, Cape Town, 8001');
    expect(within(modal).getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/services/connectivity/mobiledata/account/MOB-300412');
  });

  it('sends an upgrade cart to the upgrade page, and a purchase cart to the purchase page', async () => {
    writeCart(upgradeCart);
    serveCommerce({ 'commerce.PreviewOrder': () => ({ result: upgradePreview }) });
    const { unmount } = renderCommerce('/services/confirm-purchase');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your plan change' })).toBeInTheDocument();
    unmount();
    writeCart(purchaseCart);
    serveCommerce({ 'commerce.PreviewOrder': () => ({ result: purchasePreview }) });
    renderCommerce('/services/confirm-upgrade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your purchase' })).toBeInTheDocument();
  });
});

describe('without provisioning (capabilities.provisioning off)', () => {
  beforeEach(() => configureInstanceOffer({ capabilities: { provisioning: false } }));
  afterEach(() => configureInstanceOffer(null));

  it('says orders are not available and neither prices nor places one', async () => {
    writeCart(upgradeCart);
    const fetchMock = serveCommerce({ 'commerce.PreviewOrder': () => ({ result: upgradePreview }) });
    renderCommerce('/services/confirm-upgrade');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your plan change' })).toHaveFocus();
    expect(await screen.findByText(CAPABILITY_UNAVAILABLE_MESSAGES.provisioning)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /confirm/i })).toBeNull();
    expect(inputsOf(fetchMock, 'commerce.PreviewOrder')).toEqual([]);
    expect(inputsOf(fetchMock, 'commerce.PlaceOrder')).toEqual([]);
  });
});
