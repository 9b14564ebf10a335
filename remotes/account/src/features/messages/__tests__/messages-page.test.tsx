import { portalCache } from '@portal/contract';
import { renderWithProviders } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sentTo, serve, signInAsHolder } from '../../../__tests__/test-server';
import MessagesPage from '../components/messages-page';

interface Stored {
  id: number;
  subject: string;
  body: string;
  sentAt: string;
  read: boolean;
}

/** A tiny server keeping read state, ordering unread first as the real one does. */
function messageServer(initial: Stored[]) {
  const messages = initial.map((m) => ({ ...m }));
  const list = () => {
    const sorted = [...messages].sort((a, b) => Number(a.read) - Number(b.read) || b.sentAt.localeCompare(a.sentAt));
    return {
      messages: sorted.map(({ body, ...m }) => ({ ...m, preview: body.slice(0, 140) })),
      unreadCount: messages.filter((m) => !m.read).length,
    };
  };
  return serve({
    'account.messages.GetMessages': () => ({ result: list() }),
    'account.messages.GetMessage': ({ id }) => {
      const m = messages.find((x) => x.id === id);
      if (!m) return { error: 'That message was not found.', status: 404, code: 'NOT_FOUND' };
      m.read = true;
      return { result: { ...m, preview: m.body.slice(0, 140), sender: 'Accounts team' } };
    },
    'account.messages.MarkRead': ({ ids, read }) => {
      for (const m of messages) if ((ids as number[]).includes(m.id)) m.read = read as boolean;
      return { result: { updated: (ids as number[]).length, unreadCount: messages.filter((m) => !m.read).length } };
    },
  });
}

const MESSAGES: Stored[] = [
  { id: 1, subject: 'Welcome to the portal', body: 'Hello.\n\nWelcome aboard.', sentAt: '2026-01-05T08:00:00.000Z', read: true },
  { id: 2, subject: 'Your invoice is ready', body: 'Your January invoice is ready.\n\nPay by the 7th.', sentAt: '2026-02-01T08:00:00.000Z', read: false },
  { id: 3, subject: 'Planned maintenance', body: 'We will upgrade the network on Sunday.', sentAt: '2026-01-20T08:00:00.000Z', read: false },
];

const renderPage = () => renderWithProviders(<MessagesPage />, { path: '/account/messages' });
const subjects = () =>
  within(screen.getByRole('list', { name: 'Messages, unread first' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Messages', () => {
  beforeEach(() => {
    portalCache.clear();
    signInAsHolder();
  });

  it('lists unread messages first, marked as unread for screen readers too, with the count', async () => {
    messageServer(MESSAGES);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your messages…');
    expect(await screen.findByText('2 unread messages.')).toBeInTheDocument();
    expect(subjects()).toEqual(['Your invoice is ready (unread)', 'Planned maintenance (unread)', 'Welcome to the portal']);
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a message in full, which marks it read on the server and moves it down the list', async () => {
    const fetchMock = messageServer(MESSAGES);
    renderPage();
    const opener = await screen.findByRole('button', { name: 'Your invoice is ready (unread)' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Your invoice is ready' });
    expect(await within(dialog).findByText('Your January invoice is ready.')).toBeInTheDocument();
    expect(within(dialog).getByText('Pay by the 7th.')).toBeInTheDocument();
    expect(within(dialog).getByText(/From Accounts team · 1 Feb 2026/)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'account.messages.GetMessage')).toEqual([{ id: 2 }]);
    expect(await screen.findByText('1 unread message.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(subjects()).toEqual(['Planned maintenance (unread)', 'Your invoice is ready', 'Welcome to the portal']);
    expect(screen.getByRole('button', { name: 'Your invoice is ready' })).toHaveFocus();
  });

  it('marks an opened message unread again', async () => {
    const fetchMock = messageServer(MESSAGES);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Welcome to the portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to the portal' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mark as unread' }));
    expect(await within(dialog).findByText('Marked as unread.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'account.messages.MarkRead')).toEqual([{ ids: [1], read: false }]);
    expect(await screen.findByText('3 unread messages.')).toBeInTheDocument();
  });

  it('marks all as read at once', async () => {
    const fetchMock = messageServer(MESSAGES);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All messages read.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'account.messages.MarkRead')).toEqual([{ ids: [2, 3], read: true }]);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    messageServer([]);
    renderPage();
    expect(await screen.findByText('You have no messages.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages, unread first' })).not.toBeInTheDocument();
  });

  it('shows a failure to load with a retry, and a message that cannot be opened', async () => {
    let calls = 0;
    serve({
      'account.messages.GetMessages': () =>
        ++calls === 1
          ? { error: 'The message service is down.' }
          : { result: { messages: [{ id: 9, subject: 'Gone', preview: 'x', sentAt: '2026-01-01T00:00:00Z', read: true }], unreadCount: 0 } },
      'account.messages.GetMessage': () => ({ error: 'That message was not found.', status: 404, code: 'NOT_FOUND' }),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your messages');
    expect(alert).toHaveTextContent('The message service is down.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Gone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gone' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That message was not found.');
  });
});
