import type { InstanceConfig } from '@portal/config';
import type { InvoiceCustomer, InvoiceView, TaxInvoiceLine } from '@portal/contract/catalogue';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { formatCurrency, formatDate, fromCents, toCents } from '@portal/contract/format';
import type { Db } from '../db/connect';
import { accounts, billAdditions, invoiceLines, invoices, products, services } from '../db/schema';
import { notFound } from '../http/action-failure';
import { addDays, addMonths, firstOfMonth } from './dates';
import { paidDateOf } from './invoice-paid-date';
import { money, splitVat, sumCents } from './money';

export type Provider = InstanceConfig['provider'];

/** A charge as billed: its amounts include VAT. */
interface Charge {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/**
 * The invoice's status as its documents state it: when it was paid; "Partly paid" with what is outstanding for one
 * paid in part (its stored status still says Unpaid or Overdue); otherwise the stored status.
 */
export function documentStatus(invoice: InvoiceView): string {
  if (invoice.paidDate) return `Paid on ${formatDate(invoice.paidDate)}`;
  const outstanding = toCents(invoice.outstanding);
  if (outstanding > 0 && outstanding < toCents(invoice.total)) {
    return `Partly paid: ${formatCurrency(invoice.outstanding)} outstanding${invoice.status === 'Overdue' ? ' (overdue)' : ''}`;
  }
  return invoice.status;
}

export const invoiceTitle = (invoice: InvoiceView) => (invoice.preview ? 'Next invoice (preview)' : `Tax Invoice ${invoice.invoiceTxNumber}`);

/** The same answer for an invoice of another account as for one that does not exist. */
const invoiceNotFound = () => notFound('That invoice');

async function customerOf(db: Db, accountId: number): Promise<InvoiceCustomer> {
  const [account] = await db
    .select({
      customerName: accounts.customerName,
      accountCode: accounts.accountCode,
      line1: accounts.postalLine1,
      line2: accounts.postalLine2,
      city: accounts.postalCity,
      code: accounts.postalCode,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw invoiceNotFound();
  const postalAddress = [account.line1, account.line2, account.city, account.code].map((l) => l.trim()).filter(Boolean);
  return { name: account.customerName, accountCode: account.accountCode, postalAddress };
}

const toCharge = (l: { description: string; quantity: number; unitPrice: string; amount: string }): Charge => ({
  description: l.description,
  quantity: l.quantity,
  unitPrice: money(l.unitPrice),
  amount: money(l.amount),
});

/**
 * The tax parts of an invoice. Stored amounts are consumer prices and include VAT (products.price says so): each
 * line is split into its VAT-exclusive amount (rounded to the cent) and the VAT (the rest), and every total is the
 * sum of its column over the lines, so the lines and the totals add up to the cent on screen, PDF and Excel alike.
 */
function taxParts(charges: Charge[], provider: Provider) {
  const lines: TaxInvoiceLine[] = charges.map((c) => {
    const { exclusiveCents, vatCents } = splitVat(toCents(c.amount), provider.vatRate);
    return { ...c, amountExclVat: fromCents(exclusiveCents), vat: fromCents(vatCents) };
  });
  const sum = (pick: (l: TaxInvoiceLine) => number) => fromCents(lines.reduce((cents, l) => cents + toCents(pick(l)), 0));
  return {
    supplier: {
      legalName: provider.legalName,
      registrationNumber: provider.registrationNumber,
      vatNumber: provider.vatNumber,
      address: [...provider.address],
    },
    vatRate: provider.vatRate,
    lines,
    totalExclVat: sum((l) => l.amountExclVat),
    vatTotal: sum((l) => l.vat),
  };
}

/** An issued invoice of the account as a tax invoice, with its lines in the order they were billed. */
export async function loadInvoice(db: Db, accountId: number, invoiceTxNumber: string, provider: Provider): Promise<InvoiceView> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.invoiceTxNumber, invoiceTxNumber), eq(invoices.accountId, accountId)));
  if (!invoice) throw invoiceNotFound();
  const customer = await customerOf(db, accountId);
  const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.id));
  return {
    invoiceTxNumber: invoice.invoiceTxNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    total: money(invoice.total),
    outstanding: money(invoice.outstanding),
    status: invoice.status,
    customerName: customer.name,
    accountCode: customer.accountCode,
    preview: false,
    customer,
    ...taxParts(lines.map(toCharge), provider),
    paidDate: await paidDateOf(db, accountId, invoice.invoiceTxNumber),
  };
}

