import type { DashboardCard } from '@portal/contract';
import { act } from '@testing-library/react';
import { mockActions } from './mock-actions';
import { renderWithProviders } from './render-with-providers';

/**
 * The actions an area's dashboard cards ask for as they first show, each once, by name, with the inputs they send.
 * The server's answers are held back, as they are while a page opens.
 */
export async function readsOfDashboardCards(cards: readonly DashboardCard[]): Promise<{ name: string; inputs: unknown[] }[]> {
  const fetchMock = mockActions(() => 'pending');
  renderWithProviders(
    <>
      {cards.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </>,
    { path: '/dashboard' },
  );
  await act(async () => undefined);
  const reads = new Map<string, unknown[]>();
  for (const [url, init] of fetchMock.mock.calls) {
    const name = String(url).split('/').pop()!;
    reads.set(name, [...(reads.get(name) ?? []), JSON.parse((init as { body?: string } | undefined)?.body ?? '{}')]);
  }
  return [...reads].map(([name, inputs]) => ({ name, inputs })).sort((a, b) => a.name.localeCompare(b.name));
}

/** What `readsOfDashboardCards` gives when the cards read exactly `names`, each once with an empty input. */
export const eachReadOnceEmpty = (names: readonly string[]) =>
  [...new Set(names)].sort((a, b) => a.localeCompare(b)).map((name) => ({ name, inputs: [{}] }));
