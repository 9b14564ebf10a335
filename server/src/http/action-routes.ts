import { AUTH_HEADER, ERROR_CODES, REAUTH_FRESHNESS_SECONDS } from '@portal/contract';
import { catalogue, isActionName } from '@portal/contract/catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { actions } from '../actions/registry';
import type { ActionContext, ServerContext } from '../actions/define-action';
import { resolveSession } from '../auth/sessions';
import { ActionFailure, forbidden, unauthenticated } from './action-failure';
import { sendFailure, sendResult } from './envelope';

const API = '/api/solid/isp-portal';

/** 'cellNumber: Please enter a valid phone number.' — the first issue, naming its field. */
function describeIssue(error: ZodError) {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.');
  const message =
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : issue.message.replace(/^Invalid input: /, '');
  return { field: field || (issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined), message: field ? `${field}: ${message}` : message };
}

export function registerActionRoutes(app: FastifyInstance, server: ServerContext) {
  async function context(request: FastifyRequest): Promise<ActionContext> {
    const header = request.headers[AUTH_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    return {
      ...server,
      session: await resolveSession(server.db, server.tokens, server.clock, token),
      clientAddress: request.ip,
      log: request.log,
    };
  }

  app.post<{ Params: { name: string } }>(`${API}/action/:name`, async (request, reply) => {
    const { name } = request.params;
    const action = isActionName(name) ? actions.get(name) : undefined;
    if (!action) return sendFailure(reply, 404, ERROR_CODES.unknownAction, `Unknown action: ${name.slice(0, 100)}`);

    const parsed = catalogue[action.name].input.safeParse(request.body ?? {});
    if (!parsed.success) {
      const { field, message } = describeIssue(parsed.error);
      return sendFailure(reply, 400, ERROR_CODES.badInput, message, field);
    }

    try {
      const ctx = await context(request);
      if (action.auth !== 'public') {
        if (!ctx.session) throw unauthenticated();
        if ((action.modules ?? []).some((m) => !ctx.session!.portal_modules.includes(m))) throw forbidden();
        const age = Math.floor(server.clock.now().getTime() / 1000) - ctx.session.iat;
        if (action.auth === 'fresh' && age >= REAUTH_FRESHNESS_SECONDS) {
          throw new ActionFailure(403, ERROR_CODES.reauthRequired, 'Please re-authenticate to continue.');
        }
      }
      const result = await (action.handler as (input: unknown, ctx: ActionContext) => Promise<unknown>)(parsed.data, ctx);
      return sendResult(reply, result);
    } catch (error) {
      if (error instanceof ActionFailure) return sendFailure(reply, error.status, error.code, error.message, error.field);
      throw error;
    }
  });

  // Download and upload routes exist from the start; their actions arrive with the features that need them.
  app.post<{ Params: { name: string } }>(`${API}/download/:name`, async (request, reply) =>
    sendFailure(reply, 404, ERROR_CODES.unknownAction, `Unknown download: ${request.params.name.slice(0, 100)}`),
  );
  app.post<{ Params: { name: string } }>(`${API}/upload/:name`, async (request, reply) =>
    sendFailure(reply, 404, ERROR_CODES.unknownAction, `Unknown upload: ${request.params.name.slice(0, 100)}`),
  );
}
