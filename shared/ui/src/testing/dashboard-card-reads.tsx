import type { DashboardCard } from '@portal/contract';
import { readsOfFirstRender, type NamedReads } from './first-reads';

/**
 * The actions an area's dashboard cards ask for as they first show, each once, by name, with the inputs they send.
 * The server's answers are held back, as they are while a page opens.
 */
export function readsOfDashboardCards(cards: readonly DashboardCard[]): Promise<NamedReads> {
  return readsOfFirstRender(
    <>
      {cards.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </>,
    '/dashboard',
  );
}

/** What `readsOfDashboardCards` gives when the cards read exactly `names`, each once with an empty input. */
export const eachReadOnceEmpty = (names: readonly string[]) =>
  [...new Set(names)].sort((a, b) => a.localeCompare(b)).map((name) => ({ name, inputs: [{}] }));
