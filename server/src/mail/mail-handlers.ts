import { paths } from '@portal/contract';
import type { InstanceConfig } from '@portal/config';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { formatCurrency, formatDate } from '@portal/contract/format';
import { loadReceipt } from '../actions/billing/payment-history-actions';
import type { Db } from '../db/connect';
import { accountUsers, cancellations, orderLines, orders, paymentArrangements, payments, people, services, ticketAttachments, ticketMessages, tickets, usageMessages } from '../db/schema';
import { renderOffThread } from '../documents/document-pool';
import { receiptTitle } from '../documents/receipt-pdf';
import type { OutboxEvent, OutboxHandler } from '../outbox/outbox-events';
import type { MailAdapter, MailAttachment } from './mail-adapter';
import { brandOf, renderMail, type MailBrand, type MailContent } from './mail-layout';
import type { MailEventType } from './mail-jobs';
import { notify } from '../notifications/notify';
import type { Clock } from '../clock';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface MailDeps {
  db: Db;
  mail: MailAdapter;
  instanceConfig: InstanceConfig;
  publicOrigin: string;
  log: Log;
  /** When messages are recorded as sent (notifications); default the wall clock. */
  clock?: Clock;
}

interface Recipient {
  personId: number;
  email: string;
  firstName: string;
}

/** A message ready to send, or why there is none (the thing it was about is gone, or nobody has an address). */
type Composed = { to: Recipient; accountId: number; content: MailContent; attachments?: MailAttachment[] } | { skip: string };

const looksLikeAddress = (email: string) => /^[^\s@]+@[^\s@]+$/.test(email.trim());

/**
 * Who is mailed about an account: `personId` (the person who acted, e.g. who paid) when they have an address, else
 * the account's first user (people.email of account_users, lowest person id first) who has one.
 */
async function recipientOf(db: Db, accountId: number, personId?: number | null): Promise<Recipient | null> {
  if (personId) {
    const [person] = await db.select({ email: people.email, firstName: people.firstName }).from(people).where(eq(people.id, personId));
    if (person && looksLikeAddress(person.email)) return { personId, email: person.email.trim(), firstName: person.firstName };
  }
  const users = await db
    .select({ personId: people.id, email: people.email, firstName: people.firstName })
    .from(accountUsers)
    .innerJoin(people, eq(people.id, accountUsers.personId))
    .where(and(eq(accountUsers.accountId, accountId), isNotNull(people.email), ne(people.email, '')))
    .orderBy(asc(people.id));
  const first = users.find((u) => looksLikeAddress(u.email));
  return first ? { personId: first.personId, email: first.email.trim(), firstName: first.firstName } : null;
}

const NO_ADDRESS = (accountId: number) => ({ skip: `no user of account ${accountId} has an e-mail address` });

async function ticketReplied(deps: MailDeps, data: Record<string, unknown>): Promise<Composed> {
  const { db } = deps;
  const [row] = await db
    .select({ ticket: tickets, message: ticketMessages })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(and(eq(ticketMessages.id, Number(data.messageId)), eq(tickets.ticketNumber, String(data.ticketNumber))));
  if (!row) return { skip: `ticket ${String(data.ticketNumber)} or its reply is gone` };
  const to = await recipientOf(db, row.ticket.accountId);
  if (!to) return NO_ADDRESS(row.ticket.accountId);
  const files = await db.select({ id: ticketAttachments.id }).from(ticketAttachments).where(eq(ticketAttachments.messageId, row.message.id));
  const { ticketNumber, subject } = row.ticket;
  return {
    to,
    accountId: row.ticket.accountId,
    content: {
      subject: `${row.message.authorName} replied to your ticket ${ticketNumber}: ${subject}`,
      firstName: to.firstName,
      paragraphs: [
        `${row.message.authorName} has replied to your ticket ${ticketNumber}, "${subject}".`,
        ...(files.length ? [`The reply has ${files.length === 1 ? 'a file' : `${files.length} files`} attached: open the ticket in the portal to see ${files.length === 1 ? 'it' : 'them'}.`] : []),
        'To answer, reply on the ticket in the portal: replies to this e-mail are not read.',
      ],
      quote: { author: row.message.authorName, text: row.message.body },
      action: { label: 'Open the ticket', path: paths.ticket(ticketNumber) },
    },
  };
}

