import type { Area } from '@portal/config';
import { useEffect, useState } from 'react';
import { loadDashboardCards } from '../remotes/load-area';

/** Longest the dashboard waits for what decides its layout before it shows what it has. */
export const FIRST_LAYOUT_WAIT_MS = 2500;

/**
 * Whether the dashboard can show its real layout: what sits above the cards (greeting, alerts, branches or clients)
 * has answered and every area's cards module has arrived, or FIRST_LAYOUT_WAIT_MS has passed. Until then it shows
 * placeholders, which are replaced at once; so nothing already on screen is pushed down as the parts arrive.
 */
export function useFirstLayout(areas: readonly Area[], aboveCardsSettled: boolean): boolean {
  const [cardsArrived, setCardsArrived] = useState(false);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const areasKey = areas.join(',');
  useEffect(() => {
    let current = true;
    // Started together, in parallel with the page's own requests; a failed area shows its own fallback later.
    void Promise.allSettled(areas.map((area) => loadDashboardCards(area))).then(() => current && setCardsArrived(true));
    const timer = setTimeout(() => current && setWaitedLongEnough(true), FIRST_LAYOUT_WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [areasKey]);
  return waitedLongEnough || (cardsArrived && aboveCardsSettled);
}
