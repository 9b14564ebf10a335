import { and, asc, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { outboxEvents } from '../db/schema';
import { scrubSecrets } from '../logging';
import { counter } from '../observability/metrics';
import { enqueueEvent, type NewOutboxEvent, type OutboxEvent, type OutboxHandler } from './outbox-events';

const deliveries = counter(
  'portal_outbox_deliveries_total',
  'Outbox delivery attempts by event type and outcome: delivered, retry (tried again later), failed (its last try), skipped (nothing receives that type).',
  ['type', 'outcome'],
);

export interface RetryPolicy {
  /** Tries in all, the first included; after the last one the event is failed. */
  maxAttempts: number;
  /** The wait after the first failed try; it doubles after each one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 15, baseDelayMs: 5_000, maxDelayMs: 3_600_000 };

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Work the worker runs now and then besides delivering (dated upgrades and cancellations falling due). */
export interface Sweep {
  name: string;
  everyMs: number;
  run: (now: Date) => Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Db;
  clock: Clock;
  log: Log;
  /** Who receives each type; an event of a type nobody receives is marked skipped. */
  handlers: ReadonlyMap<string, OutboxHandler>;
  /** Called once an event has failed for good, so that what it was for shows as delayed. */
  onFailed?: (event: OutboxEvent) => Promise<void>;
  retry?: RetryPolicy;
  /**
   * How long a claimed event is this worker's before another may take it: longer than any handler takes. A node
   * killed mid-delivery leaves its claims to be taken again once this has passed.
   */
  leaseMs?: number;
  /** Deliveries in flight at most, side by side (events of one ordering key never are). */
  batchSize?: number;
  /** The longest wait between looks when nothing wakes the worker (events written by another node). */
  pollMs?: number;
  sweeps?: Sweep[];
}

export interface OutboxWorker {
  /** Writes an event in the caller's transaction (enqueueEvent with this worker's clock). */
  enqueue(tx: Db, event: NewOutboxEvent): Promise<string>;
  /** Looks for due events now (call after the transaction that wrote some has committed). */
  wake(): void;
  start(): void;
  /** Delivers everything due and (unless `sweeps` is false) runs every sweep, until nothing is left due; for tests and commands. */
  runDue(options?: { sweeps?: boolean }): Promise<void>;
  /** Stops claiming, lets deliveries under way end (aborting them after `graceMs`), and returns when idle. */
  close(graceMs?: number): Promise<void>;
}

/** The wait before try `attempt + 1`, after `attempt` failed tries: exponential, capped, with up to 10% jitter. */
export function backoffMs(policy: RetryPolicy, attempt: number) {
  const exact = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exact * (1 + Math.random() * 0.1));
}

const reasonOf = (error: unknown) => scrubSecrets(error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, clock, log, handlers } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 10;
  const pollMs = options.pollMs ?? 1_000;
  const sweeps = options.sweeps ?? [];
  const lastSwept = new Map<string, number>();
  const closing = new AbortController();
  let started = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let wanted = false;

  const earlier = alias(outboxEvents, 'earlier');

  /** Claims due events whose earlier events of the same key have all been delivered (or skipped). */
  async function claim(now: Date, limit: number) {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const due = await tx
        .select({ seq: outboxEvents.seq })
        .from(outboxEvents)
        .where(
          and(
            eq(outboxEvents.state, 'pending'),
            lte(outboxEvents.nextAttemptAt, now),
            or(isNull(outboxEvents.leaseUntil), lte(outboxEvents.leaseUntil, now)),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(earlier)
                .where(and(eq(earlier.orderingKey, outboxEvents.orderingKey), sql`${earlier.seq} < ${outboxEvents.seq}`, inArray(earlier.state, ['pending', 'failed']))),
            ),
          ),
        )
        .orderBy(asc(outboxEvents.seq))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      return tx
        .update(outboxEvents)
        .set({ leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outboxEvents.attempts} + 1` })
        .where(inArray(outboxEvents.seq, due.map((d) => d.seq)))
        .returning();
    });
  }

  type Row = Awaited<ReturnType<typeof claim>>[number];

  async function deliver(row: Row) {
    const event: OutboxEvent = { id: row.id, type: row.type, orderingKey: row.orderingKey, createdAt: row.createdAt, data: row.data, attempt: row.attempts };
    const handler = handlers.get(row.type);
    const mine = and(eq(outboxEvents.seq, row.seq), eq(outboxEvents.state, 'pending'));
    if (!handler) {
      await db.update(outboxEvents).set({ state: 'skipped', leaseUntil: null }).where(mine);
      deliveries.inc({ type: row.type, outcome: 'skipped' });
      return;
    }
    try {
      await handler(event, closing.signal);
    } catch (error) {
      const now = clock.now();
      if (closing.signal.aborted) {
        // Cut off by the server closing: not a try that counts; free at once for the next start or another node.
        await db.update(outboxEvents).set({ leaseUntil: null, attempts: sql`${outboxEvents.attempts} - 1` }).where(mine).catch(() => undefined);
        return;
      }
      const reason = reasonOf(error);
      if (row.attempts >= retry.maxAttempts) {
        await db.update(outboxEvents).set({ state: 'failed', leaseUntil: null, lastError: reason }).where(mine);
        deliveries.inc({ type: row.type, outcome: 'failed' });
        log.error({ eventId: row.id, eventType: row.type, orderingKey: row.orderingKey, attempts: row.attempts, reason }, 'outbox event failed after its last try; later events of its key wait');
        await options.onFailed?.(event).catch((e) => log.warn({ eventId: row.id, reason: reasonOf(e) }, 'outbox: marking a failed event delayed did not work'));
        return;
      }
      const waitMs = backoffMs(retry, row.attempts);
      await db.update(outboxEvents).set({ leaseUntil: null, lastError: reason, nextAttemptAt: new Date(now.getTime() + waitMs) }).where(mine);
      deliveries.inc({ type: row.type, outcome: 'retry' });
      log.warn({ eventId: row.id, eventType: row.type, attempts: row.attempts, retryInMs: waitMs, reason }, 'outbox delivery failed; trying again later');
      return;
    }
    await db.update(outboxEvents).set({ state: 'delivered', deliveredAt: clock.now(), leaseUntil: null, lastError: null }).where(eq(outboxEvents.seq, row.seq));
    deliveries.inc({ type: row.type, outcome: 'delivered' });
  }

  /** Claims under way and deliveries in flight, the background loop's included: runDue waits for them, as their claims hide their events. */
  const claims = new Set<Promise<unknown>>();
  const inFlight = new Set<Promise<void>>();
  let deliveriesEnded = 0;

  /** Claims up to `limit` due events and starts delivering each; answers the deliveries started. */
  async function claimAndStart(limit: number) {
    // The deliveries join inFlight before the claim counts as ended, so that settled() never sees neither.
    const claiming = claim(clock.now(), limit).then((rows) => rows.map(startDelivery));
    claims.add(claiming);
    try {
      return await claiming;
    } finally {
      claims.delete(claiming);
    }
  }

  function startDelivery(row: Row) {
    const delivery: Promise<void> = deliver(row)
      .catch((error) => log.warn({ eventId: row.id, reason: reasonOf(error) }, 'outbox: recording a delivery failed'))
      .finally(() => {
        inFlight.delete(delivery);
        deliveriesEnded++;
        // A delivery ended: its key's next event may be due, and a slot is free.
        wanted = true;
        wakeUp?.();
      });
    inFlight.add(delivery);
    return delivery;
  }

  /** One claim and its deliveries, awaited; answers how many events were claimed. */
  async function pass() {
    const started = await claimAndStart(batchSize);
    await Promise.all(started);
    return started.length;
  }

  async function settled() {
    while (claims.size || inFlight.size) await Promise.allSettled([...claims, ...inFlight]);
  }

  /**
   * Delivers until nothing is due and nothing is under way, the background loop's work and another runDue's included:
   * an event a delivery enqueues (a reply due at once, say) is delivered too. Done when a pass claimed nothing and no
   * delivery anywhere ended meanwhile (one that did may have enqueued more); waiting on others' empty claims instead
   * would have two callers keep each other going.
   */
  async function drain() {
    for (;;) {
      await settled();
      const mark = deliveriesEnded;
      const claimed = await pass();
      await settled();
      if (!claimed && deliveriesEnded === mark) return;
    }
  }

  async function runSweeps(all: boolean) {
    for (const sweep of sweeps) {
      const last = lastSwept.get(sweep.name) ?? 0;
      if (!all && Date.now() - last < sweep.everyMs) continue;
      lastSwept.set(sweep.name, Date.now());
      try {
        await sweep.run(clock.now());
      } catch (error) {
        if (!closing.signal.aborted) log.warn({ sweep: sweep.name, reason: reasonOf(error) }, 'outbox sweep failed; it runs again later');
      }
    }
  }

  /** How long until a pending event may be claimed (a retry's time, a lease running out); at most pollMs. */
  async function nextWaitMs() {
    const now = clock.now();
    const ready = sql<Date>`greatest(${outboxEvents.nextAttemptAt}, coalesce(${outboxEvents.leaseUntil}, ${outboxEvents.nextAttemptAt}))`;
    const [next] = await db
      .select({ at: sql<string>`min(${ready})` })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.state, 'pending'), or(gt(outboxEvents.nextAttemptAt, now), gt(outboxEvents.leaseUntil, now))));
    if (!next?.at) return pollMs;
    return Math.max(10, Math.min(pollMs, new Date(next.at).getTime() - now.getTime()));
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wanted || stopping) return resolve();
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  /**
   * Keeps up to batchSize deliveries in flight and claims more as each ends, so that a receiver slow to answer one
   * event holds back only the later events of its key.
   */
  async function run() {
    while (!stopping) {
      wanted = false;
      let claimed = 0;
      try {
        const free = batchSize - inFlight.size;
        if (free > 0) claimed = (await claimAndStart(free)).length;
        if (!claimed && !stopping) await runSweeps(false);
        if (!claimed && !wanted && !stopping) await sleep(free > 0 ? await nextWaitMs() : pollMs);
      } catch (error) {
        if (stopping) break;
        log.warn({ reason: reasonOf(error) }, 'outbox worker: the database did not answer; looking again shortly');
        await sleep(pollMs);
      }
    }
  }

  return {
    enqueue: (tx, event) => enqueueEvent(tx, event, clock.now()),
    wake() {
      wanted = true;
      wakeUp?.();
    },
    start() {
      if (started) return;
      started = true;
      loop = run();
    },
    async runDue({ sweeps: withSweeps = true } = {}) {
      await drain();
      if (withSweeps) {
        await runSweeps(true);
        await drain();
      }
    },
    async close(graceMs = 5_000) {
      stopping = true;
      wakeUp?.();
      // No new claims; what is under way gets `graceMs` to finish before it is aborted (and freed for another try).
      const abortLater = setTimeout(() => closing.abort(), graceMs);
      abortLater.unref();
      await loop?.catch(() => undefined);
      await settled();
      clearTimeout(abortLater);
      closing.abort();
    },
  };
}
