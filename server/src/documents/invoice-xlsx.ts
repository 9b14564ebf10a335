import type { InvoiceView } from '@portal/contract/catalogue';
import ExcelJS from 'exceljs';
import { invoiceTitle } from './invoice';
import { XLSX_MONEY_FORMAT } from './money';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Where the lines start on the sheet: the row after the header row. */
export const INVOICE_SHEET_HEADER_ROW = 9;

/**
 * The invoice as a spreadsheet: the same facts and lines as the PDF, with quantities and money as numbers
 * (money formatted as rand) so that they can be summed; dates as real dates.
 */
export async function renderInvoiceXlsx(invoice: InvoiceView, brand: string, created: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = brand;
  workbook.created = created;
  workbook.title = invoiceTitle(invoice);
  const sheet = workbook.addWorksheet('Invoice');
  const date = (day: string) => new Date(`${day}T00:00:00Z`);

  sheet.getCell('A1').value = brand;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = invoiceTitle(invoice);
  sheet.getCell('A2').font = { bold: true, size: 12 };
  const factRows: [string, string | Date][] = [
    ['Customer', invoice.customerName],
    ['Account code', invoice.accountCode],
    ['Invoice number', invoice.preview ? '' : invoice.invoiceTxNumber],
    ['Invoice date', date(invoice.invoiceDate)],
    ['Due date', date(invoice.dueDate)],
  ];
  factRows.forEach(([label, value], i) => {
    const row = sheet.getRow(3 + i);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
    if (value instanceof Date) row.getCell(2).numFmt = 'yyyy-mm-dd';
  });

  const header = sheet.getRow(INVOICE_SHEET_HEADER_ROW);
  header.values = ['Description', 'Quantity', 'Unit price', 'Amount'];
  header.font = { bold: true };
  invoice.lines.forEach((l, i) => {
    sheet.getRow(INVOICE_SHEET_HEADER_ROW + 1 + i).values = [l.description, l.quantity, l.unitPrice, l.amount];
  });
  const after = INVOICE_SHEET_HEADER_ROW + 1 + invoice.lines.length;
  sheet.getRow(after).values = ['Total', null, null, invoice.total];
  sheet.getRow(after + 1).values = ['Outstanding', null, null, invoice.outstanding];
  sheet.getRow(after).font = { bold: true };
  sheet.getRow(after + 1).font = { bold: true };

  for (let r = INVOICE_SHEET_HEADER_ROW + 1; r <= after + 1; r += 1) {
    sheet.getCell(r, 3).numFmt = XLSX_MONEY_FORMAT;
    sheet.getCell(r, 4).numFmt = XLSX_MONEY_FORMAT;
  }
  [52, 14, 16, 16].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
