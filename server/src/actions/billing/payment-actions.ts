import { enqueueMail } from '../../mail/mail-jobs';
import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, paths } from '@portal/contract';
import type { PaymentValidation } from '@portal/contract/catalogue';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { centsToDecimal, formatCurrency, fromCents, toCents } from '@portal/contract/format';
import type { GatewayCard, GatewayOutcome, GatewaySessionKind } from '../../adapters/payment-gateway';
import { accountsInReach, requireAccountInReach } from '../../auth/ownership';
import { coversOverdue, keptArrangement, settleAccountArrangement } from '../../billing/arrangements';
import { loadCollectionPlan } from '../../billing/collection-plan';
import { accountBalance, applicationText, applyPaymentToInvoices, invoiceOfAccount } from '../../billing/ledger';
import { obfuscateCardHolder, obfuscateCardNumber } from '../../billing/obfuscate';
import { CREDIT_CARD_COLLECTION_DAYS, findOption } from '../../billing/options';
import type { Db } from '../../db/connect';
import { accounts, creditCardDetails, payments } from '../../db/schema';
import { ActionFailure, badInput, notFound } from '../../http/action-failure';
import { requireCapability } from '../../adapters/capability-off';
import { counter } from '../../observability/metrics';
import { accountCodeOf } from '../../outbox/account-code';
import { accountKey } from '../../outbox/outbox-events';
import { defineAction, type SessionActionContext } from '../define-action';

const paymentsStarted = counter('portal_payments_started_total', 'Card gateway sessions opened, by kind (payment, capture, payhost).', ['kind']);
const paymentsCompleted = counter('portal_payments_completed_total', 'Card gateway sessions that ended, by kind and status (paid, declined, abandoned…).', ['kind', 'status']);


type Payment = typeof payments.$inferSelect;
/** What recording an outcome needs: a verified gateway message records one without a signed-in customer. */
type OutcomeContext = Pick<SessionActionContext, 'clock' | 'log' | 'outbox'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
const asDb = (tx: Transaction) => tx as unknown as Db;

const today = (ctx: SessionActionContext) => ctx.clock.now().toISOString().slice(0, 10);
/** A link from the gateway made absolute: the simulator answers with paths on the portal's own origin. */
const absolute = (origin: string, link: string) => new URL(link, `${origin}/`).toString();

const PAYMENT_MESSAGES = {
  nothingOwed: 'There is nothing to pay on this account.',
  overdue: 'Your account is overdue. Please pay the outstanding amount to avoid interruption of your services.',
  arranged: (reference: string) => `Your overdue balance is covered by payment arrangement ${reference}: payments you make count towards its parts.`,
  inactive: (status: string) => `Card payments cannot be made while the account is ${status.toLowerCase()}. Please contact support.`,
  tooMuch: (owedCents: number) => `The amount may not be more than the ${formatCurrency(fromCents(owedCents))} owed on this account.`,
  tooMuchForInvoice: (outstandingCents: number, invoiceTxNumber: string) =>
    `The amount may not be more than the ${formatCurrency(fromCents(outstandingCents))} outstanding on invoice ${invoiceTxNumber}.`,
  invoicePaid: (invoiceTxNumber: string) => `Invoice ${invoiceTxNumber} is already paid.`,
  advanceForInvoice: 'advance: An advance payment is for the account, not for one invoice.',
  keyReused: 'This idempotency key was already used for a different request. Start a new payment.',
  succeeded: 'Payment successful.',
  pending: 'The payment has not been completed at the payment page yet.',
  captured: 'Card details successfully captured.',
  captureFailed: 'Failed to capture credit card details',
  capturePending: 'The card details have not been submitted at the payment page yet.',
} as const;

const DISPLAY_PRODUCT: Record<GatewaySessionKind, string> = {
  payment: 'Account payment',
  capture: 'Credit card capture',
  payhost: 'Credit card registration',
};

