import { paths, PAYMENT_METHOD } from '@portal/contract';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { formatCurrency, formatDate, formatMonth, fromCents, toCents } from '@portal/contract/format';
import { coversOverdue, keptArrangement, viewOf } from '../../../billing/arrangements';
import { accountBalance } from '../../../billing/ledger';
import { currentMandate, MANDATE_STATUS } from '../../../billing/mandates';
import { bankName, loadPaymentAccount } from '../../../billing/payment-account';
import { isoDay } from '../../../documents/dates';
import { invoices } from '../../../db/schema';
import type { SessionActionContext } from '../../define-action';
import type { DerivedAlert } from './derived-alert';

const DAY_MS = 24 * 3600 * 1000;
/** A card on file is announced this long before the end of its expiry month. */
export const CARD_NOTICE_DAYS = 60;

/** The billing page's `?pay=now` opens the card payment at once, as the dashboard's own Pay now does. */
const PAY_NOW = { label: 'Pay now', to: `${paths.billingDetails}?pay=now` };
const VIEW_BILLING = { label: 'View billing', to: paths.billingDetails };

const joined = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? ''));

/**
 * Overdue invoices, as the ledger counts them (billing.GetBillingDetails says 'Overdue' exactly then): one alert
 * for all of them, keyed by the newest, so paying clears it and a further invoice falling overdue shows it again.
 */
async function overdueAlert(ctx: SessionActionContext, today: string): Promise<DerivedAlert[]> {
  const { accountId } = ctx.session;
  const owed = await accountBalance(ctx.db, accountId, today);
  if (!owed.overdue) return [];
  const overdue = await ctx.db
    .select({ number: invoices.invoiceTxNumber, dueDate: invoices.dueDate, outstanding: invoices.outstanding })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), gt(invoices.outstanding, '0'), lt(invoices.dueDate, today)))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceDate), asc(invoices.id));
  if (!overdue.length) return [];
  const newest = overdue.at(-1)!;
  const arrangement = await keptArrangement(ctx.db, accountId);
  const arranged: DerivedAlert[] = arrangement
    ? [
        {
          id: `arrangement-kept:${arrangement.reference}`,
          severity: 'info',
          title: 'Payment arrangement being kept',
          message: `Arrangement ${arrangement.reference}: ${viewOf(arrangement, today).summary}`,
          transient: false,
          link: VIEW_BILLING,
          sortAt: arrangement.createdAt,
        },
      ]
    : [];
  // An arrangement that covers all of what is overdue holds off the interruption the overdue alert warns of: only where
  // it stands is said. An invoice that fell overdue after it was made is not covered, and is warned of as usual.
  if (arrangement && (await coversOverdue(ctx.db, arrangement, today))) return arranged;
  // A credit on the account pays towards what is overdue first.
  const overdueCents = Math.min(
    overdue.reduce((sum, row) => sum + toCents(row.outstanding), 0),
    owed.balanceCents,
  );
  const pleasePay = 'Please pay now to avoid interruption of your services.';
  // Beside an arrangement, only what it does not cover: the invoices that fell overdue after it was made.
  const later = arrangement ? overdue.filter((row) => row.dueDate >= isoDay(arrangement.createdAt)) : [];
  const warnOf = later.length ? later : overdue;
  const unpaidCents = arrangement ? overdueCents - (arrangement.totalCents - arrangement.paidCents) : overdueCents;
  const unpaid = formatCurrency(fromCents(unpaidCents));
  const beyond = arrangement ? ` besides what payment arrangement ${arrangement.reference} covers` : '';
  return [
    ...arranged,
    {
      id: `invoice-overdue:${newest.number}`,
      severity: 'warning',
      title: warnOf.length === 1 ? 'Your invoice is overdue' : `${warnOf.length} invoices are overdue`,
      message:
        warnOf.length === 1
          ? `Invoice ${warnOf[0].number} was due on ${formatDate(warnOf[0].dueDate)}: ${unpaid} is unpaid${beyond}. ${pleasePay}`
          : `Invoices ${joined(warnOf.map((row) => row.number))} are past their due dates: ${unpaid} is unpaid${beyond}. ${pleasePay}`,
      transient: false,
      link: PAY_NOW,
      sortAt: new Date(Date.parse(`${newest.dueDate}T00:00:00Z`) + DAY_MS),
    },
  ];
}

type PaymentAccount = Awaited<ReturnType<typeof loadPaymentAccount>>;

