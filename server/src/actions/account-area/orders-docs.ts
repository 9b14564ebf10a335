import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { accountAreaDownloads, type DocumentKind, type OrderStatus } from '@portal/contract/catalogue';
import { formatCurrency, fromCents } from '@portal/contract/format';
import type { Db } from '../../db/connect';
import { accountDocuments, accounts, invoices, orderLines, orders, serviceOrders, services } from '../../db/schema';
import type { PdfContent } from '../../documents/account-document-pdf';
import { renderOffThread } from '../../documents/document-pool';
import { withDocumentSlot } from '../../documents/document-turns';
import { loadInvoice } from '../../documents/invoice';
import { money, sumCents } from '../../documents/money';
import { notFound } from '../../http/action-failure';
import { PROVISIONING_EVENT } from '../../adapters/provisioning';
import { delayedReferences } from '../../outbox/delayed-jobs';
import { defineAction, defineDownload } from '../define-action';

/** The sum of amounts, in rand. */
const totalOf = (amounts: (string | number)[]) => fromCents(sumCents(amounts));

const STATUS_LABEL: Record<OrderStatus, string> = { pending: 'Pending', processing: 'Processing', completed: 'Completed', cancelled: 'Cancelled', failed: 'Failed' };

const documentFileName = (d: { id: number; kind: string; date: string }) => `${d.kind}-${d.date}-${d.id}.pdf`;

/** Where each order's hardware goes (the location its cart carried), by order id. */
async function deliveriesOf(db: Db, orderIds: number[]) {
  const rows = orderIds.length
    ? await db
        .select({ orderId: serviceOrders.orderId, location: serviceOrders.location })
        .from(serviceOrders)
        .where(inArray(serviceOrders.orderId, orderIds))
    : [];
  const found = new Map<number, { contactName: string; cellNumber: string; address: string }>();
  for (const { orderId, location } of rows) {
    if (!location) continue;
    const address = [location.line1, location.line2, location.city, location.postalCode].filter((part) => part && part.trim()).join(', ');
    found.set(orderId, { contactName: location.contactName ?? '', cellNumber: location.cellNumber ?? '', address });
  }
  return found;
}

export const getOrders = defineAction({
  name: 'account.orders.GetOrders',
  auth: 'session',
  modules: ['account'],
  async handler(_input, ctx) {
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.accountId, ctx.session.accountId))
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(500);
    const lines = rows.length
      ? await ctx.db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, rows.map((o) => o.id)))
          .orderBy(asc(orderLines.id))
      : [];
    const open = rows.filter((o) => o.status === 'pending' || o.status === 'processing').map((o) => o.reference);
    const delayed = await delayedReferences(ctx.db, PROVISIONING_EVENT.order, open);
    const deliveries = await deliveriesOf(ctx.db, rows.map((o) => o.id));
    return {
      orders: rows.map((o) => {
        const mine = lines.filter((l) => l.orderId === o.id);
        return {
          reference: o.reference,
          status: o.status as OrderStatus,
          date: o.orderDate,
          lines: mine.map((l) => ({ description: l.description, quantity: l.quantity, amount: money(l.amount) })),
          total: totalOf(mine.map((l) => l.amount)),
          ...(o.status === 'failed' && o.failureReason ? { failureReason: o.failureReason } : {}),
          ...(delayed.has(o.reference) ? { delayed: true } : {}),
          ...(deliveries.has(o.id) ? { delivery: deliveries.get(o.id)! } : {}),
        };
      }),
    };
  },
});

export const getDocuments = defineAction({
  name: 'account.docs.GetDocuments',
  auth: 'session',
  modules: ['account'],
  async handler(_input, ctx) {
    const rows = await ctx.db
      .select({
        id: accountDocuments.id,
        kind: accountDocuments.kind,
        title: accountDocuments.title,
        date: accountDocuments.documentDate,
        orderReference: orders.reference,
      })
      .from(accountDocuments)
      .leftJoin(orders, eq(orders.id, accountDocuments.orderId))
      .where(eq(accountDocuments.accountId, ctx.session.accountId))
      .orderBy(desc(accountDocuments.documentDate), desc(accountDocuments.id))
      .limit(500);
    return { documents: rows.map((d) => ({ ...d, kind: d.kind as DocumentKind, fileName: documentFileName(d) })) };
  },
});

