import type { TicketDetail } from '@portal/contract';
import { formatLocalDate } from '@portal/contract/format';
import { inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fileOfSize, mockUploads } from '../../../testing/mock-uploads';
import { awaitingAgent, POLL_MS, ticketRefetchInterval } from '../api/get-ticket';
import TicketPage from '../components/ticket-page';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const openTicket = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  ticketNumber: 'TCK-12',
  subject: 'Fibre drops every evening',
  category: 'Technical',
  status: 'open',
  createdAt: '2026-11-18T07:45:00Z',
  updatedAt: '2026-11-18T09:10:00Z',
  serviceTag: 'FIB-100',
  closedAt: null,
  reopenUntil: null,
  messages: [
    {
      id: 1,
      author: 'customer',
      authorName: 'Thandi Nkosi',
      body: 'The line drops at 8pm every evening.',
      sentAt: '2026-11-18T07:45:00Z',
      attachments: [{ id: 31, fileName: 'router-lights.png', contentType: 'image/png', size: 204800 }],
    },
    { id: 2, author: 'agent', authorName: 'Sipho (Support)', body: 'Thanks, we are checking the line.', sentAt: '2026-11-18T08:30:00Z', attachments: [] },
    { id: 3, author: 'customer', authorName: 'Thandi Nkosi', body: 'It happened again last night.', sentAt: '2026-11-18T09:10:00Z', attachments: [] },
  ],
  history: [
    { at: '2026-11-18T07:45:00Z', event: 'Logged by Thandi Nkosi' },
    { at: '2026-11-18T08:30:00Z', event: 'Replied by Sipho (Support)' },
  ],
  ...over,
});

const agentAnswered = (t: TicketDetail): TicketDetail => ({
  ...t,
  messages: [...t.messages, { id: 4, author: 'agent', authorName: 'Sipho (Support)', body: 'We found a fault.', sentAt: '2026-11-18T09:20:00Z', attachments: [] }],
});

const closedTicket = (reopenUntil: string | null): TicketDetail =>
  agentAnswered(openTicket({ status: 'closed', closedAt: iso(Date.now() - DAY), reopenUntil }));

function renderPage(reply: (name: string, input: Record<string, unknown>) => ActionReply, path = '/tickets/support/TCK-12') {
  const fetchMock = mockActions(reply);
  renderWithProviders(
    <Routes>
      <Route path="/tickets/support/:ticketNumber" element={<TicketPage />} />
    </Routes>,
    { path },
  );
  return fetchMock;
}

let uploads: ReturnType<typeof mockUploads>;
beforeEach(() => {
  uploads = mockUploads();
});
afterEach(() => {
  uploads.restore();
  jest.useRealTimers();
});

