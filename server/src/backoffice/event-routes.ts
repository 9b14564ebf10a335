import { z } from 'zod';
import { eventById, listEvents, retryFailedEvents, type OutboxEventRow } from '../outbox/outbox-admin';
import { ERROR_CODES } from '@portal/contract';
import { ActionFailure } from '../http/action-failure';
import { defineRoute, ok } from './route';
import { eventParams, eventsAnswer, eventsQuery, outboxEventAnswer, retryAnswer, retryBody } from './schemas';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const shown = (row: OutboxEventRow) =>
  outboxEventAnswer.parse({
    id: row.id,
    seq: row.seq,
    type: row.type,
    orderingKey: row.orderingKey,
    state: row.state,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    deliveredAt: iso(row.deliveredAt),
    retriedAt: iso(row.retriedAt),
    data: row.data,
  });

export const listOutboxEvents = defineRoute({
  method: 'GET',
  path: '/events',
  operationId: 'listEvents',
  tag: 'Events',
  summary: 'List outbound events by state (failed ones by default)',
  description:
    "The events the portal sends (order.created, ticket.replied, …) in one state, oldest first, 100 at a time (next pages on). A failed event was tried for the last time and never delivered: what it was for shows the customer as Delayed, and the later events of its ordering key wait behind it until it is retried.",
  params: z.strictObject({}),
  query: eventsQuery,
  body: z.strictObject({}),
  answer: eventsAnswer,
  failures: {},
  async handler({ query }, ctx) {
    const { events, next } = await listEvents(ctx.db, { state: query.state, type: query.type, after: query.after, limit: query.limit ?? 100 });
    return { ...ok(eventsAnswer.parse({ events: events.map(shown), next })), replayed: false };
  },
});

export const retryOutboxEvent = defineRoute({
  method: 'POST',
  path: '/events/:id/retry',
  operationId: 'retryEvent',
  tag: 'Events',
  summary: 'Try a failed event again',
  description:
    "A failed event becomes pending, due now, with its tries counted afresh; it is delivered before the later events of its ordering key that waited behind it. What it was for shows as Delayed until it is delivered. An event that is not failed (already retried, delivered, …) is left as it is: retried false.",
  params: eventParams,
  body: retryBody,
  answer: retryAnswer,
  failures: { 404: 'No event has this id.' },
  example: {},
  async handler({ params }, ctx) {
    const answer = await ctx.once(async (tx) => {
      const [retried] = await retryFailedEvents(tx, [params.id], ctx.clock.now());
      const event = retried ?? (await eventById(tx, params.id));
      if (!event) throw new ActionFailure(404, ERROR_CODES.notFound, `No event has id ${params.id}.`);
      return ok(retryAnswer.parse({ event: shown(event), retried: Boolean(retried) }));
    });
    if (!answer.replayed) ctx.wakeOutbox();
    return answer;
  },
});