/** Invoices are dated the 1st and due the 7th (the seed's and the billing run's rhythm). */
const DAYS_TO_PAY = 6;
/** Services billed monthly; suspended, pending or cancelled ones are not charged. */
const BILLED_SERVICE_STATUS = 'Active';

/**
 * The upcoming invoice (isNextNext), worked out now and not stored: each active service at the price it
 * was last invoiced at (or its product's list price when it has never been invoiced), plus the once-off
 * charges added to the bill since the last invoice. Dated the 1st of the month after today (or after the
 * last invoice, should that be later).
 */
export async function previewNextInvoice(db: Db, accountId: number, today: string, provider: Provider): Promise<InvoiceView> {
  const customer = await customerOf(db, accountId);
  const [latest] = await db
    .select({ id: invoices.id, invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(1);

  const active = await db
    .select({ serviceTag: services.serviceTag, product: services.product })
    .from(services)
    .where(and(eq(services.accountId, accountId), eq(services.status, BILLED_SERVICE_STATUS)))
    .orderBy(asc(services.id));
  const lastBilled = latest
    ? await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, latest.id)).orderBy(asc(invoiceLines.id))
    : [];
  const listPrices = active.length
    ? await db
        .select({ name: products.name, price: products.price })
        .from(products)
        .where(and(inArray(products.name, [...new Set(active.map((s) => s.product))]), eq(products.active, true)))
    : [];

  const recurring: Charge[] = [];
  for (const service of active) {
    // Invoice lines name their service as 'Product (TAG)'.
    const billed = lastBilled.find((l) => l.description.endsWith(`(${service.serviceTag})`));
    if (billed) {
      recurring.push(toCharge(billed));
      continue;
    }
    const listPrice = listPrices.find((p) => p.name === service.product);
    if (listPrice) recurring.push({ description: `${service.product} (${service.serviceTag})`, quantity: 1, unitPrice: money(listPrice.price), amount: money(listPrice.price) });
  }

  const since = latest ? new Date(`${addDays(latest.invoiceDate, 1)}T00:00:00Z`) : new Date(0);
  const additions = await db
    .select({ description: billAdditions.description, amount: billAdditions.amount })
    .from(billAdditions)
    .where(and(eq(billAdditions.accountId, accountId), gte(billAdditions.createdAt, since)))
    .orderBy(asc(billAdditions.createdAt), asc(billAdditions.id));
  const onceOff: Charge[] = additions.map((a) => ({ description: a.description, quantity: 1, unitPrice: money(a.amount), amount: money(a.amount) }));

  const after = latest && latest.invoiceDate > today ? latest.invoiceDate : today;
  const invoiceDate = firstOfMonth(addMonths(firstOfMonth(after), 1));
  const lines = [...recurring, ...onceOff];
  const total = fromCents(sumCents(lines.map((l) => l.amount)));
  return {
    invoiceTxNumber: '',
    invoiceDate,
    dueDate: addDays(invoiceDate, DAYS_TO_PAY),
    total,
    // Nothing can have been paid against an invoice that is not issued yet.
    outstanding: total,
    status: 'Preview',
    customerName: customer.name,
    accountCode: customer.accountCode,
    preview: true,
    customer,
    ...taxParts(lines, provider),
    paidDate: null,
  };
}
