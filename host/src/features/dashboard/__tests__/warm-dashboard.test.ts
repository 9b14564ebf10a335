import { AREAS, parseInstanceConfig } from '@portal/config';
import { callAction, clearSession, READS_PATH, saveAccessToken } from '@portal/contract';
import { READS_TOGETHER } from '@portal/contract/catalogue';
import { mockActions, type ActionReplies } from '@portal/ui/testing';


const mockLoadDashboardCards = jest.fn(async (_area: string) => []);
jest.mock('../../remotes/load-area', () => ({ loadDashboardCards: (area: string) => mockLoadDashboardCards(area) }));
const mockPreloads = { shell: jest.fn(async () => undefined), dashboard: jest.fn(async () => undefined) };
jest.mock('../../../app/signed-in-pages', () => ({
  AuthenticatedShell: { preload: () => mockPreloads.shell() },
  DashboardPage: { preload: () => mockPreloads.dashboard() },
}));

import { DASHBOARD_CODE_WAIT_MS, warmDashboard } from '../warm-dashboard';


const config = parseInstanceConfig({
  instanceKey: 'test',
  remotes: Object.fromEntries(AREAS.map((area) => [area, { enabled: area !== 'communication', manifestUrl: `/remotes/${area}/mf-manifest.json` }])),
});
const tokenWith = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const signIn = (claims: object) =>
  saveAccessToken(tokenWith({ role: 'customer', termsOfUse: true, exp: Math.floor(Date.now() / 1000) + 600, ...claims }));
/** The actions asked, those asked together one by one. */
const asked = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .flatMap(([url, init]) => (String(url).endsWith(READS_PATH) ? (JSON.parse(init.body).reads as string[]) : [String(url).split('/').pop()]))
    .sort();

/** The dashboard's reads, each answered as the server would for an account with nothing on it. */
const dashboardReads: ActionReplies = {
  'auth.ValidateSession': { result: { authenticated: true } },
  'account.GetAccounts': { result: { accounts: [] } },
  'account.GetChildAccounts': { result: { accounts: [] } },
  'account.GetAccount': {
    result: {
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
      portalModules: ['account', 'billing', 'tickets', 'communication'],
    },
  },
  'account.GetChildAccountsOverview': { result: { relation: 'accounts', accounts: [] } },
  'dashboard.alert.GetAlerts': { result: { alerts: [] } },
  'account.messages.GetMessages': { result: { messages: [], unreadCount: 0 } },
  'billing.GetBillingDetails': {
    result: {
      paymentMethodId: 3,
      overdue: false,
      displayCurrentStatus: 'Active',
      customerName: 'Thandi Mokoena',
      balance: 0,
      amountDue: 0,
      dueDate: null,
      billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: null },
      debitOrder: { state: 'not-used', stateText: 'Not used', mandate: 'none', collectionDay: null },
    },
  },
  'tickets.GetTickets': {
    result: { tickets: [{ ticketNumber: 'TCK-1', subject: 'Slow line', category: 'Technical', status: 'open', createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-20T08:00:00Z' }] },
  },
};

describe('opening the dashboard signed in', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    clearSession();
    mockLoadDashboardCards.mockClear();
    fetchMock = mockActions(dashboardReads);
  });

  it('reads what the shell, the page and the cards of the areas the person may use will ask for, each once, with the cards’ code', async () => {
    signIn({ portal_modules: ['account', 'billing', 'tickets', 'communication'] });
    warmDashboard(config, '/dashboard');
    expect(asked(fetchMock)).toEqual(
      [
        'auth.ValidateSession',
        'account.GetAccounts',
        'account.GetChildAccounts',
        'account.GetAccount',
        'account.GetChildAccountsOverview',
        'dashboard.alert.GetAlerts',
        'account.messages.GetMessages',
        'billing.GetBillingDetails',
        'billing.arrangement.GetPaymentArrangement',
        'tickets.GetTickets',
      ].sort(),
    );
    expect(mockLoadDashboardCards.mock.calls.map(([area]) => area)).toEqual(['account', 'billing', 'tickets']);
    // In one request, of reads the server answers together; the page's own call takes the answer already on its way.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(READS_TOGETHER).toEqual(expect.arrayContaining(asked(fetchMock)));
    await expect(callAction('tickets.GetTickets')).resolves.toEqual((dashboardReads['tickets.GetTickets'] as { result: unknown }).result);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads nothing on another page, signed out, or before the terms of use are accepted', () => {
    signIn({ portal_modules: ['billing'] });
    warmDashboard(config, '/account/billing-details');
    signIn({ portal_modules: ['billing'], termsOfUse: false });
    warmDashboard(config, '/dashboard');
    clearSession();
    warmDashboard(config, '/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mockLoadDashboardCards).not.toHaveBeenCalled();
  });

  it('settles once the shell’s and the dashboard’s code are here or failed, so that the app renders them without a loading state', async () => {
    signIn({ portal_modules: ['billing'] });
    let shellArrives!: () => void;
    let dashboardFails!: () => void;
    mockPreloads.shell.mockReturnValueOnce(new Promise<undefined>((resolve) => (shellArrives = () => resolve(undefined))));
    mockPreloads.dashboard.mockReturnValueOnce(new Promise<undefined>((_, reject) => (dashboardFails = () => reject(new Error('offline')))));
    let settled = false;
    const warming = warmDashboard(config, '/dashboard').then(() => (settled = true));
    await Promise.resolve();
    shellArrives();
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    // The page shows its own error for code that did not come: the app does not wait for it any longer.
    dashboardFails();
    await warming;
    expect(settled).toBe(true);
  });

  it('settles after DASHBOARD_CODE_WAIT_MS when the code does not come, so that the app renders its loading state', async () => {
    jest.useFakeTimers();
    try {
      signIn({ portal_modules: ['billing'] });
      mockPreloads.shell.mockReturnValueOnce(new Promise<undefined>(() => undefined));
      let settled = false;
      const warming = warmDashboard(config, '/dashboard').then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(DASHBOARD_CODE_WAIT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await warming;
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
