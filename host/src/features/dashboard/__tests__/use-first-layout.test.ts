import { act, renderHook } from '@testing-library/react';
import { loadDashboardCards } from '../../remotes/load-area';
import { FIRST_LAYOUT_WAIT_MS, useFirstLayout } from '../use-first-layout';

jest.mock('../../remotes/load-area', () => ({ loadDashboardCards: jest.fn() }));

/** A cards module that arrives when the test says so. */
function deferredCards() {
  let arrive!: () => void;
  let fail!: () => void;
  const promise = new Promise<never[]>((resolve, reject) => {
    arrive = () => resolve([]);
    fail = () => reject(new Error('The billing cards did not load.'));
  });
  return { promise, arrive, fail };
}

beforeEach(() => {
  jest.useFakeTimers();
  (loadDashboardCards as jest.Mock).mockReset();
});
afterEach(() => jest.useRealTimers());

describe('when the dashboard shows its real layout', () => {
  it('shows what sits above the cards once it has answered, before the cards modules arrive', async () => {
    (loadDashboardCards as jest.Mock).mockImplementation(() => new Promise(() => undefined));
    const { result, rerender } = renderHook(({ above }) => useFirstLayout(['billing'], above), { initialProps: { above: false } });
    expect(result.current).toEqual({ top: false, cards: false });
    rerender({ above: true });
    expect(result.current).toEqual({ top: true, cards: false });
  });

  it('shows the cards once what sits above them has answered and every area’s cards module has arrived or failed', async () => {
    const billing = deferredCards();
    const tickets = deferredCards();
    (loadDashboardCards as jest.Mock).mockImplementation((area: string) => (area === 'billing' ? billing.promise : tickets.promise));
    const { result, rerender } = renderHook(({ above }) => useFirstLayout(['billing', 'tickets'], above), { initialProps: { above: false } });
    expect(loadDashboardCards).toHaveBeenCalledTimes(2);
    await act(async () => billing.arrive());
    // A failed area does not hold the page: it shows its own fallback.
    await act(async () => tickets.fail());
    // Not above a part that has not answered: it would push them down when it does.
    expect(result.current).toEqual({ top: false, cards: false });
    rerender({ above: true });
    expect(result.current).toEqual({ top: true, cards: true });
  });

  it('once both parts have shown, the time limit does not render the page again', async () => {
    const billing = deferredCards();
    (loadDashboardCards as jest.Mock).mockImplementation(() => billing.promise);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useFirstLayout(['billing'], true);
    });
    await act(async () => billing.arrive());
    expect(result.current).toEqual({ top: true, cards: true });
    const rendersWhenShown = renders;
    act(() => jest.advanceTimersByTime(FIRST_LAYOUT_WAIT_MS));
    expect(renders).toBe(rendersWhenShown);
  });

  it('after FIRST_LAYOUT_WAIT_MS at the latest, with whatever has arrived', async () => {
    (loadDashboardCards as jest.Mock).mockImplementation(() => new Promise(() => undefined));
    const { result } = renderHook(() => useFirstLayout(['billing'], false));
    act(() => jest.advanceTimersByTime(FIRST_LAYOUT_WAIT_MS - 1));
    expect(result.current).toEqual({ top: false, cards: false });
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ top: true, cards: true });
  });
});
