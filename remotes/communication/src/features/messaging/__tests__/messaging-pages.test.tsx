import { paths, portalCache, type ProductSummary, type ServiceDetail } from '@portal/contract';
import type { BulkMailerDetail, EscanDetail, SmsDetail } from '@portal/contract/catalogue';
import { readCart } from '@portal/contract/commerce-flow';
import { inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import BulkMailerPage from '../components/bulk-mailer-page';
import BulkMailerUpgradePage from '../components/bulk-mailer-upgrade-page';
import EscanPage from '../components/escan-page';
import SmsPage from '../components/sms-page';

const product = (productId: number, name: string, serviceType: string, kind: ProductSummary['kind'], price: number, limits: Record<string, number> | null): ProductSummary => ({
  productId,
  name,
  serviceType,
  kind,
  price,
  billing: kind === 'plan' ? 'monthly' : 'once-off',
  speedDownMbps: null,
  speedUpMbps: null,
  dataCapMb: null,
  description: '',
  needsDelivery: false,
  limits,
});

const service = (type: string, serviceTag: string, plan: ProductSummary, can: Partial<ServiceDetail['can']> = {}): ServiceDetail => ({
  serviceTag,
  category: 'communication',
  type,
  status: 'Active',
  accountCode: 'CUS1001',
  product: plan,
  monthlyPrice: plan.price,
  attributes: [],
  installationAddress: null,
  contractEndDate: null,
  usage: null,
  pendingChange: null,
  cancellation: null,
  sharedMembers: [],
  can: { upgrade: false, topUp: true, cancel: true, ...can },
});

const SMS_PLAN = product(1, 'Business SMS', 'sms', 'plan', 49, null);
const PACKS = [product(2, 'SMS Credits 500', 'sms', 'top-up', 175, { credits: 500 }), product(3, 'SMS Credits 1 000', 'sms', 'top-up', 320, { credits: 1000 })];
const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, sent: 10, delivered: 9, failed: 1 }));
const SMS: SmsDetail = { serviceTag: 'SMS-701018', credits: { bought: 5000, used: 1403, balance: 3597 }, senderId: { value: 'MokoenaDsn', pending: null }, days };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const page = (path: string, pattern: string, element: ReactElement) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { path },
  );

beforeEach(() => {
  portalCache.clear();
  sessionStorage.clear();
});

