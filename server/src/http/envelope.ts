import type { FastifyReply } from 'fastify';
import { counter } from '../observability/metrics';

const failures = counter('portal_errors_total', 'Failed answers, by error code (BAD_INPUT, UNAUTHENTICATED, INTERNAL…).', ['code']);

/** What the caller is told of a failure on the server's side; the log has the error under the correlation id. */
export const INTERNAL_FAILURE_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The request's id is its correlation id: the client sees it in the envelope, the log carries it as reqId. */
export function sendResult(reply: FastifyReply, result: unknown) {
  return reply.code(200).send({ success: true, result, errors: [], correlationId: reply.request.id });
}

export function sendFailure(reply: FastifyReply, status: number, code: string, message: string, field?: string) {
  failures.inc({ code });
  return reply.code(status).send({
    success: false,
    result: null,
    errors: [{ code, message, ...(field ? { field } : {}) }],
    correlationId: reply.request.id,
  });
}
