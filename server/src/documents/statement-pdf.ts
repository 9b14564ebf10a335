import type { StatementView } from '@portal/contract/catalogue';
import { formatCurrency, formatDate } from '@portal/contract/format';
import type { ReceiptContent } from './receipt-pdf';
import { createPdf, facts, letterhead, note, parties, table, type Column } from './pdf-layout';

const COLUMNS: Column[] = [
  // Wide enough for '25 May 2026' on one line.
  { header: 'Date', width: 70 },
  { header: 'Description', width: 117 },
  { header: 'Reference', width: 110 },
  { header: 'Debit', width: 66, align: 'right' },
  { header: 'Credit', width: 66, align: 'right' },
  { header: 'Balance', width: 66, align: 'right' },
];

export const statementTitle = (s: { startDate: string; endDate: string }) => `Statement ${s.startDate} to ${s.endDate}`;

/** An amount in its column, blank when nothing moved that way. */
const cell = (amount: number) => (amount ? formatCurrency(amount) : '');

/** Who issues statements, as the invoices and receipts name them. */
export type StatementProvider = ReceiptContent['provider'];

/**
 * The statement as a PDF: from the provider (legal name, registration and VAT numbers, address) to the account,
 * the period, the opening balance, each entry with the balance after it, the closing balance.
 */
export function renderStatementPdf(statement: StatementView, brand: string, provider: StatementProvider): Promise<Buffer> {
  const { doc, finish } = createPdf(statementTitle(statement), brand);
  letterhead(doc, brand, 'Statement');
  parties(doc, [
    {
      title: 'From',
      name: provider.legalName,
      lines: [`Registration number: ${provider.registrationNumber}`, `VAT number: ${provider.vatNumber}`, ...provider.address],
    },
    { title: 'To', name: statement.customerName, lines: [`Account code: ${statement.accountCode}`] },
  ]);
  facts(doc, [
    ['Period', `${formatDate(statement.startDate)} to ${formatDate(statement.endDate)}`],
    ['Opening balance', formatCurrency(statement.openingBalance)],
    ['Closing balance', formatCurrency(statement.closingBalance)],
  ]);
  table(
    doc,
    COLUMNS,
    [
      [formatDate(statement.startDate), 'Opening balance', '', '', '', formatCurrency(statement.openingBalance)],
      ...statement.entries.map((e) => [formatDate(e.date), e.description, e.reference, cell(e.debit), cell(e.credit), formatCurrency(e.balance)]),
    ],
    [[formatDate(statement.endDate), 'Closing balance', '', '', '', formatCurrency(statement.closingBalance)]],
  );
  if (!statement.entries.length) note(doc, 'There were no invoices or payments in this period.');
  note(doc, 'A positive balance is the amount owed; a negative balance is in your favour.');
  return finish();
}
