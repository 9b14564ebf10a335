import type { PageRead } from '@portal/contract/query';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { mockActions } from './mock-actions';
import { renderWithProviders } from './render-with-providers';

/** Reads by action name, each with the inputs it was sent with, in name order. */
export type NamedReads = { name: string; inputs: unknown[] }[];

const byName = (reads: Iterable<[string, unknown]>): NamedReads => {
  const grouped = new Map<string, unknown[]>();
  for (const [name, input] of reads) grouped.set(name, [...(grouped.get(name) ?? []), input]);
  return [...grouped].map(([name, inputs]) => ({ name, inputs })).sort((a, b) => a.name.localeCompare(b.name));
};

/**
 * The actions `ui` asks for as it first shows at `path`, by name, with the inputs it sends. The server's answers are
 * held back, as they are while a page opens, so reads that wait for another's answer are not among them.
 */
export async function readsOfFirstRender(ui: ReactElement, path: string): Promise<NamedReads> {
  const fetchMock = mockActions(() => 'pending');
  renderWithProviders(ui, { path });
  await act(async () => undefined);
  return byName(
    fetchMock.mock.calls.map(([url, init]) => [String(url).split('/').pop()!, JSON.parse((init as { body?: string } | undefined)?.body ?? '{}')]),
  );
}

/** A route's `reads` in the form `readsOfFirstRender` gives. */
export const namedReads = (reads: readonly PageRead[]): NamedReads => byName(reads.map(({ queryKey: [, name, input] }) => [String(name), input]));
