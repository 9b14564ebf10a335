import { portalCache } from '@portal/contract';
import type { NotificationItem, NotificationPreference } from '@portal/contract/catalogue';
import { renderWithProviders } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sentTo, serve, signInAsHolder, signInWith } from '../../../__tests__/test-server';
import NotificationsPage from '../components/notifications-page';

const KINDS = ['billing', 'service', 'outages', 'tickets', 'promotions'] as const;
const allOn = (): NotificationPreference[] => KINDS.flatMap((kind) => (['email', 'sms'] as const).map((channel) => ({ kind, channel, enabled: true })));

const item = (id: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: 'billing',
  channel: 'email',
  summary: `Payment received: R ${id}.00 (receipt RCP-${id})`,
  destination: 't***@example.com',
  sentAt: new Date(Date.UTC(2026, 10, 1, 8, id)).toISOString(),
  status: 'sent',
  reason: null,
  ...over,
});

/** A tiny server keeping the person's choices and handing the list out 20 at a time, newest first, as the real one. */
function notificationServer(items: NotificationItem[], preferences = allOn()) {
  const kept = preferences.map((p) => ({ ...p }));
  return serve({
    'account.notifications.GetNotifications': ({ before }) => {
      const newer = [...items].sort((a, b) => b.id - a.id).filter((n) => !before || n.id < (before as number));
      const page = newer.slice(0, 20);
      return { result: { notifications: page, nextCursor: newer.length > 20 ? page[19].id : null } };
    },
    'account.notifications.GetPreferences': () => ({ result: { preferences: kept } }),
    'account.notifications.UpdatePreferences': ({ preferences: changes }) => {
      for (const change of changes as NotificationPreference[]) {
        const p = kept.find((x) => x.kind === change.kind && x.channel === change.channel)!;
        p.enabled = change.enabled;
      }
      return { result: { preferences: kept } };
    },
  });
}

const renderPage = () => renderWithProviders(<NotificationsPage />, { path: '/account/notifications' });
const listed = () => within(screen.getByRole('list', { name: 'Messages we sent you, newest first' })).getAllByRole('listitem');

describe('Notifications', () => {
  beforeEach(() => {
    portalCache.clear();
    signInAsHolder();
  });

  it('lists what was sent, how and what became of it, newest first, with the My Account header and its own tab', async () => {
    notificationServer([
      item(1, { kind: 'security', channel: 'sms', summary: 'Your sign-in PIN', destination: '082 *** 4567', status: 'delivered' }),
      item(2, { status: 'suppressed', reason: 'Not sent: you turned these off.' }),
      item(3, { kind: 'tickets', status: 'failed', reason: 'The mail server refused the address.' }),
    ]);
    renderPage();
    expect(screen.getByText('Loading your notifications…')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Messages we sent you, newest first' });
    const [failed, suppressed, pin] = listed();
    expect(failed).toHaveTextContent('Payment received: R 3.00 (receipt RCP-3)');
    expect(failed).toHaveTextContent('Not delivered');
    expect(failed).toHaveTextContent('Tickets · by e-mail to t***@example.com');
    expect(failed).toHaveTextContent('The mail server refused the address.');
    expect(suppressed).toHaveTextContent('Not sent');
    expect(suppressed).toHaveTextContent('Not sent: you turned these off.');
    expect(pin).toHaveTextContent('Your sign-in PIN');
    expect(pin).toHaveTextContent('Security · by SMS to 082 *** 4567');
    expect(pin).toHaveTextContent('Delivered');
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Manage your Personal Info and Payment Details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows more, twenty at a time, until there are no more', async () => {
    const fetchMock = notificationServer(Array.from({ length: 45 }, (_, i) => item(i + 1)));
    renderPage();
    await screen.findByRole('list', { name: 'Messages we sent you, newest first' });
    expect(listed()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Payment received: R 6.00 (receipt RCP-6)');
    expect(listed()).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Payment received: R 1.00 (receipt RCP-1)');
    expect(listed()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'account.notifications.GetNotifications')).toEqual([{}, { before: 26 }, { before: 6 }]);
  });

  it('turns a kind off for one channel by keyboard, saves only that change and confirms it', async () => {
    const fetchMock = notificationServer([item(1)]);
    renderPage();
    const billingEmail = await screen.findByRole('checkbox', { name: 'Billing by e-mail' });
    expect(billingEmail).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Billing by SMS' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save choices' });
    expect(save).toBeDisabled();
    billingEmail.focus();
    await userEvent.keyboard(' ');
    expect(billingEmail).not.toBeChecked();
    expect(screen.getByText('1 change not saved yet.')).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Your choices are saved.');
    expect(sentTo(fetchMock, 'account.notifications.UpdatePreferences')).toEqual([{ preferences: [{ kind: 'billing', channel: 'email', enabled: false }] }]);
    expect(screen.getByRole('checkbox', { name: 'Billing by e-mail' })).not.toBeChecked();
    expect(save).toBeDisabled();
  });

  it('shows security messages as always sent, which cannot be turned off', async () => {
    notificationServer([]);
    renderPage();
    for (const name of ['Security by e-mail', 'Security by SMS']) {
      const box = await screen.findByRole('checkbox', { name });
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription('Security messages are always sent, so that you know when someone signs in or adds a passkey.');
    }
    expect(await screen.findByText('We have not sent you anything yet.')).toBeInTheDocument();
  });

  it('says so when the choices cannot be saved, keeping the change to try again', async () => {
    serve({
      'account.notifications.GetNotifications': () => ({ result: { notifications: [], nextCursor: null } }),
      'account.notifications.GetPreferences': () => ({ result: { preferences: allOn() } }),
      'account.notifications.UpdatePreferences': () => ({ error: 'The portal is busy.' }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Promotions by SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choices were not saved: The portal is busy.');
    expect(screen.getByRole('checkbox', { name: 'Promotions by SMS' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save choices' })).toBeEnabled();
  });

  it('shows a failure to load the list with a retry', async () => {
    let calls = 0;
    serve({
      'account.notifications.GetNotifications': () => (++calls === 1 ? { error: 'The notification service is down.' } : { result: { notifications: [item(7)], nextCursor: null } }),
      'account.notifications.GetPreferences': () => ({ result: { preferences: allOn() } }),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your notifications');
    expect(alert).toHaveTextContent('The notification service is down.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment received: R 7.00 (receipt RCP-7)')).toBeInTheDocument();
  });

  it('is there for a person whose token carries no account module', async () => {
    signInWith({ portal_modules: ['billing'] });
    notificationServer([item(1)]);
    renderPage();
    expect(await screen.findByRole('list', { name: 'Messages we sent you, newest first' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'My Account sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Payments & Billing', 'Notifications']);
  });
});
