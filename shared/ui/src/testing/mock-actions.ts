import { READS_PATH } from '@portal/contract';

/** Test-only: stands in for the portal API behind `fetch`, answering each action with an envelope. */
export type ActionReply = { result: unknown } | { error: string; status?: number } | 'pending';

const envelopeOf = (answer: Exclude<ActionReply, 'pending'>) =>
  'error' in answer
    ? { status: answer.status ?? 503, body: { success: false, result: null, errors: [{ code: 'INTERNAL', message: answer.error }] } }
    : { status: 200, body: { success: true, result: answer.result, errors: [] } };

const response = ({ status, body }: { status: number; body: unknown }) => ({ ok: status < 300, status, json: async () => body });

/**
 * `reply` answers each action by name; several reads asked in one request (READS_PATH) are each answered by it, as
 * the server does. A read held 'pending' among several holds the whole request.
 */
export function mockActions(reply: (name: string, input: Record<string, unknown>) => ActionReply | Promise<ActionReply>) {
  const fetchMock = jest.fn(async (url: string, init?: { body?: string }) => {
    const input = JSON.parse(init?.body ?? '{}') as Record<string, unknown>;
    if (url.endsWith(READS_PATH)) {
      const answers = await Promise.all((input.reads as string[]).map(async (name) => ({ name, answer: await reply(name, {}) })));
      if (answers.some(({ answer }) => answer === 'pending')) return new Promise<never>(() => undefined);
      return response({
        status: 200,
        body: {
          success: true,
          result: {
            answers: answers.map(({ name, answer }) => {
              const { status, body } = envelopeOf(answer as Exclude<ActionReply, 'pending'>);
              return { name, status, ...body };
            }),
          },
        },
      });
    }
    const answer = await reply(url.split('/').pop() ?? '', input);
    if (answer === 'pending') return new Promise<never>(() => undefined);
    return response(envelopeOf(answer));
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
