import { paymentDownloads, type PaymentListItem } from '@portal/contract/catalogue';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { accounts, payments } from '../../db/schema';
import { isoDay } from '../../documents/dates';
import { renderOffThread } from '../../documents/document-pool';
import { withDocumentSlot } from '../../documents/document-turns';
import { receiptTitle, type ReceiptContent } from '../../documents/receipt-pdf';
import { notFound } from '../../http/action-failure';
import { defineAction, defineDownload } from '../define-action';
import { settleFinishedPayments } from './payment-actions';

type Payment = typeof payments.$inferSelect;

/** Attempts that moved (or tried to move) money: not card registrations, not a new key joined to an open payment. */
const MONEY_KINDS = ['payment', 'debit-order', 'eft'];
const LISTED_STATUSES = ['succeeded', 'failed', 'abandoned', 'pending'];

const STATUS_TEXT: Record<string, PaymentListItem['status']> = {
  succeeded: 'Successful',
  failed: 'Failed',
  abandoned: 'Cancelled',
  pending: 'Not completed',
};

const METHODS: Record<string, PaymentListItem['method']> = { 'debit-order': 'Debit order', eft: 'EFT', payment: 'Card' };
const methodOf = (row: Payment): PaymentListItem['method'] => METHODS[row.kind] ?? 'Card';
/** When the payment happened: completed, or started when it has not. */
const happenedAt = sql`coalesce(${payments.completedAt}, ${payments.createdAt})`;

/** What the list says of a payment: what it paid, why it failed, or that it is still open at the payment page. */
function descriptionOf(row: Payment): string {
  if (row.status === 'succeeded') return row.message ?? (row.kind === 'debit-order' ? 'Debit order collection' : row.kind === 'eft' ? 'EFT payment received' : 'Payment on your account');
  if (row.status === 'failed') return row.message ?? 'The payment failed.';
  if (row.status === 'abandoned') return row.message ?? 'The payment was cancelled at the payment page.';
  return 'Not completed at the payment page.';
}

const listed = (accountId: number) =>
  and(eq(payments.accountId, accountId), inArray(payments.kind, MONEY_KINDS), inArray(payments.status, LISTED_STATUSES));

/** Every payment of the signed-in account, newest first: card payments, also failed and cancelled ones, and debit order collections. */
export const getPayments = defineAction({
  name: 'billing.GetPayments',
  auth: 'session',
  modules: ['billing'],
  async handler({ page, pageSize }, ctx) {
    const { accountId } = ctx.session;
    await settleFinishedPayments(ctx, accountId);
    const rows = await ctx.db
      .select()
      .from(payments)
      .where(listed(accountId))
      .orderBy(desc(happenedAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [{ total }] = await ctx.db.select({ total: count() }).from(payments).where(listed(accountId));
    return {
      total,
      payments: rows.map((row) => ({
        reference: row.reference,
        date: (row.completedAt ?? row.createdAt).toISOString(),
        method: methodOf(row),
        description: descriptionOf(row),
        amount: Number(row.amount),
        status: STATUS_TEXT[row.status],
        receipt: row.status === 'succeeded',
      })),
    };
  },
});

/** A succeeded payment of the account by its reference, with the account; another account's is not found, like an unknown one. */
export async function loadReceipt(db: Db, accountId: number, reference: string, provider: ReceiptContent['provider']): Promise<ReceiptContent> {
  const [found] = await db
    .select({ payment: payments, account: accounts })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .where(and(eq(payments.reference, reference), listed(accountId), eq(payments.status, 'succeeded')));
  if (!found) throw notFound('That payment');
  const { payment, account } = found;
  return {
    reference: payment.reference,
    receivedOn: isoDay(payment.completedAt ?? payment.createdAt),
    method: methodOf(payment),
    ...(payment.cardLast4 ? { cardLast4: payment.cardLast4 } : {}),
    amount: Number(payment.amount),
    paidTowards: descriptionOf(payment),
    account: {
      customerName: account.customerName,
      accountCode: account.accountCode,
      address: [account.postalLine1, account.postalLine2, account.postalCity, account.postalCode].filter(Boolean),
    },
    provider: { legalName: provider.legalName, registrationNumber: provider.registrationNumber, vatNumber: provider.vatNumber, address: provider.address },
  };
}

/** The receipt of one payment as a PDF. */
export const downloadPdfReceipt = defineDownload({
  name: 'billing.doc.DownloadPDFReceipt',
  auth: 'session',
  modules: ['billing'],
  input: paymentDownloads['billing.doc.DownloadPDFReceipt'],
  handler: ({ paymentReference }, ctx) =>
    withDocumentSlot(ctx.session.personId, async () => {
      const receipt = await loadReceipt(ctx.db, ctx.session.accountId, paymentReference, ctx.instanceConfig.provider);
      return {
        fileName: `${receiptTitle(receipt.reference)}.pdf`,
        contentType: 'application/pdf',
        body: await renderOffThread({ kind: 'receipt-pdf', receipt, brand: ctx.rpName }),
      };
    }),
});
