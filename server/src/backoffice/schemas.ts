import { z } from 'zod';
import { OUTBOX_EVENT_STATES } from '../outbox/outbox-admin';
import { ALERT_KINDS } from '@portal/contract/catalogue';

/**
 * The back-office API's request and answer schemas: the handlers validate with these, and the OpenAPI document
 * (openapi.ts) is generated from these same objects, so the two cannot drift apart. Bodies are strict: a field the
 * API does not know is refused, never ignored.
 */

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(1, `${what} must not be empty.`)
    .max(max, `${what} must be at most ${max} characters.`);

/* ---------- Path parameters ---------- */

export const referenceParams = z.strictObject({
  reference: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'The reference is letters, digits and dashes (e.g. ORD-1A2B3C, CAN-…, CHG-…).')
    // References and ticket numbers are the same whatever their case: one key is one request however it is spelt.
    .transform((value) => value.toUpperCase())
    .describe('The order (ORD-…), cancellation (CAN-…) or service change (CHG-…) reference the portal gave the job.'),
});

export const ticketParams = z.strictObject({
  ticketNumber: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'The ticket number is letters, digits and dashes (e.g. TCK-7K2M9QXA).')
    .transform((value) => value.toUpperCase())
    .describe('The ticket number (TCK-…).'),
});

export const serviceParams = z.strictObject({
  serviceTag: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'The service tag is letters, digits, dots and dashes.').describe("The service's tag, as the portal shows it."),
});

export const eventParams = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9:._-]{0,119}$/, "The event id is letters, digits, dots, colons and dashes (the id a webhook's body and its Idempotency-Key carry).")
    .describe("The event's id, as GET /events lists it and as its webhook's body and Idempotency-Key carry it."),
});

/* ---------- Query strings ---------- */

