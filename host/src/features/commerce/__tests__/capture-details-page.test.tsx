import { readCart, writeCart } from '@portal/contract/commerce-flow';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliveryLocation, purchaseCart, purchasePreview, renderCommerce, serveCommerce, upgradeCart, upgradePreview, resetCommerceTestState } from './commerce-fixtures';

const account = {
  accountId: 1,
  accountCode: 'CUS1001',
  customerName: 'Thandi Mokoena',
  enterprise: false,
  status: 'Active',
  parentAccountCode: null,
  contact: { personId: 1, firstName: 'Thandi', lastName: 'Mokoena', email: 't@example.co.za', cellNumber: '0821234567', landline: null },
  postalAddress: { line1: 'PO Box 1', line2: '', city: 'Cape Town', postalCode: '8000' },
  physicalAddress: { line1: '12 Loop Street', line2: 'Gardens', city: 'Cape Town', postalCode: '8001' },
  role: 'customer',
  portalModules: ['account'],
};

const field = (label: string) => screen.getByRole('textbox', { name: label });

afterEach(resetCommerceTestState);

describe('delivery details (spec §2 /services/capture-details)', () => {
  it('starts from the account’s contact and physical address, and Save puts them in the cart and returns to confirm', async () => {
    writeCart(purchaseCart);
    serveCommerce({ 'account.GetAccount': () => ({ result: account }), 'commerce.PreviewOrder': () => ({ result: purchasePreview }) });
    renderCommerce('/services/capture-details');
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery details' })).toHaveFocus();
    expect(await screen.findByRole('textbox', { name: 'Contact name' })).toHaveValue('Thandi Mokoena');
    expect(field('Cell number')).toHaveValue('0821234567');
    expect(field('Address line 1')).toHaveValue('12 Loop Street');
    expect(field('Address line 2 (optional)')).toHaveValue('Gardens');
    expect(field('City')).toHaveValue('Cape Town');
    expect(field('Postal code')).toHaveValue('8001');

    await userEvent.clear(field('Contact name'));
    await userEvent.type(field('Contact name'), '  Sipho Dlamini ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your purchase' })).toBeInTheDocument();
    expect(readCart()).toEqual({
      ...purchaseCart,
      location: { contactName: 'Sipho Dlamini', cellNumber: '0821234567', line1: '12 Loop Street', line2: 'Gardens', city: 'Cape Town', postalCode: '8001' },
    });
  });

  it('refuses bad details with the spec’s messages and leaves the cart as it was', async () => {
    writeCart(upgradeCart);
    serveCommerce({ 'account.GetAccount': () => ({ result: account }) });
    renderCommerce('/services/capture-details');
    await screen.findByRole('textbox', { name: 'Contact name' });
    await userEvent.clear(field('Contact name'));
    await userEvent.clear(field('Cell number'));
    await userEvent.type(field('Cell number'), '082 123');
    await userEvent.clear(field('Address line 1'));
    await userEvent.clear(field('City'));
    await userEvent.clear(field('Postal code'));
    await userEvent.type(field('Postal code'), '80011');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter who will receive the delivery.')).toBeInTheDocument();
    expect(screen.getByText('Address line 1 is required.')).toBeInTheDocument();
    expect(screen.getByText('City is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid postal code.')).toBeInTheDocument();
    expect(field('Cell number')).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(readCart()).toEqual(upgradeCart);
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
  });

  it('keeps the details already given for this cart, and Save returns to the upgrade page for an upgrade', async () => {
    writeCart({ ...upgradeCart, location: deliveryLocation });
    const fetchMock = serveCommerce({ 'commerce.PreviewOrder': () => ({ result: upgradePreview }), 'account.GetAccount': () => ({ result: account }) });
    renderCommerce('/services/capture-details');
    expect(field('Address line 1')).toHaveValue('12 Loop Street');
    expect(field('Address line 2 (optional)')).toHaveValue('');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringMatching(/account\.GetAccount$/));
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your plan change' })).toBeInTheDocument();
  });

  it('offers an empty form when the account may not be read, and a retry when it could not be loaded', async () => {
    writeCart(purchaseCart);
    serveCommerce({ 'account.GetAccount': () => ({ error: 'You do not have access to this.', status: 403 }) });
    const { unmount } = renderCommerce('/services/capture-details');
    expect(await screen.findByRole('textbox', { name: 'Contact name' })).toHaveValue('');
    unmount();

    let calls = 0;
    serveCommerce({ 'account.GetAccount': () => (++calls === 1 ? { error: 'The service is down.', status: 503 } : { result: account }) });
    renderCommerce('/services/capture-details');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Contact name' })).toHaveValue('Thandi Mokoena');
  });

  it('says there is no order to deliver without a cart', () => {
    serveCommerce();
    renderCommerce('/services/capture-details');
    expect(screen.getByText('There is no order to deliver.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
