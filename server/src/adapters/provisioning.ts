import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { enqueueEvent, serviceKey, type NewOutboxEvent, type OutboxHandler } from '../outbox/outbox-events';

/**
 * An order, a cancellation or a change inside a service (a mailbox added, call forwarding set) handed to the network
 * side (the operator's provisioning system), as an outbox event written with the change itself.
 */
export interface ProvisioningJob {
  kind: 'order' | 'cancellation' | 'change';
  reference: string;
  accountCode: string;
  serviceTag: string;
  serviceType: string;
  /** What is asked, in words, for the operator's queue. */
  summary: string;
}

export const PROVISIONING_EVENT = { order: 'order.created', cancellation: 'cancellation.created', change: 'service.change.requested' } as const;
const KIND_OF_EVENT: Record<string, ProvisioningJob['kind']> = { 'order.created': 'order', 'cancellation.created': 'cancellation', 'service.change.requested': 'change' };

/** The job's event, in order with everything else about its service; `details` adds what the kind of job knows. */
export const provisioningEvent = (job: ProvisioningJob, details: Record<string, unknown> = {}): NewOutboxEvent => ({
  type: PROVISIONING_EVENT[job.kind],
  orderingKey: serviceKey(job.accountCode, job.serviceTag),
  data: { ...job, ...details },
});

/** The demo operator's own step: completing a job it was handed. */
export const DEMO_COMPLETION = 'demo.provisioning.completed';

export interface DemoProvisioningOptions {
  db: Db;
  clock: Clock;
  /** How long the operator takes after the job was placed, on `clock`; default 2 s. */
  delayMs?: number;
  /** Completes a job (provisioning-work.ts), as a real operator's callback does. */
  complete: (kind: ProvisioningJob['kind'], reference: string, now: Date) => Promise<void>;
}

/**
 * The demo operator, an outbox consumer like any other: each job event it receives becomes a job of its own,
 * due `delayMs` after the job was placed, whose delivery completes it. Both are outbox events, so a restart loses
 * neither; a job event delivered twice makes one completion (its id comes from the job event's).
 */
export function demoProvisioningOperator({ db, clock, delayMs = 2000, complete }: DemoProvisioningOptions): Map<string, OutboxHandler> {
  const received: OutboxHandler = async (event) => {
    const kind = KIND_OF_EVENT[event.type];
    await enqueueEvent(
      db,
      {
        id: `${event.id}:completed`,
        type: DEMO_COMPLETION,
        orderingKey: `demo-operator:${String(event.data.reference)}`,
        data: { kind, reference: event.data.reference },
        availableAt: new Date(event.createdAt.getTime() + delayMs),
      },
      clock.now(),
    );
  };
  const handlers = new Map<string, OutboxHandler>(Object.keys(KIND_OF_EVENT).map((type) => [type, received]));
  handlers.set(DEMO_COMPLETION, async (event) => complete(event.data.kind as ProvisioningJob['kind'], String(event.data.reference), clock.now()));
  return handlers;
}