const wholeNumber = (what: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `${what} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().max(max, `${what} must be at most ${max}.`));

export const eventsQuery = z.strictObject({
  state: z
    .enum(OUTBOX_EVENT_STATES, { error: `state must be one of ${OUTBOX_EVENT_STATES.join(', ')}.` })
    .default('failed')
    .describe('failed (the default): tried for the last time and not delivered, holding back the later events of their key; pending, delivered or skipped (nothing receives their type).'),
  type: z
    .string()
    .regex(/^[a-z][a-z0-9._-]{0,63}$/, 'type is an event type such as order.created.')
    .optional()
    .describe('Only events of this type (order.created, ticket.replied, …).'),
  after: wholeNumber('after', Number.MAX_SAFE_INTEGER).optional().describe("The previous page's next: the events after it."),
  limit: wholeNumber('limit', 500)
    .refine((n) => n >= 1, 'limit must be at least 1.')
    .optional()
    .describe('At most this many (1 to 500; default 100).'),
});

/** Idempotency-Key: what the caller makes up for one request and sends again, unchanged, when it retries. */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,200}$/, 'Send an Idempotency-Key header of 8 to 200 letters, digits, dots, dashes, colons or underscores (a UUID will do).')
  .describe('Made up by the caller for one request (a UUID will do) and sent again, unchanged, with each retry of it.');

/* ---------- Bodies ---------- */

export const completeBody = z.strictObject({}).describe('Nothing: send {} (or no body).');

export const failBody = z.strictObject({
  reason: text(500, 'reason').describe('Why it could not be done, in words the customer is shown (Orders & Docs, Cancellations, the service page).'),
});

const base64 = z
  .string()
  .max(23_000_000, 'contentBase64 is larger than 16 MB of files.')
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'contentBase64 must be standard base64 (A-Z, a-z, 0-9, +, /, = padding).')
  .refine((value) => value.length % 4 === 0, 'contentBase64 must be standard base64, padded with = to a multiple of 4 characters.');

export const attachmentInput = z.strictObject({
  fileName: text(200, 'fileName').describe('The name the customer sees and downloads it as (e.g. speed-test.png).'),
  contentBase64: base64.describe("The file's bytes, base64. Accepted as a customer's are: images, PDF, text and office files, checked by their content, under 16 MB in all."),
});

export const ticketReplyBody = z.strictObject({
  agentName: text(100, 'agentName').describe('Who answers, as the customer sees it (e.g. "Lindiwe from Support").'),
  body: text(20_000, 'body').describe("The reply's text."),
  attachments: z.array(attachmentInput).max(10, 'Attach at most 10 files.').default([]).describe('Files, as a customer may attach them (at most 10, under 16 MB in all).'),
});

export const TICKET_STATUSES = ['open', 'closed'] as const;

export const ticketStatusBody = z.strictObject({
  status: z.enum(TICKET_STATUSES, { error: `status must be one of ${TICKET_STATUSES.join(', ')}.` }),
  agentName: text(100, 'agentName').describe("Who changed it, as the ticket's history shows it."),
});

export const SERVICE_STATUSES = ['active', 'suspended'] as const;

export const serviceStatusBody = z
  .strictObject({
    status: z.enum(SERVICE_STATUSES, { error: `status must be one of ${SERVICE_STATUSES.join(', ')}.` }),
    reason: text(500, 'reason').optional().describe('Why, as the customer is told it on the dashboard (required for suspended).'),
    despiteArrangement: z
      .boolean()
      .optional()
      .describe('Suspend even though the account keeps a payment arrangement (for a reason other than its overdue balance); without it such a suspension is refused with 409.'),
  })
  .refine((body) => body.status !== 'suspended' || body.reason !== undefined, { message: 'A suspension needs a reason the customer is shown.', path: ['reason'] });

export const ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;

const accountCode = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'An account code is letters, digits and dashes.');

export const broadcastBody = z.strictObject({
  title: text(120, 'title'),
  message: text(1000, 'message'),
  severity: z.enum(ALERT_SEVERITIES, { error: `severity must be one of ${ALERT_SEVERITIES.join(', ')}.` }).default('info'),
  audience: z
    .union([
      z.strictObject({ all: z.literal(true) }).describe('Every account.'),
      z
        .strictObject({ accountCodes: z.array(accountCode).min(1, 'Name at least one account.').max(1000, 'Name at most 1000 accounts; send several broadcasts for more.') })
        .describe('These accounts only.'),
    ], { error: 'audience must be {"all": true} or {"accountCodes": ["…"]}.' })
    .describe('Who sees it on their dashboard.'),
  link: z
    .strictObject({
      label: text(40, 'link.label'),
      to: z.string().regex(/^\/[A-Za-z0-9/_#?=&.-]{0,200}$/, 'link.to must be a path of the portal (e.g. /outages).'),
    })
    .optional()
    .describe("A page of the portal the alert leads to; people who may not open that page do not see the alert."),
  expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be a date and time such as 2026-12-31T18:00:00Z.' }).optional().describe('When it stops showing; without one it stays until removed.'),
  kind: z
    .enum(ALERT_KINDS, { error: `kind must be one of ${ALERT_KINDS.join(', ')}.` })
    .default('service')
    .describe("service: news of the accounts' services (maintenance, a price change), among the dashboard's alerts; promotion: a new feature or an offer, shown apart from them."),
});

/* ---------- Answers ---------- */

export const provisioningAnswer = z.object({
  reference: z.string(),
  kind: z.enum(['order', 'cancellation', 'change']),
  /** The state it is in now, as the customer's pages show it. */
  status: z.string().describe('order: processing (an upgrade waiting for its date) or completed; cancellation: scheduled or completed; change: completed; and failed after a fail.'),
  failureReason: z.string().nullable(),
});

export const ticketReplyAnswer = z.object({
  ticketNumber: z.string(),
  messageId: z.number().int(),
  sentAt: z.string(),
  attachments: z.array(z.object({ id: z.number().int(), fileName: z.string(), contentType: z.string(), size: z.number().int() })),
});

export const ticketStatusAnswer = z.object({ ticketNumber: z.string(), status: z.enum(TICKET_STATUSES), changed: z.boolean() });

export const serviceStatusAnswer = z.object({ serviceTag: z.string(), status: z.enum(SERVICE_STATUSES), reason: z.string().nullable(), changed: z.boolean() });

export const broadcastAnswer = z.object({ recipients: z.number().int().describe('How many accounts it was shown to.') });

export const outboxEventAnswer = z.object({
  id: z.string().describe("The event's id: its webhook body's id and Idempotency-Key."),
  seq: z.number().int().describe('Its place in the order events were written.'),
  type: z.string(),
  orderingKey: z.string().describe('Events of one key are delivered one after the other: a failed one holds back the later ones of its key.'),
  state: z.enum(OUTBOX_EVENT_STATES),
  attempts: z.number().int().describe('Tries since it was written or last retried.'),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable().describe('Why the last try failed, as the receiver answered it.'),
  deliveredAt: z.string().nullable(),
  retriedAt: z.string().nullable().describe('When an operator last sent it to be tried again.'),
  data: z.record(z.string(), z.unknown()).describe("What the receiver gets as data."),
});

export const eventsAnswer = z.object({
  events: z.array(outboxEventAnswer).describe('Oldest first.'),
  next: z.number().int().nullable().describe('When there are more: send it as after for the next page.'),
});

export const retryBody = z.strictObject({}).describe('Nothing: send {} (or no body).');

export const retryAnswer = z.object({
  event: outboxEventAnswer,
  retried: z.boolean().describe('true when it was failed and is now pending again; false when it was not failed (already retried, delivered, …) and nothing changed.'),
});

export const errorAnswer = z.object({
  error: z.object({
    code: z.string().describe('BAD_INPUT, UNAUTHENTICATED, NOT_FOUND, CONFLICT, IDEMPOTENCY_KEY_REUSED, RATE_LIMITED, PAYLOAD_TOO_LARGE, …'),
    message: z.string(),
    field: z.string().optional(),
  }),
});
