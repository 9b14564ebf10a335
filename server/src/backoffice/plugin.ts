import { ERROR_CODES } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerContext } from '../actions/define-action';
import { ActionFailure, badInput } from '../http/action-failure';
import { admit, backofficeLimits, bearerChecker } from './auth';
import { earlierAnswer, exactlyOnce, type Answer } from './idempotency';
import { BACKOFFICE_PREFIX, OPENAPI_PATH, openApiDocument, openApiPath } from './openapi';
import { completeProvisioning, failProvisioning } from './provisioning-routes';
import type { BackofficeContext, BackofficeRoute } from './route';
import { idempotencyKey } from './schemas';
import { listOutboxEvents, retryOutboxEvent } from './event-routes';
import { sendBroadcast, setServiceStatus } from './service-routes';
import { replyToTicket, setTicketStatus } from './ticket-routes';
import { OUTAGE_ROUTES } from './outage-routes';

/** Every endpoint of the API: served, and documented in openapi.json, from this one list. */
export const BACKOFFICE_ROUTES: BackofficeRoute[] = [completeProvisioning, failProvisioning, replyToTicket, setTicketStatus, setServiceStatus, sendBroadcast, ...OUTAGE_ROUTES, listOutboxEvents, retryOutboxEvent];

export interface BackofficeOptions {
  /** BACKOFFICE_TOKEN; none: the API is not served at all (its paths answer 404). */
  tokens: readonly string[];
  /** BACKOFFICE_REQUESTS_PER_MINUTE, per client address; default 600. */
  requestsPerMinute?: number;
}

const DEFAULT_BODY_LIMIT = 64 * 1024;

const served = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

/** Every route this server registered under the prefix, as Fastify saw it registered (tests hold the document to it). */
export const servedBackofficeRoutes = (app: FastifyInstance) => served.get(app) ?? [];

function sendError(reply: FastifyReply, status: number, code: string, message: string, field?: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error: { code, message, ...(field ? { field } : {}) } });
}

/** zod's issues as one sentence a person can act on: where, and what is wrong there. */
function describeIssues(where: string, error: z.ZodError) {
  const lines = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '';
  return { message: `The ${where} is not valid: ${lines.join('; ')}${more}.`.replace(/\.\.$/, '.'), field: error.issues[0]?.path.join('.') || undefined };
}

function parsed<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, field } = describeIssues(where, result.error);
    throw badInput(message, field);
  }
  return result.data;
}

/** The back-office API under /api/backoffice/v1/, when a token is configured; otherwise nothing (404). */
export async function registerBackofficeApi(app: FastifyInstance, server: ServerContext, options: BackofficeOptions) {
  if (!options.tokens.length) return;
  const check = bearerChecker(options.tokens);
  const limits = backofficeLimits(options.requestsPerMinute ?? 600);
  const document = openApiDocument(BACKOFFICE_ROUTES, server.publicOrigin);

  const routes: { method: string; url: string }[] = [];
  served.set(app, routes);
  await app.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      });
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        if (error instanceof ActionFailure) return sendError(reply, error.status, error.code, error.message, error.field);
        const status = error.statusCode ?? 500;
        if (status === 413) return sendError(reply, 413, ERROR_CODES.tooLarge, 'The request body is too large.');
        if (status === 415) return sendError(reply, 415, ERROR_CODES.unsupportedMediaType, 'Send the body as JSON, with Content-Type: application/json.');
        if (status >= 400 && status < 500) {
          const message =
            error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The body is empty although Content-Type says JSON: send {} when there is nothing to say.'
              : /prototype|constructor/i.test(error.message)
                ? 'The body uses a forbidden key (__proto__ or constructor).'
                : 'The body is not valid JSON.';
          return sendError(reply, 400, ERROR_CODES.badInput, message);
        }
        request.log.error({ err: error, correlationId: request.id }, 'back-office request failed');
        return sendError(reply, 500, ERROR_CODES.internal, `Something went wrong on the portal's side (correlation id ${request.id}); the request changed nothing. Try again.`);
      });
      scope.setNotFoundHandler((request, reply) => sendError(reply, 404, ERROR_CODES.notFound, `The back-office API has no ${request.method} ${request.url.split('?')[0].slice(0, 200)}.`));

      scope.get(OPENAPI_PATH, async (request, reply) => {
        await admit(server.counters, limits, () => true, request.ip, undefined, server.clock.now().getTime());
        return reply.header('cache-control', 'no-cache').send(document);
      });

      for (const route of BACKOFFICE_ROUTES) {
        scope.route({
          method: route.method,
          url: route.path,
          bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
          handler: (request, reply) => handle(route, request, reply),
        });
      }
    },
    { prefix: BACKOFFICE_PREFIX },
  );

  const context = (request: FastifyRequest, once: BackofficeContext['once']): BackofficeContext => ({
    db: server.db,
    clock: server.clock,
    files: server.files,
    instanceConfig: server.instanceConfig,
    log: request.log,
    wakeOutbox: () => server.outbox.wake(),
    once,
  });

  async function handle(route: BackofficeRoute, request: FastifyRequest, reply: FastifyReply) {
    await admit(server.counters, limits, check, request.ip, request.headers.authorization, server.clock.now().getTime());
    if (route.method === 'GET') {
      const params = parsed(route.params, request.params ?? {}, 'path');
      const query = route.query ? parsed(route.query, request.query ?? {}, 'query') : {};
      const reads = () => Promise.reject(new Error('A GET route changes nothing.'));
      const answer = await route.handler({ params, body: {}, query }, context(request, reads));
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    }
    const key = parsed(idempotencyKey, request.headers['idempotency-key'], 'Idempotency-Key header');
    const params = parsed(route.params, request.params ?? {}, 'path');
    const body = parsed(route.body, request.body ?? {}, 'body');
    const identity = { key, route: `${route.method} ${openApiPath(route.path)} ${JSON.stringify(params)}`, body };
    const send = (answer: Answer, replayed: boolean) => {
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    };
    const earlier = await earlierAnswer(server.db, identity);
    if (earlier) return send(earlier, true);
    const answer = await route.handler(
      { params, body, query: {} },
      context(request, (work) => exactlyOnce(server.db, identity, server.clock.now(), work)),
    );
    return send(answer, answer.replayed);
  }
}
