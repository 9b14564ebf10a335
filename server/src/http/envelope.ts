import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const correlationId = () => randomUUID();

export function sendResult(reply: FastifyReply, result: unknown) {
  return reply.code(200).send({ success: true, result, errors: [] });
}

export function sendFailure(reply: FastifyReply, status: number, code: string, message: string, field?: string) {
  const id = correlationId();
  return reply.code(status).send({
    success: false,
    result: null,
    errors: [{ code, message, ...(field ? { field } : {}) }],
    correlationId: id,
  });
}
