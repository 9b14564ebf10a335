import type { Area } from '@portal/config';
import { useEffect, useState } from 'react';
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
  const top = waitedLongEnough || aboveCardsSettled;
  return { top, cards: top && (waitedLongEnough || cardsArrived) };
}
