import { AUTH_EVENTS, emitAuthEvent, onAuthEvent, portalCache, REAUTH_CANCELLED_MESSAGE, type UsageAlerts } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import { UsageAlertsSection } from '../components/usage-alerts-section';

const MOBILE: UsageAlerts = {
  serviceTag: 'MOB-300412',
  saved: false,
  thresholds: [80, 100],
  channels: 'sms',
  autoTopUp: {
    productId: null,
    monthlyMax: 0,
    bundles: [
      { productId: 41, name: 'Mobile Data Top-up 1 GB', price: 29, dataMb: 1024 },
      { productId: 42, name: 'Mobile Data Top-up 10 GB', price: 179, dataMb: 10240 },
    ],
    boughtThisMonth: 0,
  },
  poolDigest: null,
  crossed: [80],
};

beforeEach(() => portalCache.clear());

const section = () => screen.findByRole('region', { name: 'Usage alerts' });

describe('the usage alerts section', () => {
  it('shows a loading state, then the alerts (one passed this cycle), the channels and the auto top-up', async () => {
    mockActions({ 'services.GetUsageAlerts': { result: MOBILE } });
    renderWithProviders(<UsageAlertsSection serviceTag="MOB-300412" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your usage alerts…');
    const region = await section();
    const list = await within(region).findByRole('list', { name: 'Tell me when this service has used' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['80% of its data · passed this cycleRemove', '100% of its dataRemove']);
    expect(within(region).getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(within(region).getByRole('checkbox', { name: 'Buy a top-up when this service runs out of data' })).not.toBeChecked();
    expect(within(region).queryByRole('checkbox', { name: /daily digest/ })).toBeNull();
  });

  it('adds and removes alerts with clear messages for a bad percentage, and saves what is shown', async () => {
    let stored = MOBILE;
    const fetchMock = mockActions({
      'services.GetUsageAlerts': () => ({ result: stored }),
      'services.SaveUsageAlerts': (input) => {
        stored = { ...MOBILE, saved: true, thresholds: input.thresholds as number[], channels: input.channels };
        return { result: { saved: true, message: 'Saved for MOB-300412: alerts at 50%, 80%.' } };
      },
    });
    renderWithProviders(<UsageAlertsSection serviceTag="MOB-300412" />);
    const region = await section();
    const field = await within(region).findByRole('textbox', { name: 'Add an alert at (%)' });
    await userEvent.type(field, '101');
    await userEvent.click(within(region).getByRole('button', { name: 'Add alert' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Each alert is a whole percentage from 1 to 100.'));
    await userEvent.clear(field);
    await userEvent.type(field, '80{Enter}');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('You already have an alert at 80%.'));
    await userEvent.clear(field);
    await userEvent.type(field, '50{Enter}');
    await userEvent.click(within(region).getByRole('button', { name: 'Remove the 100% alert' }));
    await userEvent.click(within(region).getByRole('radio', { name: 'SMS and e-mail' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Save usage alerts' }));
    expect(await within(region).findByText('Saved for MOB-300412: alerts at 50%, 80%.')).toBeInTheDocument();
    // Read again from the server: what was saved, and the message still there.
    await waitFor(() => expect(inputsOf(fetchMock, 'services.GetUsageAlerts')).toHaveLength(2));
    expect(within(region).getByText('Saved for MOB-300412: alerts at 50%, 80%.')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['50% of its dataRemove', '80% of its data · passed this cycleRemove']);
    expect(inputsOf(fetchMock, 'services.SaveUsageAlerts')).toEqual([{ serviceTag: 'MOB-300412', thresholds: [50, 80], channels: 'both', autoTopUp: null, poolDigest: false }]);
  });

  it('asks for the top-up and a monthly maximum from 1 to 10 before saving an auto top-up', async () => {
    const fetchMock = mockActions({ 'services.GetUsageAlerts': { result: MOBILE }, 'services.SaveUsageAlerts': { result: { saved: true, message: 'Saved.' } } });
    renderWithProviders(<UsageAlertsSection serviceTag="MOB-300412" />);
    const region = await section();
    await userEvent.click(await within(region).findByRole('checkbox', { name: 'Buy a top-up when this service runs out of data' }));
    const max = within(region).getByRole('textbox', { name: 'At most this many top-ups a month' });
    await userEvent.clear(max);
    await userEvent.type(max, '11');
    await userEvent.click(within(region).getByRole('button', { name: 'Save usage alerts' }));
    expect(within(region).getByRole('combobox', { name: 'Top-up to buy' })).toHaveAccessibleDescription(expect.stringContaining('Please choose the top-up to buy.'));
    expect(max).toHaveAccessibleDescription(expect.stringContaining('Choose from 1 to 10 top-ups a month.'));
    expect(inputsOf(fetchMock, 'services.SaveUsageAlerts')).toEqual([]);
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'Top-up to buy' }), '41');
    await userEvent.clear(max);
    await userEvent.type(max, '2');
    await userEvent.click(within(region).getByRole('button', { name: 'Save usage alerts' }));
    expect(await within(region).findByText('Saved.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'services.SaveUsageAlerts')[0]).toMatchObject({ autoTopUp: { productId: 41, monthlyMax: 2 } });
  });

  it('says nothing was saved when the re-authentication is cancelled', async () => {
    const reads = mockActions({ 'services.GetUsageAlerts': { result: MOBILE } });
    // The server asks for a fresh sign-in (REAUTH_REQUIRED); the person cancels the host's re-auth dialog.
    global.fetch = jest.fn(async (url: string, init?: { body?: string }) =>
      String(url).endsWith('/services.SaveUsageAlerts')
        ? { ok: false, status: 403, json: async () => ({ success: false, result: null, errors: [{ code: 'REAUTH_REQUIRED', message: 'Please confirm it is you.' }] }) }
        : reads(url, init),
    ) as unknown as typeof fetch;
    const off = onAuthEvent(AUTH_EVENTS.reauthRequired, () => emitAuthEvent(AUTH_EVENTS.reauthCancelled));
    renderWithProviders(<UsageAlertsSection serviceTag="MOB-300412" />);
    const region = await section();
    await userEvent.click(await within(region).findByRole('button', { name: 'Save usage alerts' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(`Your usage alerts were not saved: ${REAUTH_CANCELLED_MESSAGE}`);
    off();
  });

  it('shows an empty state without alerts, the digest for a shared pool, and an error with a retry', async () => {
    let calls = 0;
    mockActions({
      'services.GetUsageAlerts': () => (++calls === 1 ? { error: 'Something went wrong.', status: 500 } : { result: { ...MOBILE, serviceTag: 'SHD-400715', thresholds: [], autoTopUp: null, poolDigest: true, crossed: [] } }),
    });
    renderWithProviders(<UsageAlertsSection serviceTag="SHD-400715" />);
    const region = await section();
    expect(await within(region).findByText('We could not load your usage alerts')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('No alerts')).toBeInTheDocument();
    expect(within(region).getByRole('checkbox', { name: 'Send me a daily digest of each member’s use' })).toBeChecked();
  });
});
