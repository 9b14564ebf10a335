import { portalCache, type AlertItem } from '@portal/contract';
import { heldReply, inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardAlerts } from '../components/dashboard-alerts';

const overdue: AlertItem = {
  id: 'invoice-overdue:INV1001-0012',
  severity: 'warning',
  title: 'Your invoice is overdue',
  message: 'Invoice INV1001-0012 was due on 7 Nov 2026: R 3 927.00 is unpaid.',
  transient: false,
  link: { label: 'Pay now', to: '/account/billing-details?pay=now' },
  kind: 'service',
};
const suspended: AlertItem = {
  id: 'service-suspended:ADSL-400513',
  severity: 'critical',
  title: 'ADSL service suspended',
  message: 'ADSL 10 Mbps Uncapped (ADSL-400513) is suspended.',
  transient: false,
  link: { label: 'View service', to: '/services/connectivity/adsl/ADSL-400513' },
  kind: 'service',
};
const welcome: AlertItem = { id: 'all-clear', severity: 'info', title: 'Welcome back', message: 'All your services are running normally.', transient: true, link: null, kind: 'service' };

const CACHE = ['dashboard.alert.GetAlerts', JSON.stringify({})] as const;

function serve(alerts: AlertItem[], dismiss: () => ActionReply | Promise<ActionReply> = () => ({ result: { dismissed: true } })) {
  return mockActions((name) => {
    if (name === 'dashboard.alert.GetAlerts') return { result: { alerts } };
    if (name === 'dashboard.alert.DismissAlert') return dismiss();
    return { error: `No answer for ${name} in this test.`, status: 404 };
  });
}

const region = () => screen.getByRole('region', { name: 'Alerts' });
const dismissButton = (title: string) => within(screen.getByRole('group', { name: title })).getByRole('button', { name: 'Dismiss' });

beforeEach(() => {
  portalCache.clear();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the dashboard’s alerts', () => {
  it('shows each alert with its message and link', async () => {
    serve([suspended, overdue]);
    renderWithProviders(<DashboardAlerts />);
    const alert = await screen.findByRole('group', { name: 'ADSL service suspended' });
    expect(within(alert).getByRole('alert')).toHaveTextContent('ADSL service suspended ADSL 10 Mbps Uncapped (ADSL-400513) is suspended.');
    expect(within(alert).getByRole('link', { name: 'View service' })).toHaveAttribute('href', '/services/connectivity/adsl/ADSL-400513');
    expect(within(region()).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/account/billing-details?pay=now');
  });

  it('shows no region when the account has no alerts', async () => {
    const fetchMock = serve([]);
    renderWithProviders(<DashboardAlerts />);
    await act(async () => undefined);
    expect(inputsOf(fetchMock, 'dashboard.alert.GetAlerts')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Alerts' })).not.toBeInTheDocument();
  });

  it('lets a transient alert go by itself after 3 seconds, without asking the server', async () => {
    jest.useFakeTimers();
    const fetchMock = serve([welcome]);
    renderWithProviders(<DashboardAlerts />);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Welcome back' })).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'dashboard.alert.DismissAlert')).toEqual([]);
  });

  it('hides a dismissed alert at once, tells the server, and keeps it out of the 60 s cache so a reload does not show it', async () => {
    const reply = heldReply({ result: { dismissed: true } });
    const fetchMock = serve([suspended, overdue], () => reply.held);
    const { unmount } = renderWithProviders(<DashboardAlerts />);
    await screen.findByText('Your invoice is overdue');
    await userEvent.click(dismissButton('Your invoice is overdue'));
    expect(screen.queryByText('Your invoice is overdue')).not.toBeInTheDocument();
    expect(region()).toHaveFocus();
    expect(inputsOf(fetchMock, 'dashboard.alert.DismissAlert')).toEqual([{ id: 'invoice-overdue:INV1001-0012' }]);
    await act(async () => reply.release());
    expect(portalCache.get<{ alerts: AlertItem[] }>(...CACHE)!.alerts.map((a) => a.id)).toEqual(['service-suspended:ADSL-400513']);

    // A reload within the minute reads the cache: the dismissed alert stays away.
    unmount();
    renderWithProviders(<DashboardAlerts />);
    expect(await screen.findByText('ADSL service suspended')).toBeInTheDocument();
    expect(screen.queryByText('Your invoice is overdue')).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'dashboard.alert.GetAlerts')).toHaveLength(1);
  });

  it('brings the alert back with a message when the server refuses the dismissal', async () => {
    serve([suspended, overdue], () => ({ error: 'The service is unavailable.', status: 503 }));
    renderWithProviders(<DashboardAlerts />);
    await screen.findByText('Your invoice is overdue');
    await userEvent.click(dismissButton('Your invoice is overdue'));
    expect(await screen.findByText('We could not dismiss ‘Your invoice is overdue’. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your invoice is overdue' })).toBeInTheDocument();
    expect(portalCache.get<{ alerts: AlertItem[] }>(...CACHE)!.alerts).toHaveLength(2);
  });

  it('keeps an alert away when the server no longer has it (its state cleared meanwhile)', async () => {
    serve([suspended, overdue], () => ({ error: 'That alert was not found.', status: 404 }));
    renderWithProviders(<DashboardAlerts />);
    await screen.findByText('Your invoice is overdue');
    await userEvent.click(dismissButton('Your invoice is overdue'));
    await act(async () => undefined);
    expect(screen.queryByText('Your invoice is overdue')).not.toBeInTheDocument();
    expect(screen.queryByText(/could not dismiss/)).not.toBeInTheDocument();
    expect(portalCache.get<{ alerts: AlertItem[] }>(...CACHE)!.alerts.map((a) => a.id)).toEqual(['service-suspended:ADSL-400513']);
  });
});

