import { z } from 'zod';
import { formatCurrency, formatDate, fromCents, toCents } from '../format';
import { empty } from './common';
import { idempotencyKey } from './billing';

/**
 * Payment arrangements: a customer with an overdue balance promises to pay it by a date, or in parts whose amounts
 * add up to exactly the overdue balance. The instance config's paymentArrangements rules decide who may and how far.
 */

export const ARRANGEMENT_MESSAGES = {
  date: 'Enter the date as YYYY-MM-DD.',
  amount: 'Enter an amount in rand, with at most two decimals, such as 250.00.',
  amountTooSmall: 'Each part must be at least R 1.00.',
  partsRequired: 'Add at least one payment date.',
  dateOrder: 'Each date must be after the one before it.',
  dateTooEarly: 'A date may not be in the past.',
  dateTooLate: (latest: string) => `The last date may be no later than ${formatDate(latest)}.`,
  tooManyParts: (max: number) => (max === 1 ? 'Pay everything by one date.' : `Pay in at most ${max} parts.`),
  sum: (totalCents: number, partsCents: number) =>
    `The parts add up to ${formatCurrency(fromCents(partsCents))}, but the overdue balance is ${formatCurrency(fromCents(totalCents))}: they must add up to exactly that.`,
} as const;

/** A real calendar day, YYYY-MM-DD. */
export const arrangementDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ARRANGEMENT_MESSAGES.date)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day, ARRANGEMENT_MESSAGES.date);

/** Rand in whole cents, at least R 1. */
export const arrangementAmount = z
  .number()
  .refine((amount) => Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, ARRANGEMENT_MESSAGES.amount)
  .refine((amount) => amount >= 1, ARRANGEMENT_MESSAGES.amountTooSmall)
  .refine((amount) => amount <= 1_000_000, ARRANGEMENT_MESSAGES.amount);

export const arrangementPartInput = z.strictObject({ dueDate: arrangementDate, amount: arrangementAmount });

/** Dates strictly one after the other: the same date twice is one part. */
const datesInOrder = (parts: { dueDate: string }[]) => parts.every((part, i) => i === 0 || part.dueDate > parts[i - 1].dueDate);

export const arrangementPartsInput = z
  .array(arrangementPartInput)
  .min(1, ARRANGEMENT_MESSAGES.partsRequired)
  .max(12, ARRANGEMENT_MESSAGES.tooManyParts(12))
  .refine(datesInOrder, ARRANGEMENT_MESSAGES.dateOrder);

/** Why an account may not make an arrangement now, as the customer is told it; null: it may. */
export const arrangementEligibility = z.object({
  eligible: z.boolean(),
  reason: z.string().nullable(),
  /** The overdue balance an arrangement covers (what the parts add up to). */
  overdue: z.number(),
  /** The earliest and latest dates a part may have (YYYY-MM-DD). */
  earliestDate: z.string(),
  latestDate: z.string(),
  maxParts: z.number().int(),
});
export type ArrangementEligibility = z.infer<typeof arrangementEligibility>;

export const arrangementPartView = z.object({
  dueDate: z.string(),
  amount: z.number(),
  /** paid: covered by payments made; due: not yet, its date still to come (or today); missed: its date passed unpaid. */
  state: z.enum(['paid', 'due', 'missed']),
});

export const arrangementView = z.object({
  reference: z.string(),
  /** kept: running, every part so far paid by its date; completed: all paid; broken: a part was not paid by its date. */
  status: z.enum(['kept', 'completed', 'broken']),
  /** 'Kept', 'Completed', 'Broken', as the badge shows it. */
  statusText: z.string(),
  total: z.number(),
  paid: z.number(),
  parts: z.array(arrangementPartView),
  /** The next part still to pay while it is kept: its date and what is left of it. */
  nextPart: z.object({ dueDate: z.string(), amount: z.number() }).nullable(),
  /** One sentence of where it stands, as the billing card and page show it. */
  summary: z.string(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type ArrangementView = z.infer<typeof arrangementView>;

export const paymentArrangementActions = {
  /** The account's latest arrangement (running, or the last one ended) and whether a new one may be made now. */
  'billing.arrangement.GetPaymentArrangement': {
    input: empty,
    output: z.object({ arrangement: arrangementView.nullable(), eligibility: arrangementEligibility }),
  },
  /** Makes an arrangement for the overdue balance: one date, or parts whose amounts add up to exactly it. */
  'billing.arrangement.MakePaymentArrangement': {
    input: z.strictObject({ parts: arrangementPartsInput, idempotencyKey }),
    output: z.object({ arrangement: arrangementView, message: z.string() }),
  },
} as const;

/** The form's values: what the fields hold as typed. */
export interface ArrangementFormValues {
  parts: { dueDate: string; amount: string }[];
}

/** What the form is checked against besides the action's rules: the eligibility the server answered. */
export type ArrangementFormLimits = Pick<ArrangementEligibility, 'overdue' | 'earliestDate' | 'latestDate' | 'maxParts'>;

/**
 * The arrangement form's schema: each part as the action checks it (dates, amounts in cents), and the rules the
 * server applies with the same messages (the latest date, the most parts, adding up exactly to the overdue balance).
 */
export function arrangementFormSchema(limits: ArrangementFormLimits) {
  const part = z.object({
    dueDate: z.string().trim().min(1, ARRANGEMENT_MESSAGES.date).pipe(arrangementDate).refine((day) => day >= limits.earliestDate, ARRANGEMENT_MESSAGES.dateTooEarly).refine((day) => day <= limits.latestDate, ARRANGEMENT_MESSAGES.dateTooLate(limits.latestDate)),
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, ARRANGEMENT_MESSAGES.amount)
      .transform(Number)
      .pipe(arrangementAmount),
  });
  return z.object({
    parts: z
      .array(part)
      .min(1, ARRANGEMENT_MESSAGES.partsRequired)
      .max(limits.maxParts, ARRANGEMENT_MESSAGES.tooManyParts(limits.maxParts))
      .refine(datesInOrder, ARRANGEMENT_MESSAGES.dateOrder)
      .superRefine((parts, ctx) => {
        const partsCents = parts.reduce((sum, p) => sum + toCents(p.amount), 0);
        const totalCents = toCents(limits.overdue);
        if (partsCents !== totalCents) ctx.addIssue({ code: 'custom', message: ARRANGEMENT_MESSAGES.sum(totalCents, partsCents) });
      }),
  });
}
