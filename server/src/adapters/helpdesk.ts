import { and, inArray, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { helpdeskSimReplies } from '../db/schema';

/** What the helpdesk is told when a customer logs a ticket or writes on one. */
export interface HelpdeskEvent {
  kind: 'logged' | 'replied';
  ticketNumber: string;
  accountCode: string;
  category: string;
  subject: string;
  /** The customer's first name, for the agent's greeting. */
  customerFirstName: string;
  /** What the customer wrote. */
  body: string;
}

/** An agent's answer on a ticket, from the helpdesk. */
export interface AgentReply {
  /** The helpdesk's id of the reply: delivering it again adds nothing. */
  id: string;
  ticketNumber: string;
  agentName: string;
  body: string;
  sentAt: Date;
}

/**
 * The operator's helpdesk: it hears of each ticket and customer reply, and its agents answer. The portal asks for
 * the answers whenever it shows tickets (nothing waits on a timer) and acknowledges each once it is kept.
 */
export interface HelpdeskAdapter {
  readonly kind: string;
  notify(event: HelpdeskEvent): Promise<void>;
  /** Agent replies sent by now and not yet acknowledged. */
  pendingReplies(): Promise<AgentReply[]>;
  acknowledge(ids: string[]): Promise<void>;
  /** Stops whatever it runs in the background (the server closing). */
  close(): void;
}

export interface DemoHelpdeskOptions {
  db: Db;
  clock: Clock;
  /** How long the agent takes to answer, on `clock`; default 3 s. */
  delayMs?: number;
}

const AGENTS = ['Lindiwe from Support', 'Johan from Support', 'Priya from Support'];

const quoted = (subject: string) => (subject.length > 80 ? `${subject.slice(0, 77)}...` : subject);

function answer(event: HelpdeskEvent) {
  const hello = `Hi ${event.customerFirstName || 'there'},`;
  if (event.kind === 'replied') {
    return `${hello}\n\nThank you for the update on "${quoted(event.subject)}". I have added it to your ticket ${event.ticketNumber} and will come back to you as soon as I have news.`;
  }
  const next =
    event.category === 'Billing'
      ? 'I am going through your account and invoices now'
      : event.category === 'Technical'
        ? 'I am running a check on the service from our side now'
        : 'I am looking into it now';
  return `${hello}\n\nThank you for logging "${quoted(event.subject)}" (ticket ${event.ticketNumber}). ${next} and will update this ticket as soon as I know more. You can reply here at any time to add details or files.`;
}

/**
 * The demo helpdesk: an agent answers every ticket and reply `delayMs` after it arrives. Its answers wait in its own
 * table, so a restart loses none; it runs no timer, since the portal collects what is due whenever it reads.
 */
export function demoHelpdeskAgent({ db, clock, delayMs = 3000 }: DemoHelpdeskOptions): HelpdeskAdapter {
  return {
    kind: 'demo',
    async notify(event) {
      const agentName = AGENTS[Math.abs(hash(event.ticketNumber)) % AGENTS.length];
      await db.insert(helpdeskSimReplies).values({
        ticketNumber: event.ticketNumber,
        agentName,
        body: answer(event),
        dueAt: new Date(clock.now().getTime() + delayMs),
      });
    },
    async pendingReplies() {
      const rows = await db
        .select()
        .from(helpdeskSimReplies)
        .where(and(isNull(helpdeskSimReplies.deliveredAt), lte(helpdeskSimReplies.dueAt, clock.now())))
        .orderBy(helpdeskSimReplies.dueAt, helpdeskSimReplies.id);
      return rows.map((r) => ({ id: `demo-${r.id}`, ticketNumber: r.ticketNumber, agentName: r.agentName, body: r.body, sentAt: r.dueAt }));
    },
    async acknowledge(ids) {
      const own = ids.filter((id) => /^demo-\d+$/.test(id)).map((id) => Number(id.slice(5)));
      if (own.length) await db.update(helpdeskSimReplies).set({ deliveredAt: clock.now() }).where(inArray(helpdeskSimReplies.id, own));
    },
    close() {
      // Nothing runs in the background.
    },
  };
}

/** A stable small number from a ticket number, so one ticket keeps one agent. */
function hash(text: string) {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return h;
}
