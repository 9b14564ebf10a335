import { READS_PATH } from '@portal/contract';
import type { ActionInput, ActionName, ActionOutput } from '@portal/contract/catalogue';
import { checkFixture } from './fixture-fit';

/**
 * Test-only: stands in for the portal API behind `fetch`, answering each action with an envelope. Every result is
 * checked against the action's output schema (fixture-fit.ts): a fixture that does not fit fails the test.
 */
export type ActionReply<R = unknown> = { result: R } | { error: string; status?: number } | 'pending';

/** Answers by action name, each typed by its action: a fixed reply, or one made from the input the page sent. */
export type ActionReplies = {
  [N in ActionName]?:
    | ActionReply<ActionOutput<N>>
    | ((input: ActionInput<N>) => ActionReply<ActionOutput<N>> | Promise<ActionReply<ActionOutput<N>>>);
};

type ReplyFunction = (name: string, input: Record<string, unknown>) => ActionReply | Promise<ActionReply>;

const envelopeOf = (name: string, answer: Exclude<ActionReply, 'pending'>) => {
  if ('error' in answer) {
    return { status: answer.status ?? 503, body: { success: false, result: null, errors: [{ code: 'INTERNAL', message: answer.error }] } };
  }
  checkFixture(name, answer.result);
  return { status: 200, body: { success: true, result: answer.result, errors: [] } };
};

const response = ({ status, body }: { status: number; body: unknown }) => ({ ok: status < 300, status, json: async () => body });

/** A map of replies as a reply function; an action the map does not name answers 404, naming it. */
const fromReplies =
  (replies: ActionReplies): ReplyFunction =>
  (name, input) => {
    const reply = (replies as Record<string, ActionReply | ((input: unknown) => ActionReply | Promise<ActionReply>)>)[name];
    if (reply === undefined) return { error: `No answer for ${name} in this test.`, status: 404 };
    return typeof reply === 'function' ? reply(input) : reply;
  };

/**
 * `reply` answers each action by name, as a function of (name, input) or as a map of typed replies by name; several
 * reads asked in one request (READS_PATH) are each answered by it, as the server does. A read held 'pending' among
 * several holds the whole request.
 */
export function mockActions(replies: ReplyFunction | ActionReplies) {
  const reply = typeof replies === 'function' ? replies : fromReplies(replies);
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
              const { status, body } = envelopeOf(name, answer as Exclude<ActionReply, 'pending'>);
              return { name, status, ...body };
            }),
          },
        },
      });
    }
    const name = url.split('/').pop() ?? '';
    const answer = await reply(name, input);
    if (answer === 'pending') return new Promise<never>(() => undefined);
    return response(envelopeOf(name, answer));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A reply held back until `release()`, to see what the page shows meanwhile. */
export function heldReply<R = unknown>(reply: ActionReply<R>) {
  let release: () => void = () => undefined;
  const held = new Promise<ActionReply<R>>((resolve) => {
    release = () => resolve(reply);
  });
  return { held, release };
}

/** The inputs the page sent to one action, in order. */
export const inputsOf = (fetchMock: jest.Mock, action: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${action}`))
    .map(([, init]) => JSON.parse((init as { body: string }).body) as Record<string, unknown>);
