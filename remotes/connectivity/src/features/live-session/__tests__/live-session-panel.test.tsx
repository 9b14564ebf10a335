import { portalCache } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { LiveSessionPanel } from '../components/live-session-panel';
import { durationText } from '../utils/session-duration';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const answer = (session: unknown): ActionReply => ({ result: { serviceTag: 'LTE-200311', session } });
const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => portalCache.clear());

describe('the live session panel', () => {
  it('shows an open session: online since, IP address, data this session and as of when, after a loading state', async () => {
    const since = minutesAgo(125);
    const asOf = minutesAgo(4);
    const fetchMock = mockActions(() => answer({ state: 'online', since, ipAddress: '100.64.10.20', sessionMb: 2150, asOf }));
    renderWithProviders(<LiveSessionPanel serviceTag="LTE-200311" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the connection…');
    const panel = await screen.findByRole('region', { name: 'Connection' });
    expect(await within(panel).findByText(/Online for 2 h 5 min/)).toBeInTheDocument();
    expect(valueOf(panel, 'Online since')!.querySelector('time')).toHaveAttribute('datetime', since);
    expect(valueOf(panel, 'IP address')).toHaveTextContent('100.64.10.20');
    expect(valueOf(panel, 'Data this session')).toHaveTextContent('2.1 GB');
    expect(within(panel).getByText(/the network’s last update on this session/).querySelector('time')).toHaveAttribute('datetime', asOf);
    expect(inputsOf(fetchMock, 'services.GetLiveSession')).toEqual([{ serviceTag: 'LTE-200311' }]);
  });

  it('shows since when the service is offline, and asks again on "Check again" by keyboard', async () => {
    let calls = 0;
    const since = minutesAgo(90);
    const fetchMock = mockActions(() =>
      ++calls === 1 ? answer({ state: 'offline', since, sessionMb: 330 }) : answer({ state: 'online', since: minutesAgo(1), ipAddress: null, sessionMb: 0, asOf: minutesAgo(1) }),
    );
    renderWithProviders(<LiveSessionPanel serviceTag="LTE-200311" />);
    const panel = await screen.findByRole('region', { name: 'Connection' });
    expect(await within(panel).findByText('Offline')).toBeInTheDocument();
    expect(valueOf(panel, 'Offline since')!.querySelector('time')).toHaveAttribute('datetime', since);
    expect(valueOf(panel, 'Data in the last session')).toHaveTextContent('330 MB');
    const again = within(panel).getByRole('button', { name: 'Check again' });
    again.focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(panel).findByText(/Online for/)).toBeInTheDocument();
    expect(valueOf(panel, 'IP address')).toHaveTextContent('Not reported');
    expect(inputsOf(fetchMock, 'services.GetLiveSession')).toHaveLength(2);
    expect(panel.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('says when the service has never connected', async () => {
    mockActions(() => answer({ state: 'none' }));
    renderWithProviders(<LiveSessionPanel serviceTag="LTE-200311" />);
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
    expect(screen.getByText('This service has not connected to the network yet.')).toBeInTheDocument();
  });

  it('shows the server’s error with a retry', async () => {
    let calls = 0;
    mockActions(() => (++calls === 1 ? { error: 'Your usage figures cannot be read just now.', status: 503 } : answer({ state: 'none' })));
    renderWithProviders(<LiveSessionPanel serviceTag="LTE-200311" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the connection');
    expect(alert).toHaveTextContent('Your usage figures cannot be read just now.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
  });

  it('shows nothing where the portal has no network source', async () => {
    const fetchMock = mockActions(() => answer({ state: 'unknown' }));
    renderWithProviders(<LiveSessionPanel serviceTag="LTE-200311" />);
    await waitFor(() => expect(inputsOf(fetchMock, 'services.GetLiveSession')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Connection' })).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('words how long a session has lasted', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    expect(durationText('2026-12-02T11:59:30Z', now)).toBe('less than a minute');
    expect(durationText('2026-12-02T11:48:00Z', now)).toBe('12 min');
    expect(durationText('2026-12-02T10:00:00Z', now)).toBe('2 h');
    expect(durationText('2026-11-30T08:00:00Z', now)).toBe('2 days 4 h');
    expect(durationText('2026-12-01T11:00:00Z', now)).toBe('1 day 1 h');
  });
});