/**
 * The debit order's own state: a mandate still to be accepted (none accepted for the current bank details), and a
 * suspension after a returned collection. Only the customer may accept a mandate: a reseller is told so.
 */
async function debitOrderAlerts(ctx: SessionActionContext, { account, debitOrder }: PaymentAccount): Promise<DerivedAlert[]> {
  if (account.paymentMethodId !== PAYMENT_METHOD.debitOrder || !debitOrder) return [];
  const bankAccount = `${bankName(debitOrder.bankId)} account ${debitOrder.accountNumberObfuscated}`;
  const alerts: DerivedAlert[] = [];
  const mandate = await currentMandate(ctx.db, account.id);
  if (mandate?.status !== MANDATE_STATUS.accepted) {
    const customer = ctx.session.role === 'customer';
    alerts.push({
      // Until the mandate page makes one, the debit order's last change is what awaits a mandate.
      id: `mandate-pending:${mandate ? mandate.id : `new-${debitOrder.updatedAt.toISOString()}`}`,
      severity: 'warning',
      title: customer ? 'Debit order mandate awaiting your acceptance' : 'Debit order mandate not accepted yet',
      message: customer
        ? `Your debit order from ${bankAccount} needs your mandate. Please review and accept it.`
        : `The customer has not accepted the debit order mandate for ${bankAccount} yet. Only the customer can accept it.`,
      transient: false,
      link: { label: customer ? 'Review mandate' : 'View mandate', to: paths.debitOrderMandate },
      sortAt: mandate?.createdAt ?? debitOrder.updatedAt,
    });
  }
  if (debitOrder.status === 'suspended') {
    alerts.push({
      id: `debit-order-suspended:${debitOrder.updatedAt.toISOString()}`,
      severity: 'warning',
      title: 'Debit order suspended',
      message: `The debit order from ${bankAccount} is suspended after a collection was returned unpaid. Nothing is collected until it is reactivated.`,
      transient: false,
      link: VIEW_BILLING,
      sortAt: debitOrder.updatedAt,
    });
  }
  return alerts;
}

/** The card on file, once it is within CARD_NOTICE_DAYS of the end of its expiry month or past it. */
function cardAlerts(ctx: SessionActionContext, { account, card }: PaymentAccount, now: Date): DerivedAlert[] {
  if (!card) return [];
  const expiresAt = Date.UTC(card.expiryYear, card.expiryMonth, 1); // the first moment after its expiry month
  if (expiresAt - now.getTime() > CARD_NOTICE_DAYS * DAY_MS) return [];
  const expired = now.getTime() >= expiresAt;
  const last4 = card.cardNumberObfuscated.slice(-4);
  const month = formatMonth(card.expiryYear, card.expiryMonth);
  const state = `${last4}-${card.expiryYear}-${String(card.expiryMonth).padStart(2, '0')}`;
  const collectedByCard = account.paymentMethodId === PAYMENT_METHOD.creditCard;
  const what =
    ctx.session.role !== 'customer'
      ? 'Please ask the customer to register a new card.'
      : collectedByCard
        ? 'Please register a new card so that your monthly payments can still be collected.'
        : 'Please register a new card to keep one on file.';
  return [
    {
      id: `${expired ? 'card-expired' : 'card-expiring'}:${state}`,
      severity: expired && collectedByCard ? 'critical' : expired ? 'warning' : 'info',
      title: expired ? 'Your card has expired' : 'Your card expires soon',
      message: `${expired ? 'The card ending' : 'The card on file ending'} ${last4} ${expired ? 'expired' : 'expires'} at the end of ${month}. ${what}`,
      transient: false,
      link: { label: 'View billing', to: paths.billingDetails },
      sortAt: new Date(expired ? expiresAt : expiresAt - CARD_NOTICE_DAYS * DAY_MS),
    },
  ];
}

/** Billing's alerts: overdue invoices, the debit order and its mandate, the card on file. */
export async function billingAlerts(ctx: SessionActionContext): Promise<{ alerts: DerivedAlert[]; overdue: boolean }> {
  const now = ctx.clock.now();
  const overdue = await overdueAlert(ctx, isoDay(now));
  const paymentAccount = await loadPaymentAccount(ctx.db, ctx.session.accountId);
  return {
    alerts: [...overdue, ...(await debitOrderAlerts(ctx, paymentAccount)), ...cardAlerts(ctx, paymentAccount, now)],
    overdue: overdue.length > 0,
  };
}