describe('Ticket conversation page', () => {
  it('shows a loading state, then the subject, number, status, category, service and dates', async () => {
    const fetchMock = renderPage(() => ({ result: agentAnswered(openTicket()) }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the ticket…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fibre drops every evening' })).toBeInTheDocument();
    expect(screen.getByText('Ticket TCK-12 · Technical')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Open')).toBeInTheDocument();
    expect(within(details).getByText('FIB-100')).toBeInTheDocument();
    expect(within(details).getByText(/^18 Nov 2026 \d\d:45$/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'tickets.GetTicket')).toEqual([{ ticketNumber: 'TCK-12' }]);
  });

  it('lists the messages oldest first, each with its author, side and time, and the history', async () => {
    renderPage(() => ({ result: agentAnswered(openTicket()) }));
    const thread = await screen.findByRole('list', { name: 'Messages on ticket TCK-12, oldest first' });
    const messages = within(thread).getAllByRole('article');
    expect(messages.map((m) => within(m).getByText(/\.$/, { selector: '.tk-message__body' }).textContent)).toEqual([
      'The line drops at 8pm every evening.',
      'Thanks, we are checking the line.',
      'It happened again last night.',
      'We found a fault.',
    ]);
    expect(messages[0]).toHaveAccessibleName(expect.stringMatching(/^Thandi Nkosi \(You\), 18 Nov 2026/));
    expect(messages[1]).toHaveAccessibleName(expect.stringMatching(/^Sipho \(Support\) \(Support team\), 18 Nov 2026/));
    expect(messages[0].closest('li')).toHaveClass('tk-message--customer');
    expect(messages[1].closest('li')).toHaveClass('tk-message--agent');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent?.replace(/^.*?\d\d:\d\d/, ''))).toEqual([
      'Logged by Thandi Nkosi',
      'Replied by Sipho (Support)',
    ]);
  });

  it('downloads an attachment through the download transport', async () => {
    renderPage(() => ({ result: agentAnswered(openTicket()) }));
    const button = await screen.findByRole('button', { name: 'router-lights.png (download, 200 KB)' });
    const blob = new Blob(['png']);
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      body: null,
      blob: async () => blob,
      headers: new Headers({ 'content-disposition': 'attachment; filename="router-lights.png"' }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(button);
    expect(await screen.findByText('Downloaded router-lights.png.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    save.mockRestore();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, { body: string }];
    expect(url).toBe('/api/solid/isp-portal/download/tickets.DownloadAttachment');
    expect(JSON.parse(init.body)).toEqual({ ticketNumber: 'TCK-12', attachmentId: 31 });
  });

  it('says clearly when the ticket is unknown, with a way back to the list', async () => {
    renderPage(() => ({ error: 'We could not find that ticket.', status: 404 }), '/tickets/support/TCK-404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find ticket TCK-404.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your tickets' })).toHaveAttribute('href', '/tickets');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows other errors with a retry that loads again', async () => {
    let calls = 0;
    renderPage(() => (++calls === 1 ? { error: 'Tickets are resting.' } : { result: agentAnswered(openTicket()) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this ticket');
    expect(alert).toHaveTextContent('Tickets are resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fibre drops every evening' })).toBeInTheDocument();
  });

  it('sends a reply with attachments through the progress upload and shows it in the thread', async () => {
    const u = userEvent.setup({ applyAccept: false });
    const ticket = agentAnswered(openTicket());
    renderPage(() => ({ result: ticket }));
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await u.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please write your reply.')).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);

    await u.type(box, '  Thank you, it works now.  ');
    await u.upload(screen.getByLabelText('Attachments (optional)'), fileOfSize('speedtest.png', 5000, 'image/png'));
    await u.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    const [request] = uploads.requests;
    expect(request.action).toBe('tickets.ReplyToTicket');
    expect(request.json).toEqual({ ticketNumber: 'TCK-12', body: 'Thank you, it works now.', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/) });
    expect(request.files.map((f) => f.name)).toEqual(['speedtest.png']);

    act(() => request.progress(30, 40));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of your reply' })).toHaveAttribute('value', '75');
    expect(screen.getByText('75%')).toBeInTheDocument();

    const replied: TicketDetail = {
      ...ticket,
      messages: [
        ...ticket.messages,
        {
          id: 5,
          author: 'customer',
          authorName: 'Thandi Nkosi',
          body: 'Thank you, it works now.',
          sentAt: '2026-11-18T10:00:00Z',
          attachments: [{ id: 40, fileName: 'speedtest.png', contentType: 'image/png', size: 5000 }],
        },
      ],
    };
    act(() => request.succeed(replied));
    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Messages on ticket TCK-12, oldest first' });
    expect(within(thread).getAllByRole('article')).toHaveLength(5);
    expect(within(thread).getByText('Thank you, it works now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'speedtest.png (download, 5 KB)' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('sends a failed reply again under the same key, and an edited one under a new key', async () => {
    const u = userEvent.setup();
    renderPage(() => ({ result: agentAnswered(openTicket()) }));
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await u.type(box, 'Still dropping.');
    await u.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    act(() => uploads.requests[0].fail('Something went wrong on our side. Please try again.', { status: 500, code: 'INTERNAL' }));
    expect(await screen.findByText(/Your reply was not sent/)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(2));
    expect(uploads.requests[1].json.idempotencyKey).toBe(uploads.requests[0].json.idempotencyKey);
    act(() => uploads.requests[1].fail('Something went wrong on our side. Please try again.', { status: 500, code: 'INTERNAL' }));
    await screen.findByText(/Your reply was not sent/);

    await u.type(box, ' Since 19:00.');
    await u.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(3));
    expect(uploads.requests[2].json.idempotencyKey).not.toBe(uploads.requests[0].json.idempotencyKey);
  });

  it('refuses a file of 16 MiB for a reply when it is picked; the reply is sent without it', async () => {
    const u = userEvent.setup({ applyAccept: false });
    renderPage(() => ({ result: agentAnswered(openTicket()) }));
    await u.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'See the logs.');
    await u.upload(screen.getByLabelText('Attachments (optional)'), fileOfSize('logs.txt', 16 * 1024 * 1024, 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('File could not be uploaded because it exceeds the max size of 16.00MB. logs.txt was not added.');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    expect(uploads.requests[0].files).toEqual([]);
  });

  it('closes an open ticket after a confirm, and then offers to reopen it', async () => {
    const u = userEvent.setup();
    const ticket = agentAnswered(openTicket());
    const closed = { ...ticket, status: 'closed' as const, closedAt: iso(Date.now()), reopenUntil: iso(Date.now() + 14 * DAY) };
    const fetchMock = renderPage((name) => (name === 'tickets.CloseTicket' ? { result: closed } : { result: ticket }));
    expect(await screen.findByText(/You can reopen it within 14 days/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen ticket' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Close ticket' }));
    let dialog = screen.getByRole('dialog', { name: 'Close this ticket?' });
    await u.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'tickets.CloseTicket')).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Close ticket' }));
    dialog = screen.getByRole('dialog', { name: 'Close this ticket?' });
    await u.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('Ticket TCK-12 is closed.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'tickets.CloseTicket')).toEqual([{ ticketNumber: 'TCK-12' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Details' })).getByText('Closed', { selector: '.portal-badge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeDisabled();
  });

  it('while closed, disables the reply box with a note and offers Reopen until the time it says', async () => {
    const u = userEvent.setup();
    const until = iso(Date.now() + 3 * DAY);
    const ticket = closedTicket(until);
    const reopened = { ...ticket, status: 'open' as const, closedAt: null, reopenUntil: null };
    const fetchMock = renderPage((name) => (name === 'tickets.ReopenTicket' ? { result: reopened } : { result: ticket }));
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    expect(box).toBeDisabled();
    expect(screen.getByText(/This ticket is closed, so it takes no replies\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    expect(screen.getByLabelText('Attachments (optional)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).not.toBeInTheDocument();
    expect(screen.getByText(new RegExp(`You can reopen this ticket until ${formatLocalDate(until)} \\d{2}:\\d{2}\\.`))).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    expect(await screen.findByText('Ticket TCK-12 is open again.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'tickets.ReopenTicket')).toEqual([{ ticketNumber: 'TCK-12' }]);
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Close ticket' })).toBeInTheDocument();
  });

  it('offers no Reopen once its time has passed, and points to a new ticket', async () => {
    renderPage(() => ({ result: closedTicket(iso(Date.now() - 1000)) }));
    expect(await screen.findByText(/This ticket can no longer be reopened/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log a new ticket' })).toHaveAttribute('href', '/tickets/support');
    expect(screen.queryByRole('button', { name: 'Reopen ticket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).not.toBeInTheDocument();
  });

  it('shows a refused close in the dialog', async () => {
    const u = userEvent.setup();
    renderPage((name) => (name === 'tickets.CloseTicket' ? { error: 'The helpdesk is busy.' } : { result: agentAnswered(openTicket()) }));
    await u.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this ticket?' });
    await u.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The ticket was not closed: The helpdesk is busy.');
  });
});

describe('waiting for the support team', () => {
  it('polls only while the ticket is open and its last message is the customer’s', () => {
    expect(awaitingAgent(openTicket())).toBe(true);
    expect(ticketRefetchInterval(openTicket())).toBe(POLL_MS);
    expect(POLL_MS).toBeLessThanOrEqual(10_000);
    expect(ticketRefetchInterval(agentAnswered(openTicket()))).toBe(false);
    expect(ticketRefetchInterval(openTicket({ status: 'closed' }))).toBe(false);
    expect(ticketRefetchInterval(undefined)).toBe(false);
  });

  it('asks again every few seconds until the agent’s answer comes, shows it by itself and announces it politely', async () => {
    jest.useFakeTimers();
    let answered = false;
    const fetchMock = renderPage(() => ({ result: answered ? agentAnswered(openTicket()) : openTicket() }));
    expect(await screen.findByText(/Waiting for our support team to reply/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'tickets.GetTicket')).toHaveLength(1);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(inputsOf(fetchMock, 'tickets.GetTicket')).toHaveLength(2);
    expect(screen.queryByText('We found a fault.')).not.toBeInTheDocument();

    answered = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(await screen.findByText('We found a fault.')).toBeInTheDocument();
    expect(screen.getByText('New reply from Sipho (Support).')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText(/Waiting for our support team to reply/)).not.toBeInTheDocument();

    // The answer has come: no more asking.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS * 3);
    });
    expect(inputsOf(fetchMock, 'tickets.GetTicket')).toHaveLength(3);
  });
});
