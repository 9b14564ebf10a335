import { enqueueEvent, HELPDESK_EVENT_TYPES, type OutboxHandler } from '../outbox/outbox-events';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';

/** What the helpdesk is told when a customer logs a ticket (ticket.created) or writes on one (ticket.replied). */
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
  /** The helpdesk's id of the reply: keeping it again adds nothing. */
  id: string;
  ticketNumber: string;
  agentName: string;
  body: string;
  sentAt: Date;
}

/** The demo agent's own step: its answer, falling due `delayMs` after the customer wrote. */
export const DEMO_HELPDESK_REPLY = 'demo.helpdesk.reply';

export interface DemoHelpdeskOptions {
  db: Db;
  clock: Clock;
  /** How long the agent takes to answer after the customer wrote, on the server's clock; default 3 s. */
  delayMs?: number;
  /** Keeps a reply on its ticket (ticket-store.ts), as the back office's reply callback does. */
  reply: (reply: AgentReply) => Promise<void>;
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
 * The demo helpdesk's agent, an outbox consumer like any other: each ticket.created or ticket.replied it receives
 * becomes an answer of its own, an outbox event due `delayMs` after the customer wrote, whose delivery puts the
 * answer on the ticket. Both are outbox events, so a restart loses neither, and reading a ticket changes nothing;
 * an event delivered twice is answered once (the answer's id comes from the event's).
 */
export function demoHelpdeskAgent({ db, clock, delayMs = 3000, reply }: DemoHelpdeskOptions): Map<string, OutboxHandler> {
  const received: OutboxHandler = async (event) => {
    const told = event.data as unknown as HelpdeskEvent;
    const sentAt = new Date(event.createdAt.getTime() + delayMs);
    await enqueueEvent(
      db,
      {
        id: `${event.id}:reply`,
        type: DEMO_HELPDESK_REPLY,
        orderingKey: `demo-helpdesk:${told.ticketNumber}`,
        data: {
          replyId: `${event.id}:reply`,
          ticketNumber: told.ticketNumber,
          agentName: AGENTS[Math.abs(hash(told.ticketNumber)) % AGENTS.length],
          body: answer({ ...told, kind: event.type === 'ticket.replied' ? 'replied' : 'logged' }),
          sentAt: sentAt.toISOString(),
        },
        availableAt: sentAt,
      },
      clock.now(),
    );
  };
  const handlers = new Map<string, OutboxHandler>(HELPDESK_EVENT_TYPES.map((type) => [type, received]));
  handlers.set(DEMO_HELPDESK_REPLY, async (event) => {
    const { replyId, ticketNumber, agentName, body, sentAt } = event.data as Record<string, string>;
    await reply({ id: replyId, ticketNumber, agentName, body, sentAt: new Date(sentAt) });
  });
  return handlers;
}

/** A stable small number from a ticket number, so one ticket keeps one agent. */
function hash(text: string) {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return h;
}