const REFERENCE_PREFIX: Record<GatewaySessionKind, string> = { payment: 'PAY', capture: 'CAP', payhost: 'REG' };
const newReference = (kind: GatewaySessionKind) => `${REFERENCE_PREFIX[kind]}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** What makes two requests with one idempotency key the same request. */
const requestHash = (...parts: (string | number)[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');

interface Claim {
  accountId: number;
  personId: number;
  kind: GatewaySessionKind;
  idempotencyKey: string;
  requestHash: string;
  amountCents: number;
  collectionDayId?: number;
  /** What a card payment is for, kept on the attempt while it is pending (see paymentNote). */
  note?: string | null;
}

/**
 * Claims the idempotency key by a unique insert (docs/security.md Payments), inside the caller's transaction:
 * `claimed` when this request does the work; otherwise the attempt an earlier request with the same key
 * made (a concurrent one waits on the unique index until that request commits or rolls back).
 */
async function claimAttempt(tx: Db, claim: Claim, now: Date): Promise<{ claimed: boolean; row: Payment }> {
  const [inserted] = await tx
    .insert(payments)
    .values({
      accountId: claim.accountId,
      personId: claim.personId,
      kind: claim.kind,
      idempotencyKey: claim.idempotencyKey,
      requestHash: claim.requestHash,
      amount: centsToDecimal(claim.amountCents),
      status: 'pending',
      reference: newReference(claim.kind),
      collectionDayId: claim.collectionDayId ?? null,
      message: claim.note ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [payments.accountId, payments.idempotencyKey] })
    .returning();
  if (inserted) return { claimed: true, row: inserted };
  const [existing] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, claim.accountId), eq(payments.idempotencyKey, claim.idempotencyKey)));
  if (!existing || existing.requestHash !== claim.requestHash) throw new ActionFailure(422, ERROR_CODES.badInput, PAYMENT_MESSAGES.keyReused, 'idempotencyKey');
  return { claimed: false, row: existing };
}

/** Opens the gateway session of a freshly claimed attempt and records where the browser goes. */
async function openGatewaySession(ctx: SessionActionContext, tx: Db, row: Payment, returnPath: string) {
  const gateway = ctx.paymentGateway;
  const { reference } = await gateway.createSession(
    { kind: row.kind as GatewaySessionKind, merchantReference: row.reference, amount: row.amount, returnUrl: `${ctx.origin}${returnPath}` },
    tx,
  );
  const links = gateway.links(reference);
  paymentsStarted.inc({ kind: row.kind });
  const redirectUrl = absolute(ctx.origin, row.kind === 'payment' ? links.pageUrl : links.form.action);
  await tx.update(payments).set({ gatewayReference: reference, redirectUrl }).where(eq(payments.id, row.id));
  return { reference, redirectUrl };
}

/** spec §3 Frame capture response of an attempt: the form the portal's frame posts to the gateway. */
function frameOf(ctx: SessionActionContext, gatewayReference: string, redirectUrl: string) {
  return { redirectUrl, pairList: ctx.paymentGateway.links(gatewayReference).form.fields };
}

/**
 * A card payment's note while it is pending: 'For invoice INV…' (the money goes to that invoice first) or
 * 'Advance payment'; null for a payment on the balance. Once it succeeds the note is replaced by what it paid
 * (applicationText); a failure replaces it with the gateway's reason.
 */
const INVOICE_NOTE = /^For invoice (.+)$/;
const paymentNote = (target: PaymentTarget) => (target.invoiceTxNumber ? `For invoice ${target.invoiceTxNumber}` : target.advance ? 'Advance payment' : null);
const targetInvoiceOf = (row: Payment) => INVOICE_NOTE.exec(row.message ?? '')?.[1];

interface PaymentTarget {
  invoiceTxNumber?: string;
  advance?: boolean;
}

const statusOf = (accountStatus: string, owed: { overdue: boolean; cents: number; balanceCents: number }) =>
  accountStatus !== 'Active' ? accountStatus : owed.overdue ? 'Overdue' : owed.cents > 0 ? 'Payment due' : owed.balanceCents < 0 ? 'In credit' : 'Up to date';

/**
 * spec §3 Pay-now details, with what the dialog needs to say what a payment does: the amount due, any credit, the
 * invoice asked for, and the next automatic collection (from the account's collection plan).
 */
export const getPayGatePayNowDetails = defineAction({
  name: 'billing.payment.GetPayGatePayNowDetails',
  auth: 'session',
  modules: ['billing'],
  async handler({ invoiceTxNumber }, ctx) {
    const plan = await loadCollectionPlan(ctx.db, ctx.session.accountId, today(ctx));
    const invoice = invoiceTxNumber ? await invoiceOfAccount(ctx.db, plan.account.id, invoiceTxNumber) : undefined;
    if (invoiceTxNumber && !invoice) throw notFound('That invoice');
    const { account, owed } = plan;
    const active = account.status === 'Active';
    const kept = owed.overdue ? await keptArrangement(ctx.db, account.id) : undefined;
    const arrangement = kept && (await coversOverdue(ctx.db, kept, today(ctx))) ? kept : undefined;
    const invoiceCents = invoice ? toCents(invoice.outstanding) : 0;
    const collectionAmount = fromCents(invoiceCents > 0 ? invoiceCents : owed.cents);
    return {
      customerName: account.customerName,
      paymentStatus: statusOf(account.status, owed),
      // Nothing owed is no reason to refuse: the dialog then offers to pay in advance.
      paymentAllowed: active,
      warningMessage: !active ? PAYMENT_MESSAGES.inactive(account.status) : arrangement ? PAYMENT_MESSAGES.arranged(arrangement.reference) : owed.overdue ? PAYMENT_MESSAGES.overdue : null,
      collectionAmount,
      collectionAmountDisplay: formatCurrency(collectionAmount),
      amountDue: fromCents(owed.cents),
      credit: fromCents(Math.max(0, -owed.balanceCents)),
      invoice: invoice ? { invoiceTxNumber: invoice.invoiceTxNumber, outstanding: fromCents(invoiceCents), dueDate: invoice.dueDate } : null,
      collection: plan.collection,
      nextCollection: plan.nextCollection ? { date: plan.nextCollection.date, amount: fromCents(plan.nextCollection.amountCents) } : null,
    };
  },
});

/**
 * Refuses a payment the pay dialog would not offer: on an inactive account; for one invoice, more than is
 * outstanding on it (or an invoice already paid); otherwise more than is owed (or anything when nothing is),
 * unless the customer chose to pay in advance. The amount's limits are the contract's (cardPaymentAmount).
 */
async function requirePayable(tx: Db, ctx: SessionActionContext, amountCents: number, target: PaymentTarget) {
  const { accountId } = ctx.session;
  const [account] = await tx.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound('That account');
  if (account.status !== 'Active') throw badInput(PAYMENT_MESSAGES.inactive(account.status));
  if (target.invoiceTxNumber) {
    if (target.advance) throw badInput(PAYMENT_MESSAGES.advanceForInvoice, 'advance');
    const invoice = await invoiceOfAccount(tx, accountId, target.invoiceTxNumber);
    if (!invoice) throw notFound('That invoice');
    const outstanding = toCents(invoice.outstanding);
    if (outstanding <= 0) throw badInput(PAYMENT_MESSAGES.invoicePaid(invoice.invoiceTxNumber), 'invoiceTxNumber');
    if (amountCents > outstanding) throw badInput(PAYMENT_MESSAGES.tooMuchForInvoice(outstanding, invoice.invoiceTxNumber), 'amount');
    return;
  }
  if (target.advance) return;
  const owed = await accountBalance(tx, accountId, today(ctx));
  if (owed.cents <= 0) throw badInput(PAYMENT_MESSAGES.nothingOwed, 'amount');
  if (amountCents > owed.cents) throw badInput(PAYMENT_MESSAGES.tooMuch(owed.cents), 'amount');
}

/**
 * Before a new card payment starts, settles the account's earlier ones still pending here, so that a balance
 * is never charged twice: one the gateway has finished with (its browser never came back) is recorded, an
 * approved one then counting against what is owed; one still open for the same amount is returned, to be
 * used again; any other open one is cancelled at the gateway (or recorded, when its customer paid first).
 */
async function settleEarlierPayments(tx: Db, ctx: SessionActionContext, claimed: Payment): Promise<Payment | undefined> {
  const gateway = ctx.paymentGateway;
  const pending = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, claimed.accountId), eq(payments.kind, 'payment'), eq(payments.status, 'pending'), ne(payments.id, claimed.id)))
    .orderBy(asc(payments.id));
  let reusable: Payment | undefined;
  for (const attempt of pending) {
    if (!attempt.gatewayReference) continue;
    let outcome = await gateway.readOutcome(attempt.gatewayReference, tx);
    if (outcome?.status === 'pending') {
      if (!reusable && attempt.amount === claimed.amount && attempt.message === claimed.message) {
        reusable = attempt;
        continue;
      }
      await gateway.cancelSession(attempt.gatewayReference, tx);
      outcome = await gateway.readOutcome(attempt.gatewayReference, tx);
    }
    if (outcome && outcome.status !== 'pending') await recordOutcome(tx, ctx, attempt, outcome);
  }
  return reusable;
}

export const performPayGatePayment = defineAction({
  name: 'billing.payment.PerformPayGatePayment',
  auth: 'fresh',
  modules: ['billing'],
  async handler({ amount, idempotencyKey, invoiceTxNumber, advance }, ctx) {
    requireCapability(ctx, 'payments');
    const amountCents = toCents(amount);
    const target: PaymentTarget = { invoiceTxNumber, advance };
    const claim: Claim = {
      accountId: ctx.session.accountId,
      personId: ctx.session.personId,
      kind: 'payment',
      idempotencyKey,
      requestHash: requestHash('payment', centsToDecimal(amountCents), invoiceTxNumber ?? '', advance ? 'advance' : ''),
      amountCents,
      note: paymentNote(target),
    };
    const creditCardInfoCaptureUrl = await ctx.db.transaction(async (t) => {
      const tx = asDb(t);
      // One payment request of an account at a time: two tabs (or a reload) with new keys queue here.
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, claim.accountId)).for('update');
      const { claimed, row } = await claimAttempt(tx, claim, ctx.clock.now());
      if (!claimed) return row.redirectUrl!;
      const open = await settleEarlierPayments(tx, ctx, row);
      if (open) {
        // The same payment asked for again under a new key (a reload, a second tab): the same payment page,
        // which the new key keeps answering with.
        await tx
          .update(payments)
          .set({ status: 'joined', redirectUrl: open.redirectUrl, message: `Joined ${open.reference}`, completedAt: ctx.clock.now() })
          .where(eq(payments.id, row.id));
        return open.redirectUrl!;
      }
      await requirePayable(tx, ctx, amountCents, target);
      return (await openGatewaySession(ctx, tx, row, paths.paymentRedirect)).redirectUrl;
    });
    return { creditCardInfoCaptureUrl };
  },
});

export const getCardCaptureFrame = defineAction({
  name: 'billing.payment.GetCardCaptureFrame',
  // A captured card replaces the one on record: a change of billing details, so a sensitive action.
  auth: 'fresh',
  modules: ['billing'],
  async handler({ idempotencyKey }, ctx) {
    requireCapability(ctx, 'payments');
    const claim: Claim = {
      accountId: ctx.session.accountId,
      personId: ctx.session.personId,
      kind: 'capture',
      idempotencyKey,
      requestHash: requestHash('capture'),
      amountCents: 0,
    };
    return ctx.db.transaction(async (t) => {
      const tx = asDb(t);
      const { claimed, row } = await claimAttempt(tx, claim, ctx.clock.now());
      if (!claimed) return frameOf(ctx, row.gatewayReference!, row.redirectUrl!);
      const opened = await openGatewaySession(ctx, tx, row, paths.paymentRedirect);
      return frameOf(ctx, opened.reference, opened.redirectUrl);
    });
  },
});

export const getPayHostRedirect = defineAction({
  name: 'billing.payment.payhost.GetPayHostRedirect',
  // Registering a card for monthly collection changes how the account pays: a sensitive action.
  auth: 'fresh',
  modules: ['billing'],
  async handler({ accountId, collectionDay }, ctx) {
    requireCapability(ctx, 'payments');
    // Beyond a PostgreSQL integer no account can exist: answered like any account out of reach, not by a failed query.
    await requireAccountInReach(ctx.db, ctx.session.accountId, accountId);
    if (!findOption(CREDIT_CARD_COLLECTION_DAYS, collectionDay)) throw badInput('collectionDay: Please make a selection for Collection day.', 'collectionDay');
    // No charge and nothing to repeat: every request opens its own registration, under a key made here.
    const claim: Claim = {
      accountId,
      personId: ctx.session.personId,
      kind: 'payhost',
      idempotencyKey: `payhost-${randomBytes(16).toString('hex')}`,
      requestHash: requestHash('payhost', accountId, collectionDay),
      amountCents: 0,
      collectionDayId: collectionDay,
    };
    return ctx.db.transaction(async (t) => {
      const tx = asDb(t);
      const { row } = await claimAttempt(tx, claim, ctx.clock.now());
      const opened = await openGatewaySession(ctx, tx, row, paths.payHostRedirect);
      return frameOf(ctx, opened.reference, opened.redirectUrl);
    });
  },
});

const nextStatus = (outcome: Exclude<GatewayOutcome, { status: 'pending' }>) =>
  outcome.status === 'approved' ? 'succeeded' : outcome.status === 'declined' ? 'failed' : 'abandoned';

/** Keeps the gateway's token and what may be shown of the card; a registration (PayHost) also sets its collection day and makes the card the payment method. */
async function storeCard(tx: Db, row: Payment, card: GatewayCard, now: Date) {
  const shown = {
    gatewayToken: card.token,
    cardHolderObfuscated: obfuscateCardHolder(card.holder),
    cardNumberObfuscated: obfuscateCardNumber(card.last4),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    capturedAt: now,
  };
  const registration = row.kind === 'payhost' ? { collectionDayId: row.collectionDayId } : {};
  await tx
    .insert(creditCardDetails)
    .values({ accountId: row.accountId, ...shown, collectionDayId: row.kind === 'payhost' ? row.collectionDayId : null })
    .onConflictDoUpdate({ target: creditCardDetails.accountId, set: { ...shown, ...registration } });
  if (row.kind === 'payhost') await tx.update(accounts).set({ paymentMethodId: 1 }).where(eq(accounts.id, row.accountId));
}

function messageOf(row: Payment) {
  const charge = row.kind === 'payment';
  if (row.status === 'pending') return charge ? PAYMENT_MESSAGES.pending : PAYMENT_MESSAGES.capturePending;
  if (row.status === 'succeeded') return charge ? PAYMENT_MESSAGES.succeeded : PAYMENT_MESSAGES.captured;
  return charge ? (row.message ?? 'Payment Failed') : PAYMENT_MESSAGES.captureFailed;
}

/** spec §3 Payment validation response of an attempt as it stands. */
function validationOf(row: Payment, accountCode: string): PaymentValidation {
  return {
    kind: row.kind === 'payment' ? 'payment' : 'capture',
    paymentStatus: row.status === 'succeeded',
    message: messageOf(row),
    reference: row.reference,
    // An account payment settles the account as a whole, not one service.
    serviceTag: accountCode,
    displayProduct: DISPLAY_PRODUCT[row.kind as GatewaySessionKind] ?? 'Account payment',
    displayAmount: formatCurrency(Number(row.amount)),
    amount: Number(row.amount),
    paidFor: 'account',
    ...paidTowardsOf(row),
  };
}

/** The invoices a charge paid (the ledger's note of it), or before it completes the one it is for. */
function paidTowardsOf(row: Payment): { paidTowards?: string } {
  if (row.kind !== 'payment') return {};
  if (row.status === 'succeeded') return row.message?.startsWith('Invoice ') ? { paidTowards: row.message } : {};
  const invoice = targetInvoiceOf(row);
  return invoice ? { paidTowards: `Invoice ${invoice}` } : {};
}

/**
 * Applies a succeeded payment to the invoices (its invoice first, when it was for one; what was not owed is kept
 * as credit) and replaces its note by what it paid. Returns the attempt as recorded.
 */
async function applySucceededPayment(tx: Db, ctx: OutcomeContext, pending: Payment, completed: Payment): Promise<Payment> {
  const applied = await applyPaymentToInvoices(tx, completed.accountId, toCents(completed.amount), targetInvoiceOf(pending));
  const [recorded] = await tx
    .update(payments)
    .set({ unapplied: centsToDecimal(applied.unappliedCents), message: applicationText(applied) })
    .where(eq(payments.id, completed.id))
    .returning();
  if (applied.unappliedCents > 0) {
    const why = pending.message === 'Advance payment' ? 'advance payment' : 'payment larger than the amount owed';
    ctx.log.info({ paymentReference: completed.reference, unappliedCents: applied.unappliedCents }, `${why}: kept as credit`);
  }
  return recorded;
}

/** The back office hears of the money, in the transaction that records it: no card detail, only what was paid. */
async function tellPaymentSucceeded(tx: Db, ctx: OutcomeContext, payment: Payment) {
  const accountCode = await accountCodeOf(tx, payment.accountId);
  await ctx.outbox.enqueue(tx, {
    type: 'payment.succeeded',
    orderingKey: accountKey(accountCode),
    data: { reference: payment.reference, accountCode, amount: payment.amount, unapplied: payment.unapplied, appliedTo: payment.message, paidAt: (payment.completedAt ?? ctx.clock.now()).toISOString() },
  });
  // And the person who paid gets the receipt by e-mail (when e-mail is on).
  await enqueueMail(tx, ctx.clock.now(), { kind: 'payment-succeeded', reference: payment.reference });
  // Woken now and found by the worker once committed (or by its next look, a second later at most).
  ctx.outbox.wake();
}

/** The card's last four digits when the gateway told them (the simulator does; PayWeb3 without its vault does not). */
const cardLast4Of = (outcome: Exclude<GatewayOutcome, { status: 'pending' }>) =>
  outcome.status === 'approved' && /^\d{4}$/.test(outcome.card.last4) ? outcome.card.last4 : null;

/**
 * Records how a pending attempt ended at the gateway, once: pending → succeeded | failed | abandoned by an
 * UPDATE that only a pending row matches. A succeeded payment is applied to the invoices and a captured card
 * stored, in the caller's transaction. Returns the attempt as it stands.
 */
async function recordOutcome(tx: Db, ctx: OutcomeContext, payment: Payment, outcome: Exclude<GatewayOutcome, { status: 'pending' }>): Promise<Payment> {
  const now = ctx.clock.now();
  let [completed] = await tx
    .update(payments)
    .set({ status: nextStatus(outcome), message: outcome.status === 'approved' ? null : outcome.message, cardLast4: cardLast4Of(outcome), completedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!completed) return (await tx.select().from(payments).where(eq(payments.id, payment.id)))[0];
  if (outcome.status === 'approved') {
    if (completed.kind === 'payment') {
      completed = await applySucceededPayment(tx, ctx, payment, completed);
      await tellPaymentSucceeded(tx, ctx, completed);
      // The money counts towards a running payment arrangement's parts (and may complete it).
      await settleAccountArrangement(tx, completed.accountId, now);
    } else await storeCard(tx, completed, outcome.card, now);
  }
  paymentsCompleted.inc({ kind: completed.kind, status: completed.status });
  ctx.log.info({ paymentReference: completed.reference, kind: completed.kind, status: completed.status }, 'payment completed');
  return completed;
}

/**
 * Records how the gateway says the attempt behind `gatewayReference` ended (a verified PayGate notify), in the
 * caller's transaction; once, as every recording: an attempt no longer pending is left as it is.
 */
export async function recordGatewayOutcome(tx: Db, ctx: OutcomeContext, gatewayReference: string, outcome: Exclude<GatewayOutcome, { status: 'pending' }>) {
  const [payment] = await tx.select().from(payments).where(eq(payments.gatewayReference, gatewayReference));
  if (!payment || payment.status !== 'pending') return payment;
  return recordOutcome(tx, ctx, payment, outcome);
}

/**
 * Records the account's card payments that the gateway has finished with but nobody validated (the tab closed on
 * the way back), so that a list of payments shows how each one ended. One still open at the gateway stays pending.
 */
export async function settleFinishedPayments(ctx: SessionActionContext, accountId: number) {
  // Without a gateway there is nobody to ask; a payment left open stays as it is.
  if (!ctx.capabilities.payments) return;
  await ctx.db.transaction(async (t) => {
    const tx = asDb(t);
    const pending = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.accountId, accountId), eq(payments.kind, 'payment'), eq(payments.status, 'pending')))
      .orderBy(asc(payments.id));
    for (const attempt of pending) {
      if (!attempt.gatewayReference) continue;
      const outcome = await ctx.paymentGateway.readOutcome(attempt.gatewayReference, tx);
      if (outcome && outcome.status !== 'pending') await recordOutcome(tx, ctx, attempt, outcome);
    }
  });
}

/**
 * Finds the attempt behind a gateway token (of the session's account or one it may manage), asks the
 * gateway how it ended and records that once; validating again answers from the row and changes nothing.
 */
async function validateAttempt({ token }: { token: string }, ctx: SessionActionContext): Promise<PaymentValidation> {
  const reach = await accountsInReach(ctx.db, ctx.session.accountId);
  return ctx.db.transaction(async (t) => {
    const tx = asDb(t);
    const [found] = await tx
      .select({ payment: payments, accountCode: accounts.accountCode })
      .from(payments)
      .innerJoin(accounts, eq(accounts.id, payments.accountId))
      .where(and(eq(payments.gatewayReference, token), inArray(payments.accountId, reach)));
    if (!found) throw notFound('That payment');
    const { payment, accountCode } = found;
    if (payment.status !== 'pending') return validationOf(payment, accountCode);

    const outcome = await ctx.paymentGateway.readOutcome(token, tx);
    if (!outcome || outcome.status === 'pending') return validationOf(payment, accountCode);
    return validationOf(await recordOutcome(tx, ctx, payment, outcome), accountCode);
  });
}

export const validatePayGatePayment = defineAction({
  name: 'billing.payment.ValidatePayGatePayment',
  auth: 'session',
  modules: ['billing'],
  handler: validateAttempt,
});

export const validatePayment = defineAction({
  name: 'billing.payment.ValidatePayment',
  auth: 'session',
  modules: ['billing'],
  handler: validateAttempt,
});

export const PAYMENT_ACTIONS = [
  getPayGatePayNowDetails,
  performPayGatePayment,
  getCardCaptureFrame,
  getPayHostRedirect,
  validatePayGatePayment,
  validatePayment,
];
