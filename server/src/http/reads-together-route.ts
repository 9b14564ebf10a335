import { AUTH_HEADER, ERROR_CODES, READS_PATH, type ReadAnswer } from '@portal/contract';
import { catalogue, readsTogetherInput } from '@portal/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ActionContext, AnyAction, ServerContext } from '../actions/define-action';
import { ActionFailure, unauthenticated } from './action-failure';
import { INTERNAL_FAILURE_MESSAGE, sendResult } from './envelope';
import { authorize, requestContext } from './guard';
import { jsonBody, parseInput } from './input';

async function answer(action: AnyAction, ctx: ActionContext, nowMs: number): Promise<ReadAnswer> {
  const { name } = action;
  try {
    authorize(action, ctx, nowMs);
    const result = await action.handler(parseInput(catalogue[name].input, {}), ctx);
    return { name, status: 200, success: true, result, errors: [] };
  } catch (error) {
    if (error instanceof ActionFailure) {
      const { status, code, message, field } = error;
      return { name, status, success: false, result: null, errors: [{ code, message, ...(field ? { field } : {}) }] };
    }
    ctx.log.error({ err: error, correlationId: ctx.correlationId, action: name }, 'request failed');
    return { name, status: 500, success: false, result: null, errors: [{ code: ERROR_CODES.internal, message: INTERNAL_FAILURE_MESSAGE }] };
  }
}

/**
 * POST READS_PATH { reads: [names] }: several of READS_TOGETHER, each with an empty input, answered in one response
 * ({ answers }, in the order asked). Each passes the same guard as on its own, under the one session this request
 * carries, and a refused or failed read fails alone; a token sent that is no longer live is a 401 for the whole
 * request. Anything else asked is a 400 and nothing is read.
 */
export function registerReadsTogetherRoute(app: FastifyInstance, server: ServerContext, actions: Map<string, AnyAction>) {
  app.post(READS_PATH, async (request, reply) => {
    const { reads } = parseInput(readsTogetherInput, jsonBody(request));
    const ctx = await requestContext(server, request);
    // A token that is no longer live fails the request as a whole, so that the page and its offline copy of the
    // reads (cleared on a 401) know at once; each reader then asks on its own.
    if (!ctx.session && request.headers[AUTH_HEADER] !== undefined) throw unauthenticated();
    const nowMs = server.clock.now().getTime();
    const answers = await Promise.all(reads.map((name) => answer(actions.get(name)!, ctx, nowMs)));
    return sendResult(reply, { answers });
  });
}
