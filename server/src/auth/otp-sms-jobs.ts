import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isDemoSmsAdapter, type SmsAdapter } from '../adapters/sms';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { people } from '../db/schema';
import { recordNotification, settleNotification, type NotificationFacts } from '../notifications/notify';
import { counter, gauge } from '../observability/metrics';

export interface JobLog {
  warn(details: object, message: string): void;
}

/**
 * Where a PIN's text goes after RequestOtp has answered: the request never waits for the SMS gateway, so a known
 * number answers as fast as an unknown one. In process for now (a later step moves the jobs to a durable outbox
 * behind this same interface).
 */
/** What a text is, for the people's lists of notifications: never its text (it holds a PIN). */
export interface SmsNotice {
  eventType: string;
  summary: string;
}

export interface SmsJobs {
  /**
   * Takes one text to send; never throws and never waits for the gateway. A failed send is logged and counted. With a
   * notice, the text is listed (sending, then sent or failed) for every person of that number.
   */
  enqueue(to: string, text: string, log?: JobLog, notice?: SmsNotice): void;
  /** Resolves once every text taken so far is sent or has failed (shutdown, tests). */
  drain(): Promise<void>;
}

export const SMS_JOB_CONCURRENCY = 4;
/** Past this many waiting texts a new one is dropped (logged and counted): the gateway is down or far too slow. */
export const SMS_JOBS_MAX_WAITING = 5000;

const sent = counter('portal_sms_sent_total', 'Texts the SMS adapter accepted, by adapter.', ['adapter']);
const failed = counter('portal_sms_send_failures_total', 'Texts the SMS adapter failed to send (logged; the person can ask again).');
const dropped = counter('portal_sms_jobs_dropped_total', 'Texts dropped unsent because too many were waiting for the SMS gateway.');
const waitingGauge = gauge('portal_sms_jobs_waiting', 'Texts waiting for a free slot to the SMS gateway.');

/** At most `concurrency` texts at the gateway at once; the rest wait in order. */
/**
 * Lists a text for each person of its number (security messages: never suppressed), and returns how to record the
 * gateway's answer. Recording is done in the job, after the request answered and the text was sent, so a known number
 * costs no more time and the PIN arrives no later.
 */
async function listText(db: Db, clock: Clock, to: string, notice: SmsNotice) {
  const persons = await db.select({ id: people.id }).from(people).where(eq(people.cellNumber, to));
  const now = clock.now();
  const sourceKey = `${notice.eventType}:${randomUUID()}`;
  const ids = await Promise.all(
    persons.map(({ id }) => {
      const facts: NotificationFacts = { personId: id, eventType: notice.eventType, channel: 'sms', summary: notice.summary, destination: to, sourceKey, now };
      return recordNotification(db, facts, 'sending');
    }),
  );
  return (answer: Parameters<typeof settleNotification>[2]) => Promise.all(ids.map((id) => settleNotification(db, id, answer, clock.now())));
}

export function inProcessSmsJobs(
  sms: SmsAdapter,
  options: { concurrency?: number; maxWaiting?: number; notifications?: { db: Db; clock: Clock } } = {},
): SmsJobs {
  const concurrency = options.concurrency ?? SMS_JOB_CONCURRENCY;
  const maxWaiting = options.maxWaiting ?? SMS_JOBS_MAX_WAITING;
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  let idle: { promise: Promise<void>; resolve: () => void } | undefined;
  // A gateway's send starts once the answer is written (even starting a fetch costs the request path time); the demo
  // adapter's send only keeps the text, at once, so that its outbox holds it by the time the answer arrives.
  const startSoon = isDemoSmsAdapter(sms) ? (run: () => void) => run() : (run: () => void) => void setImmediate(run);

  const settleIfIdle = () => {
    if (running === 0 && waiting.length === 0 && idle) {
      idle.resolve();
      idle = undefined;
    }
  };
  const start = (job: () => Promise<void>) => {
    running += 1;
    startSoon(() =>
      void job().finally(() => {
        running -= 1;
        const next = waiting.shift();
        waitingGauge.set(waiting.length);
        if (next) start(next);
        else settleIfIdle();
      }),
    );
  };

  return {
    enqueue(to, text, log, notice) {
      const listed = options.notifications;
      const job = async () => {
        let answer: Parameters<typeof settleNotification>[2];
        try {
          const taken = await sms.send(to, text);
          sent.inc({ adapter: sms.kind });
          answer = { status: 'sent', adapter: sms.kind, providerMessageId: taken?.messageId };
        } catch (error) {
          failed.inc();
          // The adapter's errors name the gateway's answer, never the PIN, the number or a credential.
          log?.warn({ err: error }, 'PIN SMS not sent');
          answer = { status: 'failed', reason: 'The SMS gateway could not take it. Ask for a new PIN.' };
        }
        // Listed once the gateway answered: the text goes out first, without waiting on the database.
        if (!listed || !notice) return;
        try {
          await (await listText(listed.db, listed.clock, to, notice))(answer);
        } catch (error) {
          log?.warn({ err: error }, 'PIN SMS not listed in the notifications');
        }
      };
      if (running < concurrency) return start(job);
      if (waiting.length >= maxWaiting) {
        dropped.inc();
        log?.warn({ waiting: waiting.length }, 'PIN SMS dropped: too many texts are waiting for the SMS gateway');
        return;
      }
      waiting.push(job);
      waitingGauge.set(waiting.length);
    },
    drain() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      if (!idle) {
        let resolve!: () => void;
        const promise = new Promise<void>((r) => (resolve = r));
        idle = { promise, resolve };
      }
      return idle.promise;
    },
  };
}