const alertOf = (id: string, severity: AlertItem['severity'], title: string, kind: AlertItem['kind'] = 'service'): AlertItem => ({
  id,
  severity,
  title,
  message: `${title}: what it is about.`,
  transient: false,
  link: null,
  kind,
});
const many = [
  alertOf('maintenance:OUT-1', 'info', 'Planned maintenance'),
  alertOf('outage:OUT-2', 'warning', 'Service outage in Johannesburg'),
  alertOf('service-suspended:ADSL-1', 'critical', 'ADSL service suspended'),
  alertOf('cancellation-pending:CAN-1', 'info', 'Cancellation requested'),
  alertOf('invoice-overdue:INV-1', 'warning', 'Your invoice is overdue'),
  alertOf('mandate-pending:1', 'warning', 'Debit order mandate awaiting your acceptance'),
  alertOf('stored:7', 'info', 'The portal on your phone', 'promotion'),
];
const shownTitles = () => within(region()).queryAllByRole('group').map((g) => g.getAttribute('aria-label'));

describe('many alerts', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('shows the three most severe and keeps the rest behind one keyboard-operable control that says what it holds', async () => {
    serve(many);
    renderWithProviders(<DashboardAlerts />);
    await screen.findByText('ADSL service suspended');
    expect(shownTitles()).toEqual(['ADSL service suspended', 'Service outage in Johannesburg', 'Your invoice is overdue']);

    const more = screen.getByRole('button', { name: '3 more alerts: 1 warning, 2 notices' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const rest = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(rest).not.toBeVisible();

    // Tab past the three alerts' Dismiss buttons to the control, then Enter opens it and Space closes it.
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(rest).toBeVisible();
    expect(shownTitles()).toEqual([
      'ADSL service suspended',
      'Service outage in Johannesburg',
      'Your invoice is overdue',
      'Debit order mandate awaiting your acceptance',
      'Planned maintenance',
      'Cancellation requested',
    ]);
    await userEvent.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(shownTitles()).toHaveLength(3);
  });

  it('keeps the provider’s promotions out of the alerts, in a region of their own', async () => {
    serve(many);
    renderWithProviders(
      <>
        <DashboardAlerts />
        <DashboardAlerts kind="promotion" />
      </>,
    );
    const news = await screen.findByRole('region', { name: 'News' });
    expect(within(news).getByRole('group', { name: 'The portal on your phone' })).toBeInTheDocument();
    expect(within(news).queryByRole('button', { name: /more alert/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /3 more alerts/ }));
    expect(shownTitles()).not.toContain('The portal on your phone');
  });

  it('shows no control when three or fewer alerts are there', async () => {
    serve(many.slice(0, 3));
    renderWithProviders(<DashboardAlerts />);
    await screen.findByText('ADSL service suspended');
    expect(shownTitles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /more alert/ })).not.toBeInTheDocument();
  });

  it('on a phone shows each alert’s title, with its message and link one tap away', async () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} })) as never;
    serve([suspended, overdue]);
    renderWithProviders(<DashboardAlerts />);
    const alert = await screen.findByRole('group', { name: 'ADSL service suspended' });
    const title = within(alert).getByText('ADSL service suspended');
    expect(title.closest('summary')).not.toBeNull();
    const details = title.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(title);
    expect(details).toHaveAttribute('open');
    expect(within(alert).getByRole('link', { name: 'View service' })).toBeVisible();
    // Dismiss comes with the message, and dismisses as on a wide screen.
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('group', { name: 'ADSL service suspended' })).not.toBeInTheDocument();
  });
});
