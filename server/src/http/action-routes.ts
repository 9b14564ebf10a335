import { API_BASE, ERROR_CODES } from '@portal/contract';
import { catalogue, isActionName } from '@portal/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import type { AnyAction, ServerContext } from '../actions/define-action';
import { sendFailure, sendResult } from './envelope';
import { authorize, requestContext } from './guard';
import { jsonBody, parseInput } from './input';

/** POST /api/solid/isp-portal/action/:name — the body validated by the catalogue, then the action's guard, then its handler. */
export function registerActionRoutes(app: FastifyInstance, server: ServerContext, actions: Map<string, AnyAction>) {
  app.post<{ Params: { name: string } }>(`${API_BASE}/action/:name`, async (request, reply) => {
    const { name } = request.params;
    const action = isActionName(name) ? actions.get(name) : undefined;
    if (!action) return sendFailure(reply, 404, ERROR_CODES.unknownAction, `Unknown action: ${name.slice(0, 100)}`);

    const input = parseInput(catalogue[action.name].input, jsonBody(request));
    const ctx = await requestContext(server, request);
    authorize(action, ctx, server.clock.now().getTime());
    return sendResult(reply, await action.handler(input, ctx));
  });
}
