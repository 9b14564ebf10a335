import { portalCache } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import { Route, Routes } from 'react-router-dom';
import ExchangePage from '../components/exchange-page';
import { serviceDetail } from './fixtures';

const EXCHANGE_DOMAIN = 'mokoenadesign.com';

const overview = {
  serviceTag: 'HEX-701220',
  domain: EXCHANGE_DOMAIN,
  mailboxLimit: 10,
  plans: [
    { productId: 41, name: 'Exchange Basic', price: 45, storageMb: 2048 },
    { productId: 42, name: 'Exchange Business', price: 89, storageMb: 51200 },
  ],
  mailboxes: [{ address: `thandi@${EXCHANGE_DOMAIN}`, displayName: 'Thandi Mokoena', plan: 'Exchange Business', price: 89, pending: null }],
  mailboxesMonthly: 89,
};

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/services/communication/hosted-exchange/:serviceTag" element={<ExchangePage />} />
    </Routes>,
    { path: '/services/communication/hosted-exchange/HEX-701220' },
  );

const answer = (name: string) => {
  if (name === 'services.GetService') return { result: serviceDetail('hosted-exchange', 'HEX-701220', 'Hosted Exchange Business') };
  if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
  if (name === 'communication.AddExchangeMailbox')
    return { result: { reference: 'CHG-7', message: 'Mailbox sipho@ added. It is being set up (reference CHG-7).', address: `sipho@${EXCHANGE_DOMAIN}`, password: 'Pq8!abcdEFGH2345' } };
  return { result: overview };
};

describe('Hosted Exchange page', () => {
  beforeEach(() => portalCache.clear());

  it('asks for the address, display name and plan with the spec’s messages, and refuses other characters, sending nothing', async () => {
    const fetchMock = mockActions(answer);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a mailbox' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an Exchange mailbox' });
    await user.click(within(dialog).getByRole('button', { name: 'Add mailbox' }));
    expect(await within(dialog).findByText('Please enter the part of the address before the @.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a display name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a mailbox plan.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Address'), 'sipho..dlamini');
    await user.type(within(dialog).getByLabelText('Display name'), 'Sipho <Dlamini>');
    await user.selectOptions(within(dialog).getByLabelText('Mailbox plan'), '41');
    await user.click(within(dialog).getByRole('button', { name: 'Add mailbox' }));
    expect(await within(dialog).findByText('Use only letters, digits, dots (not at the start or end, nor two together), _ and -.')).toBeInTheDocument();
    // The catalogue's display-name rule, as the server checks it.
    expect(within(dialog).getByText('The display name may not contain <, > or quotes.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddExchangeMailbox')).toEqual([]);
  });

  it('adds a mailbox at the domain on the chosen plan and shows its password once', async () => {
    const fetchMock = mockActions(answer);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a mailbox' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an Exchange mailbox' });
    await user.type(within(dialog).getByLabelText('Address'), 'sipho');
    await user.type(within(dialog).getByLabelText('Display name'), 'Sipho Dlamini');
    await user.selectOptions(within(dialog).getByLabelText('Mailbox plan'), '41');
    await user.click(within(dialog).getByRole('button', { name: 'Add mailbox' }));
    expect(await screen.findByText('Pq8!abcdEFGH2345')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddExchangeMailbox')).toEqual([{ serviceTag: 'HEX-701220', address: `sipho@${EXCHANGE_DOMAIN}`, displayName: 'Sipho Dlamini', productId: 41 }]);
  });
});
