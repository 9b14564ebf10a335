/** Test-only: stands in for the portal API behind `fetch`, answering each action with an envelope. */
export type ActionReply = { result: unknown } | { error: string; status?: number } | 'pending';

export function mockActions(reply: (name: string, input: Record<string, unknown>) => ActionReply | Promise<ActionReply>) {
  const fetchMock = jest.fn(async (url: string, init?: { body?: string }) => {
    const name = url.split('/').pop() ?? '';
    const answer = await reply(name, JSON.parse(init?.body ?? '{}') as Record<string, unknown>);
    if (answer === 'pending') return new Promise<never>(() => undefined);
    if ('error' in answer) {
      return {
        ok: false,
        status: answer.status ?? 503,
        json: async () => ({ success: false, result: null, errors: [{ code: 'INTERNAL', message: answer.error }] }),
      };
    }
    return { ok: true, status: 200, json: async () => ({ success: true, result: answer.result }) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A reply held back until `release()`, to see what the page shows meanwhile. */
export function heldReply(reply: ActionReply) {
  let release: () => void = () => undefined;
  const held = new Promise<ActionReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { held, release };
}

/** The inputs the page sent to one action, in order. */
export const inputsOf = (fetchMock: jest.Mock, action: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${action}`))
    .map(([, init]) => JSON.parse((init as { body: string }).body) as Record<string, unknown>);