type DocumentRow = typeof accountDocuments.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

async function orderFormContent(db: Db, doc: DocumentRow, account: AccountRow): Promise<PdfContent> {
  const [order] = doc.orderId
    ? await db.select().from(orders).where(and(eq(orders.id, doc.orderId), eq(orders.accountId, account.id)))
    : [];
  if (!order) throw notFound('That document');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return {
    title: doc.title,
    facts: [
      ['Customer', `${account.customerName} (${account.accountCode})`],
      ['Order reference', order.reference],
      ['Order date', order.orderDate],
      ['Status', STATUS_LABEL[order.status as OrderStatus] ?? order.status],
    ],
    table: {
      columns: [
        { header: 'Description', width: 300 },
        { header: 'Qty', width: 60, align: 'right' },
        { header: 'Amount', width: 135, align: 'right' },
      ],
      rows: lines.map((l) => [l.description, String(l.quantity), formatCurrency(money(l.amount))]),
      footer: ['Total', '', formatCurrency(totalOf(lines.map((l) => l.amount)))],
    },
  };
}

/** An invoice in Orders & Docs is the tax invoice itself, exactly as Payments & Billing downloads it. */
async function invoiceNumberOf(db: Db, doc: DocumentRow, accountId: number): Promise<string> {
  const [invoice] = doc.invoiceId
    ? await db.select({ number: invoices.invoiceTxNumber }).from(invoices).where(and(eq(invoices.id, doc.invoiceId), eq(invoices.accountId, accountId)))
    : [];
  if (!invoice) throw notFound('That document');
  return invoice.number;
}

async function contractContent(db: Db, doc: DocumentRow, account: AccountRow): Promise<PdfContent> {
  const rows = await db
    .select({ serviceTag: services.serviceTag, product: services.product, status: services.status })
    .from(services)
    .where(eq(services.accountId, account.id))
    .orderBy(asc(services.serviceTag));
  return {
    title: doc.title,
    facts: [
      ['Customer', `${account.customerName} (${account.accountCode})`],
      ['Customer since', account.createdAt],
      ['Contract date', doc.documentDate],
      ['Physical address', [account.physicalLine1, account.physicalLine2, account.physicalCity, account.physicalCode].filter(Boolean).join(', ')],
    ],
    table: {
      columns: [
        { header: 'Service', width: 130 },
        { header: 'Product', width: 275 },
        { header: 'Status', width: 90 },
      ],
      rows: rows.map((s) => [s.serviceTag, s.product, s.status]),
    },
    paragraphs: [
      'This contract covers the services listed above, billed monthly in advance on the account named.',
      'Either party may cancel a service with one calendar month’s notice. Cancellations take effect at the end of the notice period; hardware on loan is returned within 14 days of that date.',
      'The general terms of use accepted in the self-service portal form part of this contract.',
    ],
  };
}

const CONTENT = { 'order-form': orderFormContent, contract: contractContent } as const;

export const downloadDocument = defineDownload({
  name: 'account.doc.DownloadDocument',
  auth: 'session',
  modules: ['account'],
  input: accountAreaDownloads['account.doc.DownloadDocument'],
  handler: ({ id }, ctx) =>
    withDocumentSlot(ctx.session.personId, async () => {
      const [doc] = await ctx.db
        .select()
        .from(accountDocuments)
        .where(and(eq(accountDocuments.id, id), eq(accountDocuments.accountId, ctx.session.accountId)));
      const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, ctx.session.accountId));
      if (!doc || !account) throw notFound('That document');
      const fileName = documentFileName({ id: doc.id, kind: doc.kind, date: doc.documentDate });
      if (doc.kind === 'invoice') {
        const invoice = await loadInvoice(ctx.db, account.id, await invoiceNumberOf(ctx.db, doc, account.id), ctx.instanceConfig.provider);
        return { fileName, contentType: 'application/pdf', body: await renderOffThread({ kind: 'invoice-pdf', invoice, brand: ctx.rpName }) };
      }
      const describe = CONTENT[doc.kind as Exclude<DocumentKind, 'invoice'>];
      if (!describe) throw notFound('That document');
      const content = await describe(ctx.db, doc, account);
      return {
        fileName,
        contentType: 'application/pdf',
        body: await renderOffThread({ kind: 'account-document-pdf', content, producer: 'Self-service portal' }),
      };
    }),
});
