import { formatCurrency, formatDate } from '@portal/contract/format';
import { createPdf, facts, letterhead, note } from './pdf-layout';

/** One received payment as its receipt shows it (plain data: it crosses to the document pool's threads). */
export interface ReceiptContent {
  reference: string;
  /** The day the money was received, YYYY-MM-DD. */
  receivedOn: string;
  method: 'Card' | 'Debit order' | 'EFT';
  /** The paying card's last four digits, when the gateway told them. */
  cardLast4?: string;
  amount: number;
  /** What it paid: 'Invoice INV1001-0012 R 3 927.00; R 100.00 kept as credit'. */
  paidTowards: string;
  account: { customerName: string; accountCode: string; address: string[] };
  provider: { legalName: string; registrationNumber: string; vatNumber: string; address: string[] };
}

export const receiptTitle = (reference: string) => `Receipt ${reference}`;

/**
 * A payment receipt: who received it (the provider's legal name, registration and VAT numbers, address), from
 * whom (the account), how much, how and when, and what it paid. A receipt is not a tax invoice: VAT is on the
 * invoices it pays.
 */
export function renderReceiptPdf(receipt: ReceiptContent, brand: string): Promise<Buffer> {
  const { doc, finish } = createPdf(receiptTitle(receipt.reference), brand);
  letterhead(doc, receipt.provider.legalName, 'Payment Receipt');
  facts(doc, [
    ['Received by', receipt.provider.legalName],
    ['Registration number', receipt.provider.registrationNumber],
    ['VAT number', receipt.provider.vatNumber],
    ['Address', receipt.provider.address.join(', ')],
  ]);
  facts(doc, [
    ['Received from', receipt.account.customerName],
    ['Account', receipt.account.accountCode],
    ...(receipt.account.address.length ? [['Postal address', receipt.account.address.join(', ')] as [string, string]] : []),
  ]);
  facts(doc, [
    ['Receipt number', receipt.reference],
    ['Date received', formatDate(receipt.receivedOn)],
    ['Payment method', receipt.cardLast4 ? `${receipt.method} •••• ${receipt.cardLast4}` : receipt.method],
    ['Amount received', formatCurrency(receipt.amount)],
    ['Paid towards', receipt.paidTowards || 'Your account'],
  ]);
  note(doc, 'Thank you for your payment. VAT is shown on the tax invoices this payment settles; this receipt is not a tax invoice.');
  return finish();
}
