import { AUTH_EVENTS, CACHE_SECONDS, emitAuthEvent, onAuthEvent, portalCache, REAUTH_CANCELLED_MESSAGE, STORAGE_KEYS } from '@portal/contract';
import { renderWithProviders } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture as account, sentTo, serve } from '../../../__tests__/test-server';
import PersonalInfoPage from '../components/personal-info-page';

const renderPage = () => renderWithProviders(<PersonalInfoPage />, { path: '/account/account-details' });

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
  return screen.getByRole('form', { name: 'Edit your contact numbers and addresses' });
}

const field = (group: string, label: string) => within(screen.getByRole('group', { name: group })).getByLabelText(label);

async function replace(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('Personal Info: editing the numbers and addresses', () => {
  beforeEach(() => portalCache.clear());
  afterEach(() => jest.restoreAllMocks());

  it('opens with the current values, focused on the form', async () => {
    serve({ 'account.GetAccount': () => ({ result: account }) });
    renderPage();
    await openEditor();
    expect(screen.getByRole('heading', { name: 'Edit your contact numbers and addresses' })).toHaveFocus();
    expect(field('Contact numbers', 'Cell number')).toHaveValue('0821234567');
    expect(field('Contact numbers', 'Landline (optional)')).toHaveValue('');
    expect(field('Postal address', 'Address line 1')).toHaveValue('PO Box 12');
    expect(field('Physical address', 'Address line 2 (optional)')).toHaveValue('Unit 4');
    expect(field('Physical address', 'Postal code')).toHaveValue('2001');
  });

  it('checks the fields (spec §5 phone numbers, required address parts) and sends nothing while any is wrong', async () => {
    const fetchMock = serve({ 'account.GetAccount': () => ({ result: account }) });
    renderPage();
    await openEditor();
    await replace(field('Contact numbers', 'Cell number'), '082 123');
    await replace(field('Contact numbers', 'Landline (optional)'), '12345');
    await replace(field('Postal address', 'Address line 1'), '');
    await replace(field('Postal address', 'City'), '   ');
    await replace(field('Physical address', 'Postal code'), '20a1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(field('Contact numbers', 'Cell number')).toHaveAccessibleDescription(/Please enter a valid phone number\./);
    expect(field('Contact numbers', 'Landline (optional)')).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(field('Postal address', 'Address line 1')).toHaveAccessibleDescription('Address line 1 is required.');
    expect(field('Postal address', 'City')).toHaveAccessibleDescription('City is required.');
    expect(field('Physical address', 'Postal code')).toHaveAccessibleDescription('Please enter a valid postal code.');
    expect(field('Physical address', 'Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo(fetchMock, 'account.UpdateAddress')).toEqual([]);
  });

  it('saves normalised values, says so, shows the new details and keeps the account cached for 3600 s', async () => {
    const updated = {
      ...account,
      contact: { ...account.contact, cellNumber: '27821234567', landline: '0111234567' },
      postalAddress: { line1: 'PO Box 99', line2: '', city: 'Pretoria', postalCode: '0001' },
    };
    const fetchMock = serve({ 'account.GetAccount': () => ({ result: account }), 'account.UpdateAddress': () => ({ result: updated }) });
    renderPage();
    await openEditor();
    await replace(field('Contact numbers', 'Cell number'), '27 82 123 4567');
    await replace(field('Contact numbers', 'Landline (optional)'), '011 123 4567');
    await replace(field('Postal address', 'Address line 1'), '  PO Box 99 ');
    await replace(field('Postal address', 'City'), 'Pretoria');
    await replace(field('Postal address', 'Postal code'), '0001');
    const start = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your contact numbers and addresses have been updated.');
    expect(sentTo(fetchMock, 'account.UpdateAddress')).toEqual([
      {
        cellNumber: '27821234567',
        landline: '0111234567',
        postalAddress: { line1: 'PO Box 99', line2: '', city: 'Pretoria', postalCode: '0001' },
        physicalAddress: { line1: '12 Main Road', line2: 'Unit 4', city: 'Johannesburg', postalCode: '2001' },
      },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(within(addresses).getByText('PO Box 99')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Contact person' })).getByRole('link', { name: '0111234567' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();

    // spec §9: re-cached for 3600 s after an update (600 s otherwise); the cache keeps its entries in session storage.
    const entries = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.cache) ?? '{}') as Record<string, { item: unknown; expiry: number }>;
    const entry = entries['account.GetAccount\u0000{}'];
    expect(entry.item).toEqual(updated);
    expect(entry.expiry - start).toBeGreaterThanOrEqual(CACHE_SECONDS.accountAfterUpdate * 1000);
    expect(entry.expiry - Date.now()).toBeLessThanOrEqual(CACHE_SECONDS.accountAfterUpdate * 1000);
  });

  it('sends no landline as null', async () => {
    const withLandline = { ...account, contact: { ...account.contact, landline: '0111234567' } };
    const fetchMock = serve({ 'account.GetAccount': () => ({ result: withLandline }), 'account.UpdateAddress': () => ({ result: account }) });
    renderPage();
    await openEditor();
    await replace(field('Contact numbers', 'Landline (optional)'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('status');
    expect(sentTo(fetchMock, 'account.UpdateAddress')[0]).toMatchObject({ landline: null });
  });

  it('shows a failure with the server’s message, marks the field it names, and keeps the edits', async () => {
    serve({
      'account.GetAccount': () => ({ result: account }),
      'account.UpdateAddress': () => ({
        error: 'physicalAddress.city: City is required.',
        status: 400,
        code: 'BAD_INPUT',
        field: 'physicalAddress.city',
      }),
    });
    renderPage();
    await openEditor();
    await replace(field('Postal address', 'Address line 1'), 'PO Box 7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your details were not updated: physicalAddress.city: City is required.');
    expect(field('Physical address', 'City')).toHaveAccessibleDescription('City is required.');
    expect(field('Postal address', 'Address line 1')).toHaveValue('PO Box 7');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Addresses' })).getByText('PO Box 12')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for re-authentication when the server wants it, and says nothing changed when it is cancelled', async () => {
    const fetchMock = serve({
      'account.GetAccount': () => ({ result: account }),
      'account.UpdateAddress': () => ({ error: 'Please confirm it is you.', status: 403, code: 'REAUTH_REQUIRED' }),
    });
    const off = onAuthEvent(AUTH_EVENTS.reauthRequired, () => emitAuthEvent(AUTH_EVENTS.reauthCancelled));
    renderPage();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Your details were not updated: ${REAUTH_CANCELLED_MESSAGE}`);
    expect(sentTo(fetchMock, 'account.UpdateAddress')).toHaveLength(1);
    off();
  });

  it('offers address suggestions for line 1, and picking one fills that address’s other fields', async () => {
    const fetchMock = serve({
      'account.GetAccount': () => ({ result: account }),
      GetGoogleApiConfig: () => ({ result: { enabled: true, minChars: 3, countries: ['ZA'] } }),
      'address.SuggestAddresses': () => ({
        result: {
          suggestions: [
            { id: 'p1', description: '1 Church Street, Pretoria', address: { line1: '1 Church Street', line2: 'Arcadia', city: 'Pretoria', postalCode: '0083' } },
          ],
        },
      }),
      'account.UpdateAddress': () => ({ result: account }),
    });
    renderPage();
    await openEditor();
    const line1 = await within(screen.getByRole('group', { name: 'Physical address' })).findByRole('combobox', { name: 'Address line 1' });
    await replace(line1, '1 Church');
    const option = await screen.findByRole('option', { name: '1 Church Street, Pretoria' });
    await userEvent.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');

    expect(line1).toHaveValue('1 Church Street');
    expect(field('Physical address', 'Address line 2 (optional)')).toHaveValue('Arcadia');
    expect(field('Physical address', 'City')).toHaveValue('Pretoria');
    expect(field('Physical address', 'Postal code')).toHaveValue('0083');
    expect(field('Postal address', 'City')).toHaveValue(account.postalAddress.city);

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Your contact numbers and addresses have been updated.');
    expect(sentTo(fetchMock, 'account.UpdateAddress')[0]).toMatchObject({
      physicalAddress: { line1: '1 Church Street', line2: 'Arcadia', city: 'Pretoria', postalCode: '0083' },
    });
  });
});
