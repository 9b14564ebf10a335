import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect';
import { outboxEvents } from '../db/schema';

/** What the portal tells other systems (docs/deploy.md "Outbound events"). */
export const PROVISIONING_EVENT_TYPES = [
  'order.created',
  'cancellation.created',
  'service.change.requested',
  'payment.succeeded',
  'arrangement.made',
  'arrangement.completed',
  'arrangement.broken',
] as const;
export const HELPDESK_EVENT_TYPES = ['ticket.created', 'ticket.replied'] as const;

export interface NewOutboxEvent {
  /** A portal event (one of PROVISIONING_EVENT_TYPES, HELPDESK_EVENT_TYPES) or an internal job's type (such as the demo operator's). */
  type: string;
  /** Events of one key are delivered one after the other, in the order written: 'service:CUS1001:FTTH-100234'. */
  orderingKey: string;
  /** What the receiver gets as `data`: never a secret, a token or a full card or bank account number. */
  data: Record<string, unknown>;
  /** Not delivered before then (a job for later); default now. */
  availableAt?: Date;
  /** Default a new UUID. A fixed id makes writing it again a no-op (a job derived from a delivered event). */
  id?: string;
}

/** An event as a handler receives it: the same id on every try. */
export interface OutboxEvent {
  id: string;
  type: string;
  orderingKey: string;
  createdAt: Date;
  data: Record<string, unknown>;
  /** 1 on the first try. */
  attempt: number;
}

/**
 * Resolves once the event reached its receiver; throws (or rejects) to have it tried again later. `signal` aborts
 * when the server closes mid-delivery (the event is then tried again, by this node's next start or another node).
 */
export type OutboxHandler = (event: OutboxEvent, signal: AbortSignal) => Promise<void>;

/**
 * Writes an event inside the caller's transaction `tx`: it exists exactly when the change that causes it commits.
 * Answers its id. Call the outbox's `wake()` after the commit so that it goes at once.
 */
export async function enqueueEvent(tx: Db, event: NewOutboxEvent, now: Date): Promise<string> {
  const id = event.id ?? randomUUID();
  await tx
    .insert(outboxEvents)
    .values({ id, type: event.type, orderingKey: event.orderingKey, data: event.data, createdAt: now, nextAttemptAt: event.availableAt ?? now })
    .onConflictDoNothing({ target: outboxEvents.id });
  return id;
}

/** The ordering key of everything about one service of one account. */
export const serviceKey = (accountCode: string, serviceTag: string) => `service:${accountCode}:${serviceTag}`;
export const ticketKey = (ticketNumber: string) => `ticket:${ticketNumber}`;
export const accountKey = (accountCode: string) => `account:${accountCode}`;
