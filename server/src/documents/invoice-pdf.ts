import type { InvoiceView } from '@portal/contract/catalogue';
import { formatCurrency, formatDate, formatPercent } from '@portal/contract/format';
import { documentStatus, invoiceTitle } from './invoice';
import { vatLabel } from './money';
import { createPdf, facts, letterhead, note, parties, table, type Column } from './pdf-layout';

const COLUMNS: Column[] = [
  { header: 'Description', width: 225 },
  { header: 'Quantity', width: 50, align: 'right' },
  { header: 'Excl. VAT', width: 75, align: 'right' },
  { header: 'VAT', width: 70, align: 'right' },
  { header: 'Incl. VAT', width: 75, align: 'right' },
];

/** A total in the last column, under the lines. */
const totalRow = (label: string, amount: number) => [label, '', '', '', formatCurrency(amount)];

/** What the invoice asks of the customer now, in a sentence under the totals. */
function paymentNote(invoice: InvoiceView): string | null {
  if (invoice.preview) return 'This is a preview of your next invoice. The charges may change before it is issued.';
  if (invoice.outstanding <= 0) return invoice.paidDate ? `Paid in full on ${formatDate(invoice.paidDate)}. Thank you.` : 'Paid in full. Thank you.';
  return `Please pay the outstanding ${formatCurrency(invoice.outstanding)}. Due date: ${formatDate(invoice.dueDate)}.`;
}

/**
 * The tax invoice as a PDF: the supplier (legal name, registration and VAT numbers, address) and the customer,
 * its number and dates, each line with its VAT, the totals excluding VAT, the VAT and the total including it,
 * and what is still owed.
 */
export function renderInvoicePdf(invoice: InvoiceView, brand: string): Promise<Buffer> {
  const { doc, finish } = createPdf(invoiceTitle(invoice), brand);
  letterhead(doc, brand, invoice.preview ? 'Invoice preview' : 'Tax Invoice');
  const { supplier, customer } = invoice;
  parties(doc, [
    {
      title: 'From',
      name: supplier.legalName,
      lines: [`Registration number: ${supplier.registrationNumber}`, `VAT number: ${supplier.vatNumber}`, ...supplier.address],
    },
    { title: 'To', name: customer.name, lines: [`Account code: ${customer.accountCode}`, ...customer.postalAddress] },
  ]);
  facts(doc, [
    ...(invoice.preview ? [] : [['Invoice number', invoice.invoiceTxNumber] as [string, string]]),
    ['Invoice date', formatDate(invoice.invoiceDate)],
    ['Due date', formatDate(invoice.dueDate)],
    ['Status', documentStatus(invoice)],
  ]);
  table(
    doc,
    COLUMNS,
    invoice.lines.map((l) => [l.description, String(l.quantity), formatCurrency(l.amountExclVat), formatCurrency(l.vat), formatCurrency(l.amount)]),
    [
      totalRow('Total excl. VAT', invoice.totalExclVat),
      totalRow(vatLabel(invoice.vatRate), invoice.vatTotal),
      totalRow('Total incl. VAT', invoice.total),
      totalRow('Outstanding', invoice.outstanding),
    ],
  );
  if (!invoice.lines.length) note(doc, 'There are no charges on this invoice.');
  note(doc, `Amounts are in rand. Prices include VAT at ${formatPercent(invoice.vatRate)}.`);
  const payment = paymentNote(invoice);
  if (payment) note(doc, payment);
  return finish();
}
