import { portalCache, readSession, STORAGE_KEYS } from '@portal/contract';
import type { ChildAccountOverview } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { inputsOf, mockActions } from '@portal/ui/testing';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { accountNoticeFor } from '../../switch-account/account-notice';
import { ChildAccountsSection } from '../components/child-accounts-section';

const tokenFor = (accountCode: string) => `h.${btoa(JSON.stringify({ accountCode, iat: 1700000000 }))}.s`;

const branch = (overrides: Partial<ChildAccountOverview>): ChildAccountOverview => ({
  accountCode: 'ENT2001-01',
  customerName: 'Acme Logistics — Cape Town Depot',
  status: 'Active',
  balance: 0,
  overdue: 0,
  serviceCount: 1,
  suspendedCount: 0,
  suspendedServices: [],
  userToken: 'ut-01',
  ...overrides,
});

const BRANCHES = [
  branch({}),
  branch({ accountCode: 'ENT2001-02', customerName: 'Acme Logistics — Durban Harbour', balance: -150.25, userToken: 'ut-02' }),
  branch({
    accountCode: 'ENT2001-03',
    customerName: 'Acme Logistics — Gqeberha Warehouse',
    status: 'Suspended',
    balance: 4697.5,
    overdue: 2798.5,
    suspendedCount: 1,
    suspendedServices: [{ serviceTag: 'FTTB-200003', category: 'connectivity', type: 'ftth', product: 'Business Fibre 200/200 Mbps', status: 'Suspended' }],
    userToken: 'ut-03',
  }),
];

function Section() {
  const overview = useQuery(actionQueryOptions('account.GetChildAccountsOverview', {}));
  return <ChildAccountsSection overview={overview} />;
}

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function serve(overview: object) {
  return mockActions((name, input) => {
    if (name === 'account.GetChildAccountsOverview') return { result: overview };
    if (name === 'account.GetAuthForAccount') {
      const code = BRANCHES.find((b) => b.userToken === input.userToken)?.accountCode ?? 'RES4001-01';
      return { result: { accessToken: tokenFor(code) } };
    }
    return { error: `No answer for ${name} in this test.`, status: 404 };
  });
}

function renderSection(at = '/home') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="/home" element={<Section />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

beforeEach(() => localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ accessToken: tokenFor('ENT2001'), otpCellNumber: '0831234567' })));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  portalCache.clear();
});

describe('the dashboard’s branches and clients', () => {
  it('lists an enterprise parent’s branches with status, balance or credit, overdue amount and services', async () => {
    serve({ relation: 'branches', accounts: BRANCHES });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Branches' });
    expect(section).toHaveAttribute('id', 'branches');
    expect(section).toHaveTextContent('3 branches · 1 service suspended · R 2 798.50 overdue');
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Switch to Acme Logistics — Cape Town Depot ENT2001-01', 'Active', 'R 0.00', 'Nothing overdue', '1 service'],
      ['Switch to Acme Logistics — Durban Harbour ENT2001-02', 'Active', 'R 150.25 credit', 'Nothing overdue', '1 service'],
      [
        'Switch to Acme Logistics — Gqeberha Warehouse ENT2001-03',
        'Suspended',
        'R 4 697.50',
        'R 2 798.50',
        '1 service, 1 suspendedOpen Business Fibre 200/200 Mbps (FTTB-200003) Suspended',
      ],
    ]);
  });

  it('opens a branch’s suspended service in that branch: switches with the row’s token and says where you are', async () => {
    const fetchMock = serve({ relation: 'branches', accounts: BRANCHES });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Business Fibre 200/200 Mbps (FTTB-200003)' }));
    expect(await screen.findByText('Now at /services/connectivity/ftth/FTTB-200003')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'account.GetAuthForAccount')).toEqual([{ userToken: 'ut-03' }]);
    expect(readSession()?.accessToken).toBe(tokenFor('ENT2001-03'));
    expect(accountNoticeFor({ accountCode: 'ENT2001-03', iat: 1700000000 })).toBe('You are now in Acme Logistics — Gqeberha Warehouse (ENT2001-03).');
    // The notice belongs to that session only.
    expect(accountNoticeFor({ accountCode: 'ENT2001-03', iat: 1800000000 })).toBeNull();
  });

  it('a reseller’s clients come under ‘Your clients’, one click switching to the client’s dashboard', async () => {
    const fetchMock = serve({ relation: 'clients', accounts: [branch({ accountCode: 'RES4001-01', customerName: 'Bright Smile Dental', userToken: 'ut-c1' })] });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Your clients' });
    expect(section).toHaveAttribute('id', 'clients');
    await userEvent.click(within(section).getByRole('button', { name: /Switch to Bright Smile Dental/ }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'account.GetAuthForAccount')).toEqual([{ userToken: 'ut-c1' }]);
  });

  it('an address naming the section (#branches) brings the focus to it once it has loaded', async () => {
    serve({ relation: 'branches', accounts: BRANCHES });
    renderSection('/home#branches');
    const section = await screen.findByRole('region', { name: 'Branches' });
    await waitFor(() => expect(section).toHaveFocus());
  });

  it('leaves out the balance columns when the person may not see billing', async () => {
    serve({ relation: 'branches', accounts: BRANCHES.map((b) => ({ ...b, balance: null, overdue: null })) });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Branches' });
    expect(within(section).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Branch', 'Status', 'Services']);
    expect(section).toHaveTextContent('3 branches · 1 service suspended');
    expect(section).not.toHaveTextContent('overdue');
  });

  it('shows nothing for an account without children', async () => {
    serve({ relation: 'accounts', accounts: [] });
    const { container, client } = renderSection();
    await waitFor(() => expect(client.getQueryState(['action', 'account.GetChildAccountsOverview', {}])?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });
});
