import type { InvoiceView } from '@portal/contract/catalogue';
import ExcelJS from 'exceljs';
import { documentStatus, invoiceTitle } from './invoice';
import { vatLabel, XLSX_MONEY_FORMAT } from './money';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const LINE_HEADERS = ['Description', 'Quantity', 'Excl. VAT', 'VAT', 'Incl. VAT'];
/** Columns (1-based) that hold money on the lines; the totals sit in the last. */
const MONEY_COLUMNS = [3, 4, 5];
const TOTAL_COLUMN = 5;

/**
 * The tax invoice as a spreadsheet: the same supplier, customer, facts, lines and totals as the PDF, with
 * quantities and money as numbers (money formatted as rand) so that they can be summed; dates as real dates.
 */
export async function renderInvoiceXlsx(invoice: InvoiceView, brand: string, created: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = brand;
  workbook.created = created;
  workbook.title = invoiceTitle(invoice);
  const sheet = workbook.addWorksheet('Invoice');
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  const { supplier, customer } = invoice;

  sheet.getCell('A1').value = brand;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = invoice.preview ? 'Invoice preview' : 'Tax Invoice';
  sheet.getCell('A2').font = { bold: true, size: 12 };
  const factRows: [string, string | Date][] = [
    ['Supplier', supplier.legalName],
    ['Registration number', supplier.registrationNumber],
    ['VAT number', supplier.vatNumber],
    ['Supplier address', supplier.address.join(', ')],
    ['Customer', customer.name],
    ['Account code', customer.accountCode],
    ...(customer.postalAddress.length ? [['Postal address', customer.postalAddress.join(', ')] as [string, string]] : []),
    ['Invoice number', invoice.preview ? '' : invoice.invoiceTxNumber],
    ['Invoice date', date(invoice.invoiceDate)],
    ['Due date', date(invoice.dueDate)],
    ['Status', invoice.paidDate ? 'Paid' : documentStatus(invoice)],
    ...(invoice.paidDate ? [['Paid on', date(invoice.paidDate)] as [string, Date]] : []),
  ];
  factRows.forEach(([label, value], i) => {
    const row = sheet.getRow(3 + i);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
    if (value instanceof Date) row.getCell(2).numFmt = 'yyyy-mm-dd';
  });

  // A blank row between the facts and the lines.
  const headerRow = 3 + factRows.length + 1;
  const header = sheet.getRow(headerRow);
  header.values = LINE_HEADERS;
  header.font = { bold: true };
  invoice.lines.forEach((l, i) => {
    const row = sheet.getRow(headerRow + 1 + i);
    row.values = [l.description, l.quantity, l.amountExclVat, l.vat, l.amount];
    for (const column of MONEY_COLUMNS) row.getCell(column).numFmt = XLSX_MONEY_FORMAT;
  });
  // The totals sit under their own columns as sums of the lines, so that they follow an edited line; the result
  // each formula holds is the invoice's own total, for readers that do not calculate.
  const firstLine = headerRow + 1;
  const lastLine = headerRow + invoice.lines.length;
  const totalsRow = sheet.getRow(lastLine + 1);
  totalsRow.getCell(1).value = `Totals (${vatLabel(invoice.vatRate)})`;
  const columnTotals: [number, number][] = [
    [3, invoice.totalExclVat],
    [4, invoice.vatTotal],
    [TOTAL_COLUMN, invoice.total],
  ];
  for (const [column, result] of columnTotals) {
    const letter = sheet.getColumn(column).letter;
    totalsRow.getCell(column).value = invoice.lines.length ? { formula: `SUM(${letter}${firstLine}:${letter}${lastLine})`, result } : result;
    totalsRow.getCell(column).numFmt = XLSX_MONEY_FORMAT;
  }
  totalsRow.font = { bold: true };
  const outstandingRow = sheet.getRow(lastLine + 2);
  outstandingRow.getCell(1).value = 'Outstanding';
  outstandingRow.getCell(TOTAL_COLUMN).value = invoice.outstanding;
  outstandingRow.getCell(TOTAL_COLUMN).numFmt = XLSX_MONEY_FORMAT;
  outstandingRow.font = { bold: true };

  [52, 14, 16, 16, 16].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
