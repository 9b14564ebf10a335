import { heldReply, inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EmailPromotionsPage from '../components/email-promotions-page';

const page = {
  email: 'thandi@example.co.za',
  lists: [
    { key: 'specials', name: 'Specials and deals', description: 'Discounts on fibre and LTE packages.', subscribed: true, changedAt: '2026-10-03T12:00:00Z' },
    { key: 'news', name: 'Network news', description: 'New areas we cover and upgrades near you.', subscribed: false, changedAt: null },
  ],
  promotions: [
    {
      key: 'fibre-upgrade',
      title: 'Free fibre speed upgrade',
      summary: 'Double your speed for three months at no extra cost.',
      terms: 'Applies to month-to-month fibre accounts in good standing.',
      validUntil: '2026-12-31',
    },
  ],
};

type Reply = (name: string, input: Record<string, unknown>) => ActionReply | Promise<ActionReply>;
const renderPage = (set: Reply = () => ({ error: 'unexpected' }), get: () => ActionReply = () => ({ result: page })) => {
  const fetchMock = mockActions((name, input) =>
    name === 'promotions.GetEmailPromotions' ? get() : name === 'promotions.SetPromotionSubscription' ? set(name, input) : { error: `unexpected ${name}` },
  );
  renderWithProviders(<EmailPromotionsPage />, { path: '/promotions/email' });
  return fetchMock;
};

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('Email promotions page', () => {
  it('shows a loading state, then the address, each list with its choice and the promotions running now', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Email promotions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your email promotions…');

    expect(await screen.findByText(/^Promotions are sent to/)).toHaveTextContent('Promotions are sent to thandi@example.co.za.');
    expect(box('Specials and deals')).toBeChecked();
    expect(box('Specials and deals')).toHaveAccessibleDescription('Discounts on fibre and LTE packages. Opted in on 3 Oct 2026');
    expect(box('Network news')).not.toBeChecked();
    expect(box('Network news')).toHaveAccessibleDescription('New areas we cover and upgrades near you.');

    const promotion = screen.getByRole('article', { name: 'Free fibre speed upgrade' });
    expect(within(promotion).getByText('Double your speed for three months at no extra cost.')).toBeInTheDocument();
    expect(within(promotion).getByText(/^Valid until/)).toHaveTextContent('Valid until 31 Dec 2026');
    const terms = within(promotion).getByText('Terms and conditions').closest('details')!;
    expect(terms).not.toHaveAttribute('open');
    expect(within(terms).getByText('Applies to month-to-month fibre accounts in good standing.')).toBeInTheDocument();
  });

  it('says so when there are no lists and no promotions running', async () => {
    renderPage(undefined, () => ({ result: { ...page, lists: [], promotions: [] } }));
    expect(await screen.findByText('There are no promotion lists to subscribe to at the moment.')).toBeInTheDocument();
    expect(screen.getByText('No promotions are running right now.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the server’s error with a retry that loads the page', async () => {
    const u = userEvent.setup();
    let calls = 0;
    renderPage(undefined, () => (++calls === 1 ? { error: 'Promotions are resting.' } : { result: page }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your email promotions');
    expect(alert).toHaveTextContent('Promotions are resting.');
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Specials and deals' })).toBeChecked();
  });

  it('ticks the box at once, sends the choice for that list, and keeps the server’s answer', async () => {
    const u = userEvent.setup();
    const { held, release } = heldReply({
      result: { ...page, lists: [page.lists[0], { ...page.lists[1], subscribed: true, changedAt: '2026-11-21T12:00:00Z' }] },
    });
    const fetchMock = renderPage(() => held);
    await u.click(await screen.findByRole('checkbox', { name: 'Network news' }));
    expect(box('Network news')).toBeChecked();
    expect(inputsOf(fetchMock, 'promotions.SetPromotionSubscription')).toEqual([{ listKey: 'news', subscribed: true }]);

    release();
    await waitFor(() => expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('You are subscribed to Network news.'));
    expect(box('Network news')).toBeChecked();
    expect(box('Network news')).toHaveAccessibleDescription('New areas we cover and upgrades near you. Opted in on 21 Nov 2026');
    expect(box('Specials and deals')).toBeChecked();
  });

  it('puts the box back and says why when the server refuses the change', async () => {
    const u = userEvent.setup();
    const { held, release } = heldReply({ error: 'Our mailing service is down.', status: 503 });
    const fetchMock = renderPage(() => held);
    await u.click(await screen.findByRole('checkbox', { name: 'Specials and deals' }));
    expect(box('Specials and deals')).not.toBeChecked();
    expect(inputsOf(fetchMock, 'promotions.SetPromotionSubscription')).toEqual([{ listKey: 'specials', subscribed: false }]);
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not unsubscribe you from Specials and deals: Our mailing service is down.');
    expect(box('Specials and deals')).toBeChecked();
    expect(box('Specials and deals')).toHaveAccessibleDescription('Discounts on fibre and LTE packages. Opted in on 3 Oct 2026');
  });
});
