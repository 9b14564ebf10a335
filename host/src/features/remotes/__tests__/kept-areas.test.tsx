import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { mainHeading } from '../../layout/focus-main-heading';
import type { AreaMount } from '../areas';
import { KeptAreas } from '../components/kept-areas';
import { keepShown, type KeptArea } from '../kept-areas';

/** An area's page: a counter (its state) and the address it sees. */
function AreaPage({ base }: { base: string }) {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  return (
    <section aria-label={base}>
      <h1>Area at {base}</h1>
      <p>Seen at {pathname}</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {base} clicked {count} times
      </button>
    </section>
  );
}
jest.mock('../remote-area-page', () => ({ RemoteAreaPage: ({ base }: { base: string }) => <AreaPage base={base} /> }));

const MOUNTS: AreaMount[] = [
  { area: 'account', base: '/account' },
  { area: 'billing', base: '/account/billing-details' },
  { area: 'tickets', base: '/tickets' },
];
// The real table's precedence, in little: the most specific mount holds a path.
const areaAt = (pathname: string) =>
  MOUNTS.filter((m) => pathname === m.base || pathname.startsWith(`${m.base}/`)).sort((a, b) => b.base.length - a.base.length)[0] ?? null;

let navigate: NavigateFunction;
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

function open(path: string) {
  render(
    <main id="main">
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <NavigateProbe />
        <Routes>
          <Route element={<KeptAreas areaAt={areaAt} />}>
            <Route path="/dashboard" element={<h1>The dashboard</h1>} />
            {MOUNTS.map((m) => (
              <Route key={m.base} path={`${m.base}/*`} element={null} />
            ))}
          </Route>
        </Routes>
      </MemoryRouter>
    </main>,
  );
  return (to: string) => act(() => navigate(to));
}

const shownAreas = () => screen.queryAllByRole('heading', { level: 1 }).map((h) => h.textContent);

describe('KeptAreas: areas the user opened stay, hidden, and come back as they were left', () => {
  it('shows only the area of the address, and the page the router picked for other addresses', async () => {
    const go = open('/account/messages');
    expect(shownAreas()).toEqual(['Area at /account']);
    await go('/account/billing-details');
    expect(shownAreas()).toEqual(['Area at /account/billing-details']);
    await go('/dashboard');
    expect(shownAreas()).toEqual(['The dashboard']);
  });

  it('keeps a left area’s state and the page it was on, and shows it again with them', async () => {
    const go = open('/account/messages');
    fireEvent.click(screen.getByRole('button', { name: '/account clicked 0 times' }));
    await go('/tickets/new');
    // Hidden: still there, still at the page it was left on (not following the address to a page of another area).
    expect(screen.getByText('Seen at /account/messages')).not.toBeVisible();
    expect(screen.getByText('Seen at /tickets/new')).toBeVisible();
    await go('/dashboard');
    await go('/account/messages');
    expect(screen.getByRole('button', { name: '/account clicked 1 times' })).toBeVisible();
    expect(shownAreas()).toEqual(['Area at /account']);
  });

  it('follows the address inside the area that is shown', async () => {
    const go = open('/account/messages');
    await go('/account/access');
    expect(screen.getByText('Seen at /account/access')).toBeVisible();
  });

  it('the main heading is the shown area’s, not a hidden one’s earlier in <main>', async () => {
    const go = open('/account');
    await go('/tickets');
    const main = document.getElementById('main');
    expect(main?.querySelector('h1')?.textContent).toBe('Area at /account');
    expect(mainHeading(main)?.textContent).toBe('Area at /tickets');
  });
});

const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: pathname }) as Location;

describe('keepShown', () => {
  const account = MOUNTS[0];
  const tickets = MOUNTS[2];
  const bases = (kept: readonly KeptArea[]) => kept.map((k) => k.base);

  it('adds an area the first time it is shown, and changes nothing when it is shown at the same place again', () => {
    const where = at('/account');
    const once = keepShown([], account, where);
    expect(bases(once)).toEqual(['/account']);
    expect(keepShown(once, account, where)).toBe(once);
  });

  it('updates a kept area in place, so no area moves in the page', () => {
    let kept = keepShown([], account, at('/account'));
    kept = keepShown(kept, tickets, at('/tickets'));
    kept = keepShown(kept, account, at('/account/messages'));
    expect(bases(kept)).toEqual(['/account', '/tickets']);
    expect(kept[0].location.pathname).toBe('/account/messages');
  });
});