async function paymentSucceeded(deps: MailDeps, data: Record<string, unknown>): Promise<Composed> {
  const { db, instanceConfig } = deps;
  const reference = String(data.reference);
  const [payment] = await db.select({ accountId: payments.accountId, personId: payments.personId }).from(payments).where(eq(payments.reference, reference));
  if (!payment) return { skip: `payment ${reference} is gone` };
  const to = await recipientOf(db, payment.accountId, payment.personId);
  if (!to) return NO_ADDRESS(payment.accountId);
  const receipt = await loadReceipt(db, payment.accountId, reference, instanceConfig.provider);
  // The same PDF as the portal's Download receipt, rendered on the document pool's threads.
  const pdf = await renderOffThread({ kind: 'receipt-pdf', receipt, brand: instanceConfig.brandName });
  return {
    to,
    accountId: payment.accountId,
    content: {
      subject: `Payment received: ${formatCurrency(receipt.amount)} (receipt ${reference})`,
      firstName: to.firstName,
      paragraphs: ['Thank you: we have received your payment. Your receipt is attached as a PDF, and you can download it again under Payments & Billing.'],
      facts: [
        ['Receipt number', receipt.reference],
        ['Date received', formatDate(receipt.receivedOn)],
        ['Amount received', formatCurrency(receipt.amount)],
        ['Payment method', receipt.method],
        ['Paid towards', receipt.paidTowards || 'Your account'],
        ['Account', receipt.account.accountCode],
      ],
      action: { label: 'See your payments', path: paths.billingDetails },
    },
    attachments: [{ filename: `${receiptTitle(reference)}.pdf`, contentType: 'application/pdf', content: pdf }],
  };
}

async function orderCompleted(deps: MailDeps, data: Record<string, unknown>): Promise<Composed> {
  const { db } = deps;
  const reference = String(data.reference);
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  if (!order) return { skip: `order ${reference} is gone` };
  const to = await recipientOf(db, order.accountId);
  if (!to) return NO_ADDRESS(order.accountId);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return {
    to,
    accountId: order.accountId,
    content: {
      subject: `Your order ${reference} is complete`,
      firstName: to.firstName,
      paragraphs: ['Your order is complete: what you ordered is set up and ready to use.'],
      facts: [
        ['Order', reference],
        ['Ordered on', formatDate(order.orderDate)],
        ...(lines.length ? [['What you ordered', lines.map((line) => `${line.quantity} × ${line.description} (${formatCurrency(Number(line.amount))})`).join('; ')] as [string, string]] : []),
      ],
      action: { label: 'See your orders', path: paths.ordersAndDocs },
    },
  };
}

async function cancellationCompleted(deps: MailDeps, data: Record<string, unknown>): Promise<Composed> {
  const { db } = deps;
  const reference = String(data.reference);
  const [cancellation] = await db.select().from(cancellations).where(eq(cancellations.reference, reference));
  if (!cancellation) return { skip: `cancellation ${reference} is gone` };
  const to = await recipientOf(db, cancellation.accountId);
  if (!to) return NO_ADDRESS(cancellation.accountId);
  return {
    to,
    accountId: cancellation.accountId,
    content: {
      subject: `Your ${cancellation.product} (${cancellation.serviceTag}) is cancelled`,
      firstName: to.firstName,
      paragraphs: [`As you asked, your ${cancellation.product} service ${cancellation.serviceTag} has ended.`],
      facts: [
        ['Cancellation', reference],
        ['Service', `${cancellation.product} (${cancellation.serviceTag})`],
        ['Ended on', formatDate(cancellation.effectiveDate ?? cancellation.requestedDate)],
      ],
      action: { label: 'See your cancellations', path: paths.cancellations },
    },
  };
}

async function usageThreshold(deps: MailDeps, data: Record<string, unknown>): Promise<Composed> {
  const { db } = deps;
  const serviceTag = String(data.serviceTag);
  const [service] = await db.select().from(services).where(eq(services.serviceTag, serviceTag));
  if (!service) return { skip: `service ${serviceTag} is gone` };
  const to = await recipientOf(db, service.accountId);
  if (!to) return NO_ADDRESS(service.accountId);
  const percent = Number(data.percent);
  return {
    to,
    accountId: service.accountId,
    content: {
      subject: `You have used ${percent}% of your data on ${serviceTag}`,
      firstName: to.firstName,
      paragraphs: [`Your ${service.product} service ${serviceTag} has used ${percent}% of this period's data. A top-up keeps you connected at full speed.`],
      facts: [['Service', `${service.product} (${serviceTag})`]],
      action: { label: 'See your usage', path: paths.service(service.category, service.type, serviceTag) },
    },
  };
}

/** A usage message as it was recorded when it was sent (send-usage-message.ts), to the person it is for. */
async function usageMessage(deps: MailDeps, data: Record<string, unknown>): Promise<Composed> {
  const { db } = deps;
  const [row] = await db
    .select({ message: usageMessages, service: services })
    .from(usageMessages)
    .innerJoin(services, eq(services.id, usageMessages.serviceId))
    .where(eq(usageMessages.id, Number(data.messageId)));
  if (!row) return { skip: `usage message ${String(data.messageId)} is gone` };
  const to = await recipientOf(db, row.service.accountId, row.message.personId);
  if (!to) return NO_ADDRESS(row.service.accountId);
  const { service } = row;
  return {
    to,
    accountId: service.accountId,
    content: {
      subject: row.message.subject,
      firstName: to.firstName,
      paragraphs: row.message.text.split('\n').filter(Boolean),
      facts: [['Service', `${service.product} (${service.serviceTag})`]],
      action: { label: 'See your usage', path: paths.service(service.category, service.type, service.serviceTag) },
    },
  };
}

