import type { Area } from '@portal/config';
import { useEffect, useRef, useState } from 'react';
import { loadDashboardCards } from '../remotes/load-area';

/** Longest the dashboard waits for what decides its layout before it shows what it has. */
export const FIRST_LAYOUT_WAIT_MS = 2500;

/** Which parts of the dashboard can show their real content (see useFirstLayout). */
export interface FirstLayout {
  /** What sits above the cards (greeting, alerts, branches or clients) has answered. */
  top: boolean;
  /** …and every area's cards module has arrived. */
  cards: boolean;
}

/**
 * What the dashboard can show for real, in two steps so that nothing already on screen is pushed down as the parts
 * arrive: first what sits above the cards, once it has answered (the cards keep placeholders below it); then the
 * cards, all at once, when every area's cards module has arrived. After FIRST_LAYOUT_WAIT_MS both show what they have.
 */
export function useFirstLayout(areas: readonly Area[], aboveCardsSettled: boolean): FirstLayout {
  const [cardsArrived, setCardsArrived] = useState(false);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const areasKey = areas.join(',');
  useEffect(() => {
    let current = true;
    // Started together, in parallel with the page's own requests; a failed area shows its own fallback later.
    void Promise.allSettled(areas.map((area) => loadDashboardCards(area))).then(() => current && setCardsArrived(true));
    timer.current = setTimeout(() => current && setWaitedLongEnough(true), FIRST_LAYOUT_WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [areasKey]);
  // Both parts shown by themselves: the time limit has nothing left to show, and would only render the page again.
  const settled = aboveCardsSettled && cardsArrived;
  useEffect(() => {
    if (settled) clearTimeout(timer.current);
  }, [settled]);
  const top = waitedLongEnough || aboveCardsSettled;
  return { top, cards: top && (waitedLongEnough || cardsArrived) };
}