describe('the SMS page', () => {
  const replies = (name: string) => {
    if (name === 'services.GetService') return { result: service('sms', 'SMS-701018', SMS_PLAN) };
    if (name === 'communication.GetSms') return { result: SMS };
    if (name === 'services.GetOffers') return { result: { current: SMS_PLAN, offers: PACKS.map((p) => ({ ...p, allowed: true, reason: null })) } };
    if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
    if (name === 'communication.SetSmsSenderId') return { result: { reference: 'CHG-1', message: 'Sender id changed to Mokoena. It is being set up (reference CHG-1).' } };
    return { error: `unexpected ${name}`, status: 500 };
  };

  it('shows the balance, the messages per day as a chart with its numbers, and buys credits through the cart', async () => {
    mockActions(replies);
    page('/services/communication/sms/SMS-701018', '/services/communication/sms/:serviceTag', <SmsPage />);
    const credits = await screen.findByRole('region', { name: 'Credits' });
    expect(within(credits).getByText((_, el) => el?.tagName === 'P' && el.textContent === '3 597 SMS credits left')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /300 messages sent in the last 30 days: 270 delivered, 30 failed/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Messages sent per day' })).getAllByRole('row')).toHaveLength(31);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy credits' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a pack.');
    await user.click(screen.getByRole('radio', { name: /1 000 SMS credits/ }));
    await user.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(readCart()).toEqual({ serviceTag: 'SMS-701018', cartLines: [{ productId: 3, quantity: 1 }], upgrade: false, upgradeRoute: '/services/communication/sms/SMS-701018' });
    expect(screen.getByTestId('where')).toHaveTextContent(paths.confirmPurchase);
  });

  it('checks a sender id before sending it, then asks for the change', async () => {
    const fetchMock = mockActions(replies);
    page('/services/communication/sms/SMS-701018', '/services/communication/sms/:serviceTag', <SmsPage />);
    const field = await screen.findByLabelText(/New sender id/);
    const user = userEvent.setup();
    await user.type(field, '1ACME');
    await user.click(screen.getByRole('button', { name: 'Change sender id' }));
    expect(await screen.findByText('A sender id is 3 to 11 letters or digits, starting with a letter.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.SetSmsSenderId')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Mokoena');
    await user.click(screen.getByRole('button', { name: 'Change sender id' }));
    expect(await screen.findByText(/Sender id changed to Mokoena/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.SetSmsSenderId')).toEqual([{ serviceTag: 'SMS-701018', senderId: 'Mokoena' }]);
  });
});

describe('the eScan page', () => {
  const ESCAN: EscanDetail = {
    serviceTag: 'ESC-701119',
    licence: { maskedKey: '••••-••••-••••-7F3A', seats: 3, used: 2, renewalDate: '2027-04-14' },
    devices: [
      { deviceKey: 'dev-1', name: 'Thandi’s laptop', os: 'Windows 11', lastSeenAt: '2026-11-22T06:00:00Z', upToDate: true, pending: null },
      { deviceKey: 'dev-2', name: 'Reception PC', os: 'Windows 10', lastSeenAt: '2026-11-13T05:00:00Z', upToDate: false, pending: null },
    ],
  };
  const replies = (name: string) => {
    if (name === 'services.GetService') return { result: service('escan', 'ESC-701119', product(9, 'eScan Internet Security 3 Devices', 'escan', 'plan', 49, { devices: 3 })) };
    if (name === 'communication.GetEscan') return { result: ESCAN };
    if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
    if (name === 'communication.RevealEscanLicenceKey') return { result: { licenceKey: 'K7QD-3MWP-9XRT-7F3A' } };
    if (name === 'communication.RemoveEscanDevice') return { result: { reference: 'CHG-2', message: 'Device Reception PC removed from the licence. It is being set up (reference CHG-2).' } };
    return { error: `unexpected ${name}`, status: 500 };
  };

  it('shows the seats and the key masked, and reveals the key in a dialog on request', async () => {
    const fetchMock = mockActions(replies);
    page('/services/communication/escan/ESC-701119', '/services/communication/escan/:serviceTag', <EscanPage />);
    expect(await screen.findByLabelText('2 of 3 devices protected')).toBeInTheDocument();
    expect(screen.getByText('••••-••••-••••-7F3A')).toBeInTheDocument();
    expect(screen.getByText('Out of date: open eScan and update it')).toBeInTheDocument();
    expect(screen.getByText('One device needs attention: see the devices list.')).toBeInTheDocument();
    expect(screen.queryByText('K7QD-3MWP-9XRT-7F3A')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reveal licence key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your licence key' });
    expect(within(dialog).getByText('K7QD-3MWP-9XRT-7F3A')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.RevealEscanLicenceKey')).toEqual([{ serviceTag: 'ESC-701119' }]);
  });

  it('removes a device only after it is confirmed', async () => {
    const fetchMock = mockActions(replies);
    page('/services/communication/escan/ESC-701119', '/services/communication/escan/:serviceTag', <EscanPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Reception PC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this device?' });
    expect(inputsOf(fetchMock, 'communication.RemoveEscanDevice')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove device' }));
    expect(await screen.findByText(/Device Reception PC removed from the licence/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.RemoveEscanDevice')).toEqual([{ serviceTag: 'ESC-701119', deviceKey: 'dev-2' }]);
  });
});

describe('the bulk mailer', () => {
  const STARTER = product(20, 'Bulk Mailer Starter', 'bulk-mailer', 'plan', 149, { contacts: 2000 });
  const GROWTH = product(21, 'Bulk Mailer Growth', 'bulk-mailer', 'plan', 399, { contacts: 10000 });
  const PRO = product(22, 'Bulk Mailer Pro', 'bulk-mailer', 'plan', 999, { contacts: 50000 });
  const MAILER: BulkMailerDetail = {
    serviceTag: 'BLK-701624',
    credits: { bought: 20000, used: 6099, balance: 13901 },
    contactLimit: 2000,
    contactsTotal: 1634,
    lists: [
      { listKey: 'list-1', name: 'Customers', contacts: 1120, pending: null },
      { listKey: 'list-4', name: 'VIP clients', contacts: 0, pending: { state: 'adding', reference: 'CHG-9' } },
    ],
    campaigns: [{ name: 'November specials', sentAt: '2026-11-05T07:30:00Z', recipients: 1542, opens: 478, bounces: 15, openRate: 0.31, bounceRate: 0.0097 }],
  };
  const replies = (name: string, input: Record<string, unknown>) => {
    if (name === 'services.GetService') return { result: service('bulk-mailer', 'BLK-701624', STARTER, { upgrade: true }) };
    if (name === 'communication.GetBulkMailer') return { result: MAILER };
    if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
    if (name === 'services.GetOffers' && input.kind === 'plan') {
      return {
        result: {
          current: STARTER,
          offers: [
            { ...STARTER, allowed: false, reason: 'This is your current plan.' },
            { ...GROWTH, allowed: false, reason: 'Your lists hold 12 400 contacts; Bulk Mailer Growth holds 10 000. Remove 2 400 first.' },
            { ...PRO, allowed: true, reason: null },
          ],
        },
      };
    }
    if (name === 'services.GetOffers') return { result: { current: STARTER, offers: [] } };
    if (name === 'communication.AddContactList') return { error: 'A list called Customers already exists.', status: 409 };
    return { error: `unexpected ${name}`, status: 500 };
  };

  it('shows lists with their pending state, campaigns with rates, and says why a list name is refused', async () => {
    const fetchMock = mockActions(replies);
    page('/services/communication/bulk-mailer/BLK-701624', '/services/communication/bulk-mailer/:serviceTag', <BulkMailerPage />);
    expect(await screen.findByText('1 634 contacts', { exact: false })).toBeInTheDocument();
    const lists = screen.getByRole('list', { name: 'Contact lists' });
    expect(within(lists).getByText('Being added')).toBeInTheDocument();
    expect(within(lists).queryByRole('button', { name: 'Delete VIP clients' })).not.toBeInTheDocument();
    const campaigns = screen.getByRole('table', { name: 'Campaigns sent, newest first' });
    expect(within(campaigns).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Campaign', 'Sent', 'Recipients', 'Opens', 'Bounces']);
    const row = within(campaigns).getByRole('row', { name: /November specials/ });
    expect(row).toHaveTextContent('478 (31.0%)');
    expect(row).toHaveTextContent('15 (1.0%)');
    expect(screen.getByText('Showing 1 - 1 of 1 campaigns')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/services/communication/bulk-mailer/BLK-701624/upgrade');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('Please give the list a name.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddContactList')).toEqual([]);
    await user.type(screen.getByLabelText(/New list name/), 'customers');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('A list called Customers already exists.')).toBeInTheDocument();
  });

  it('offers the bigger tiers, says why one does not fit, and hands the chosen one to the confirm-upgrade page', async () => {
    mockActions(replies);
    page('/services/communication/bulk-mailer/BLK-701624/upgrade', '/services/communication/bulk-mailer/:serviceTag/upgrade', <BulkMailerUpgradePage />);
    expect(await screen.findByText(/Remove 2 400 first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Bulk Mailer Growth' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose Bulk Mailer Pro' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(paths.confirmUpgrade));
    expect(readCart()).toMatchObject({ serviceTag: 'BLK-701624', cartLines: [{ productId: 22, quantity: 1 }], upgrade: true });
  });

  it('is titled Change plan, and marks a cheaper tier as a downgrade with what it saves a month', async () => {
    mockActions((name, input) => {
      if (name === 'services.GetService') return { result: service('bulk-mailer', 'BLK-701624', PRO, { upgrade: true }) };
      if (name === 'services.GetOffers' && input.kind === 'plan') {
        return { result: { current: PRO, offers: [{ ...STARTER, allowed: true, reason: null }, { ...PRO, allowed: false, reason: 'This is your current plan.' }] } };
      }
      return replies(name, input);
    });
    page('/services/communication/bulk-mailer/BLK-701624/upgrade', '/services/communication/bulk-mailer/:serviceTag/upgrade', <BulkMailerUpgradePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change plan' })).toBeInTheDocument();
    const starter = await screen.findByRole('listitem', { name: 'Bulk Mailer Starter' });
    expect(within(starter).getByText('Downgrade')).toBeInTheDocument();
    expect(starter).toHaveTextContent('R 850.00 less a month');
    expect(within(screen.getByRole('listitem', { name: 'Bulk Mailer Pro' })).queryByText('Downgrade')).not.toBeInTheDocument();
  });
});
