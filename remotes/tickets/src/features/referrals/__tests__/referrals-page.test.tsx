import { mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReferralsPage from '../components/referrals-page';

const LINK = 'https://portal.example.co.za/referrals/public?code=THANDI42';
const referrals = {
  code: 'THANDI42',
  link: LINK,
  rewardPerSignUp: 250,
  creditEarned: 500,
  leads: [
    { id: 3, name: 'Lerato M.', submittedAt: '2026-11-18T10:00:00Z', status: 'Received', reward: null },
    { id: 2, name: 'Johan V.', submittedAt: '2026-10-02T12:00:00Z', status: 'Signed up', reward: 250 },
    { id: 1, name: 'Ayesha P.', submittedAt: '2026-09-12T09:30:00Z', status: 'Not interested', reward: null },
  ],
};

const renderPage = (reply: () => ActionReply = () => ({ result: referrals })) => {
  const fetchMock = mockActions((name) => (name === 'referrals.GetReferrals' ? reply() : { error: `unexpected ${name}` }));
  renderWithProviders(<ReferralsPage />, { path: '/referrals' });
  return fetchMock;
};

const linkBox = () => screen.getByRole('textbox', { name: 'Your referral link' }) as HTMLInputElement;

describe('Refer a friend page', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('shows a loading state, then the link, the reward, the credit earned and the people referred', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your referrals…');

    expect(await screen.findByText('You earn R 250.00 credit for every friend who signs up.')).toBeInTheDocument();
    expect(linkBox()).toHaveValue(LINK);
    expect(linkBox()).toHaveAttribute('readonly');
    expect(screen.getByText('THANDI42')).toBeInTheDocument();
    expect(screen.getByText('Credit earned so far').nextElementSibling).toHaveTextContent('R 500.00');

    const people = screen.getByRole('region', { name: 'People you referred' });
    const rows = within(people).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Lerato M.', '18 Nov 2026', 'Received', 'Not yet'],
      ['Johan V.', '2 Oct 2026', 'Signed up', 'R 250.00'],
      ['Ayesha P.', '12 Sep 2026', 'Not interested', 'None'],
    ]);
  });

  it('says so when nobody has been referred yet', async () => {
    renderPage(() => ({ result: { ...referrals, creditEarned: 0, leads: [] } }));
    const people = await screen.findByRole('region', { name: 'People you referred' });
    expect(within(people).getByText('You have not referred anyone yet.')).toBeInTheDocument();
    expect(within(people).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Credit earned so far').nextElementSibling).toHaveTextContent('R 0.00');
  });

  it('shows the server’s error with a retry that loads the page', async () => {
    const u = userEvent.setup();
    let calls = 0;
    renderPage(() => (++calls === 1 ? { error: 'Referrals are resting.' } : { result: referrals }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your referrals');
    expect(alert).toHaveTextContent('Referrals are resting.');
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Your referral link' })).toHaveValue(LINK);
  });

  it('copies the link to the clipboard and says so', async () => {
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
  });

  it('selects the link for copying by hand when the browser refuses the clipboard', async () => {
    const u = userEvent.setup();
    renderPage();
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await u.click(copy);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The link is selected'));
    expect(linkBox()).toHaveFocus();
    expect([linkBox().selectionStart, linkBox().selectionEnd]).toEqual([0, LINK.length]);
  });

  it('leaves Share out where the device cannot share', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shares the link through the device’s share sheet', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
