import { AREAS, parseInstanceConfig } from '@portal/config';
import { clearSession, saveAccessToken } from '@portal/contract';
import { PageHeader } from '@portal/ui';
import { usePageTitle } from '@portal/ui/page-title';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import AuthenticatedShell from '../authenticated-shell';
import { OPEN_WAIT_MAX_MS } from '../sidebar';
import { instanceConfigAtom } from '../../features/instance/instance-config';
import { preloadArea } from '../../features/remotes/preload-areas';
import { sidebarOpenAtom } from '../../features/layout/sidebar-state';

// The header belongs to the account switcher's tests; here it is the chrome a link may be followed from.
jest.mock('../app-header', () => ({
  AppHeader: () => (
    <header className="portal-header">
      <button type="button">Switch Account</button>
    </header>
  ),
}));
jest.mock('../../features/remotes/preload-areas', () => ({ preloadArea: jest.fn(() => Promise.resolve()), preloadAreasWhenIdle: () => () => undefined }));

const config = parseInstanceConfig({
  instanceKey: 'test',
  brandName: 'Acme Fibre',
  remotes: Object.fromEntries(AREAS.map((area) => [area, { enabled: true, manifestUrl: `/${area}/mf-manifest.json` }])),
});
const claims = {
  role: 'customer',
  personId: 1,
  accountCode: 'CUS1001',
  portal_modules: ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'],
  termsOfUse: true,
};

let navigate: NavigateFunction;
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

function Page({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <button type="button">Something on the page</button>
      <Link to="?page=2">Next page of the list</Link>
      <Link to="/account/messages">Messages</Link>
    </>
  );
}

/** A page whose heading shows once its data has come, as a remote's page does. */
let release: () => void = () => undefined;
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    release = () => setReady(true);
  }, []);
  return ready ? <PageHeader title="Fibre 100/50 Mbps Uncapped" /> : <p role="status">Loading your service…</p>;
}

function ServicePage() {
  usePageTitle('Fibre 100/50 Mbps Uncapped');
  return <PageHeader title="Fibre 100/50 Mbps Uncapped" />;
}

function FormPage() {
  return (
    <>
      <PageHeader title="Log a support ticket" />
      <label>
        Subject <input autoFocus />
      </label>
    </>
  );
}