const ARRANGEMENT_WORDS = {
  made: { subject: (ref: string) => `Your payment arrangement ${ref} is confirmed`, lead: 'Thank you: your payment arrangement is confirmed. Your services stay on for this balance while you pay each part by its date.' },
  completed: { subject: (ref: string) => `Your payment arrangement ${ref} is complete`, lead: 'Thank you: everything in your payment arrangement is paid, so it is complete.' },
  broken: {
    subject: (ref: string) => `Your payment arrangement ${ref} has ended`,
    lead: 'A part of your payment arrangement was not paid by its date, so the arrangement has ended and the balance is overdue again. Please pay it now to avoid interruption of your services, or contact us.',
  },
} as const;

async function arrangementMessage(deps: MailDeps, data: Record<string, unknown>): Promise<Composed> {
  const { db } = deps;
  const reference = String(data.reference);
  const event = String(data.event) as keyof typeof ARRANGEMENT_WORDS;
  const [row] = await db.select().from(paymentArrangements).where(eq(paymentArrangements.reference, reference));
  if (!row || !ARRANGEMENT_WORDS[event]) return { skip: `arrangement ${reference} is gone` };
  const to = await recipientOf(db, row.accountId, row.personId);
  if (!to) return NO_ADDRESS(row.accountId);
  const words = ARRANGEMENT_WORDS[event];
  return {
    to,
    accountId: row.accountId,
    content: {
      subject: words.subject(reference),
      firstName: to.firstName,
      paragraphs: [words.lead],
      facts: [
        ['Arrangement', reference],
        ['Amount arranged', formatCurrency(row.totalCents / 100)],
        ...row.parts.map((part, i) => [row.parts.length === 1 ? 'Pay by' : `Part ${i + 1}`, `${formatCurrency(part.amountCents / 100)} by ${formatDate(part.dueDate)}`] as [string, string]),
        ...(event === 'broken' && row.missedDueDate ? [['Missed', `The part due on ${formatDate(row.missedDueDate)}`] as [string, string]] : []),
      ],
      action: { label: 'See your billing', path: paths.billingDetails },
    },
  };
}

const COMPOSERS: Record<MailEventType, (deps: MailDeps, data: Record<string, unknown>) => Promise<Composed>> = {
  'mail.ticket-replied': ticketReplied,
  'mail.payment-succeeded': paymentSucceeded,
  'mail.order-completed': orderCompleted,
  'mail.cancellation-completed': cancellationCompleted,
  'mail.usage-threshold': usageThreshold,
  'mail.usage-message': usageMessage,
  'mail.arrangement': arrangementMessage,
};

/** `<mail.order-completed.ORD-1@portal.example.com>`: the job's id, the same on every try. */
const messageIdOf = (event: OutboxEvent, origin: string) => `<${event.id.replace(/[^A-Za-z0-9.-]/g, '.')}@${new URL(origin).hostname}>`;

/** One handler for every mail job: compose from the database, send, and log what became of it (never the address's secrets: there are none). */
function mailHandler(deps: MailDeps, brand: MailBrand): OutboxHandler {
  return async (event, signal) => {
    const compose = COMPOSERS[event.type as MailEventType];
    const composed = await compose(deps, event.data);
    if ('skip' in composed) {
      deps.log.info({ outboxEventId: event.id, type: event.type }, `e-mail not sent: ${composed.skip}`);
      return;
    }
    const facts = {
      personId: composed.to.personId,
      accountId: composed.accountId,
      eventType: event.type,
      channel: 'email' as const,
      summary: composed.content.subject,
      destination: composed.to.email,
      sourceKey: event.id,
      now: deps.clock?.now() ?? new Date(),
    };
    // The person's choice is honoured here, for every e-mail; the list at /account/notifications shows each.
    const outcome = await notify(deps.db, facts, async () => {
      const rendered = renderMail(brand, composed.content);
      const answer = await deps.mail.send(
        { to: composed.to.email, fromName: brand.brandName, ...rendered, attachments: composed.attachments, messageId: messageIdOf(event, deps.publicOrigin) },
        signal,
      );
      return answer.status === 'sent' ? { status: 'sent', adapter: deps.mail.kind } : { status: 'failed', reason: 'The mail server refused the address.' };
    });
    if (outcome.status === 'suppressed') {
      deps.log.info({ outboxEventId: event.id, type: event.type }, 'e-mail not sent: the person turned these off');
      return;
    }
    if (outcome.status === 'failed') {
      deps.log.warn({ outboxEventId: event.id, type: event.type }, 'e-mail not sent: the mail server refused the recipient for good');
      return;
    }
    deps.log.info({ outboxEventId: event.id, type: event.type, attempt: event.attempt }, 'e-mail sent');
  };
}

/** The outbox's handlers of the mail jobs (mail-jobs.ts), sending through `deps.mail`. */
export function mailHandlers(deps: MailDeps): Map<string, OutboxHandler> {
  const handler = mailHandler(deps, brandOf(deps.instanceConfig, deps.publicOrigin));
  return new Map(Object.keys(COMPOSERS).map((type) => [type, handler]));
}
