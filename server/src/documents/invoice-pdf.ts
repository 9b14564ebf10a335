import type { InvoiceView } from '@portal/contract/catalogue';
import { displayDate } from './dates';
import { invoiceTitle } from './invoice';
import { rand } from './money';
import { createPdf, facts, letterhead, note, table, type Column } from './pdf-layout';

const COLUMNS: Column[] = [
  { header: 'Description', width: 245 },
  { header: 'Quantity', width: 60, align: 'right' },
  { header: 'Unit price', width: 95, align: 'right' },
  { header: 'Amount', width: 95, align: 'right' },
];

/** The invoice as a PDF: who it is from and for, its number and dates, its lines, the total and what is still owed. */
export function renderInvoicePdf(invoice: InvoiceView, brand: string): Promise<Buffer> {
  const { doc, finish } = createPdf(invoiceTitle(invoice), brand);
  letterhead(doc, brand, invoice.preview ? 'Invoice preview' : 'Invoice');
  facts(doc, [
    ['Customer', invoice.customerName],
    ['Account code', invoice.accountCode],
    ...(invoice.preview ? [] : [['Invoice number', invoice.invoiceTxNumber] as [string, string]]),
    ['Invoice date', displayDate(invoice.invoiceDate)],
    ['Due date', displayDate(invoice.dueDate)],
    ['Status', invoice.status],
  ]);
  table(
    doc,
    COLUMNS,
    invoice.lines.map((l) => [l.description, String(l.quantity), rand(l.unitPrice), rand(l.amount)]),
    [
      ['Total', '', '', rand(invoice.total)],
      ['Outstanding', '', '', rand(invoice.outstanding)],
    ],
  );
  if (!invoice.lines.length) note(doc, 'There are no charges on this invoice.');
  if (invoice.preview) note(doc, 'This is a preview of your next invoice. The charges may change before it is issued.');
  return finish();
}
