import { and, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { provisioningSimJobs } from '../db/schema';

/**
 * An order, a cancellation or a change inside a service (a mailbox added, call forwarding set) handed to the network
 * side (the operator's provisioning system).
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

export interface ProvisioningResult {
  kind: ProvisioningJob['kind'];
  reference: string;
}

/**
 * Receives each order and cancellation and reports them done. The portal applies what is reported (an upgrade takes
 * effect, a cancellation is scheduled) whenever it asks — lazily on reads — and as soon as `onCompleted` says so.
 */
export interface ProvisioningAdapter {
  readonly kind: string;
  submit(job: ProvisioningJob): Promise<void>;
  /** Jobs completed since last asked, each reported once. */
  collectCompleted(): Promise<ProvisioningResult[]>;
  /** Called when jobs may have completed, so the portal need not wait for the next read. */
  onCompleted(listener: () => void): void;
  /** Stops pending timers (the server closing). */
  close(): void;
}

export interface ProvisioningSimulatorOptions {
  db: Db;
  clock: Clock;
  /** How long the operator takes, on `clock`; default 2 s. 0: done at once. */
  delayMs?: number;
}

/**
 * The demo operator: each job completes `delayMs` after it is submitted. Its jobs live in its own table, so a
 * restart loses nothing; its timers are unref'd, so they never keep the process (or jest) alive.
 */
export function demoProvisioningSimulator({ db, clock, delayMs = 2000 }: ProvisioningSimulatorOptions): ProvisioningAdapter {
  const listeners: (() => void)[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const notify = () => {
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // A listener's failure is its own; the next read applies the work anyway.
      }
    }
  };

  return {
    kind: 'demo',
    async submit(job) {
      const now = clock.now();
      await db
        .insert(provisioningSimJobs)
        .values({ reference: job.reference, kind: job.kind, serviceTag: job.serviceTag, submittedAt: now, completeAt: new Date(now.getTime() + delayMs) })
        .onConflictDoNothing();
      if (closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!closed) notify();
      }, delayMs + 50);
      timer.unref();
      timers.add(timer);
    },
    async collectCompleted() {
      const rows = await db
        .update(provisioningSimJobs)
        .set({ reportedAt: clock.now() })
        .where(and(isNull(provisioningSimJobs.reportedAt), lte(provisioningSimJobs.completeAt, clock.now())))
        .returning({ kind: provisioningSimJobs.kind, reference: provisioningSimJobs.reference });
      return rows.map((r) => ({ kind: r.kind as ProvisioningJob['kind'], reference: r.reference }));
    },
    onCompleted(listener) {
      listeners.push(listener);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