function open(path: string) {
  const store = createStore();
  store.set(instanceConfigAtom, config);
  store.set(sidebarOpenAtom, true);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <NavigateProbe />
        <Routes>
          <Route element={<AuthenticatedShell />}>
            <Route path="/dashboard" element={<Page title="Dashboard" />} />
            <Route path="/account/*" element={<Page title="My Account" />} />
            <Route path="/account/billing-details/*" element={<Page title="Payments & Billing" />} />
            <Route path="/account/debit-order-mandate" element={<Page title="Payments & Billing" />} />
            <Route path="/services/connectivity" element={<Page title="Connectivity" />} />
            <Route path="/services/connectivity/ftth/:serviceTag" element={<ServicePage />} />
            <Route path="/services/connectivity/adsl/:serviceTag" element={<SlowPage />} />
            <Route path="/tickets/*" element={<FormPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main' });
const currentSidebarEntries = () =>
  within(sidebar())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
const heading = () => screen.getByRole('heading', { level: 1 });
/** Clicks a sidebar entry; the area opens once its code has arrived (here at once), a microtask after the click. */
async function openFromSidebar(name: string) {
  await userEvent.click(within(sidebar()).getByRole('link', { name }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('navigating in the signed-in shell', () => {
  beforeAll(() => {
    // A wide screen: the sidebar stays open beside the page.
    window.innerWidth = 1440;
  });
  beforeEach(() => saveAccessToken(`h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`));
  afterEach(() => act(() => clearSession()));

  it('leaves the focus alone on the page the app opened on', () => {
    open('/dashboard');
    expect(heading()).toHaveTextContent('Dashboard');
    expect(document.body).toHaveFocus();
  });

  it('moves the focus from the sidebar link to the new page’s heading, and highlights the entry', async () => {
    open('/dashboard');
    await openFromSidebar('Connectivity');
    expect(heading()).toHaveTextContent('Connectivity');
    expect(heading()).toHaveFocus();
    expect(currentSidebarEntries()).toEqual(['Connectivity']);
  });

  it('keeps the page in view, the link marked busy, until the area’s code has arrived; then opens the area', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    jest.mocked(preloadArea).mockImplementation(() => arrived);
    open('/dashboard');
    await openFromSidebar('Connectivity');
    expect(heading()).toHaveTextContent('Dashboard');
    expect(within(sidebar()).getByRole('link', { name: 'Connectivity' })).toHaveAttribute('aria-busy', 'true');
    expect(preloadArea).toHaveBeenLastCalledWith('connectivity', '/services/connectivity', expect.any(QueryClient));
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(heading()).toHaveTextContent('Connectivity');
    expect(within(sidebar()).getByRole('link', { name: 'Connectivity' })).not.toHaveAttribute('aria-busy');
    jest.mocked(preloadArea).mockImplementation(() => Promise.resolve());
  });

  it('opens the area with its loading state when its code has not arrived within OPEN_WAIT_MAX_MS', async () => {
    jest.mocked(preloadArea).mockImplementation(() => new Promise<void>(() => undefined));
    open('/dashboard');
    await openFromSidebar('Connectivity');
    expect(heading()).toHaveTextContent('Dashboard');
    await act(async () => new Promise((resolve) => setTimeout(resolve, OPEN_WAIT_MAX_MS + 50)));
    expect(heading()).toHaveTextContent('Connectivity');
    jest.mocked(preloadArea).mockImplementation(() => Promise.resolve());
  });

  it('moves the focus to the heading of the page the app opened on when Back returns to it', async () => {
    open('/dashboard');
    await openFromSidebar('Connectivity');
    act(() => navigate(-1));
    expect(heading()).toHaveTextContent('Dashboard');
    expect(heading()).toHaveFocus();
    expect(currentSidebarEntries()).toEqual(['Dashboard']);
  });

  it('moves the focus to the heading from a link in the page that was followed', async () => {
    open('/account/account-details');
    await userEvent.click(screen.getByRole('link', { name: 'Messages' }));
    expect(heading()).toHaveTextContent('My Account');
    expect(heading()).toHaveFocus();
  });

  it('keeps the focus where it is when only the query changes (a table page, a filter)', async () => {
    open('/account/messages');
    await userEvent.click(screen.getByRole('link', { name: 'Next page of the list' }));
    expect(screen.getByRole('link', { name: 'Next page of the list' })).toHaveFocus();
  });

  it('focuses the heading of a page that is still loading once it shows', async () => {
    open('/dashboard');
    await openFromSidebar('Connectivity');
    act(() => navigate('/services/connectivity/adsl/ADSL-400513'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your service…');
    // The heading shows after its data (the focus waits for it, not for a render of the shell).
    await act(async () => release());
    expect(heading()).toHaveTextContent('Fibre 100/50 Mbps Uncapped');
    expect(heading()).toHaveFocus();
  });

  it('leaves the focus on a field the new page focuses itself', async () => {
    open('/dashboard');
    await openFromSidebar('Tickets');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveFocus();
  });

  it.each([
    ['/account/account-details', 'My Account'],
    ['/account/messages', 'My Account'],
    ['/account/billing-details', 'Payments & Billing'],
    ['/account/billing-details/invoices/INV1001-0012', 'Payments & Billing'],
    ['/account/debit-order-mandate', 'Payments & Billing'],
    ['/services/connectivity/ftth/FTTH-100234', 'Connectivity'],
    ['/tickets/support/TCK-10021', 'Tickets'],
  ])('highlights one sidebar entry on %s: %s', (path, entry) => {
    open(path);
    expect(currentSidebarEntries()).toEqual([entry]);
  });

  it('names each page in the document title, a page’s own name over the address’s', () => {
    open('/dashboard');
    expect(document.title).toBe('Dashboard · Acme Fibre');
    act(() => navigate('/account/messages'));
    expect(document.title).toBe('Messages · Acme Fibre');
    act(() => navigate('/account/debit-order-mandate'));
    expect(document.title).toBe('Debit order mandate · Acme Fibre');
    act(() => navigate('/services/connectivity/ftth/FTTH-100234'));
    expect(document.title).toBe('Fibre 100/50 Mbps Uncapped · Acme Fibre');
    act(() => navigate('/tickets/support/TCK-10021'));
    expect(document.title).toBe('Ticket TCK-10021 · Acme Fibre');
  });
});

describe('navigating on a phone', () => {
  beforeAll(() => {
    window.innerWidth = 360;
  });
  afterAll(() => {
    window.innerWidth = 1024;
  });
  beforeEach(() => saveAccessToken(`h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`));
  afterEach(() => act(() => clearSession()));

  it('closes the sidebar and puts the focus on the new page’s heading', async () => {
    open('/dashboard');
    await openFromSidebar('Payments & Billing');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(heading()).toHaveTextContent('Payments & Billing');
    expect(heading()).toHaveFocus();
  });
});
