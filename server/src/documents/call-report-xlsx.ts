import { formatDuration } from '@portal/contract/format';
import ExcelJS from 'exceljs';

export interface CallReportCall {
  date: string;
  /** 'HH:MM:SS' */
  time: string;
  number: string;
  destination: string;
  durationSeconds: number;
  cost: number;
}

export interface CallReportSheet {
  customerName: string;
  accountCode: string;
  startDate: string;
  endDate: string;
  /** Oldest first: a spreadsheet reads top to bottom in time. */
  calls: CallReportCall[];
  totals: { count: number; durationSeconds: number; cost: number };
  created: Date;
}

/** Every call of the range under a frozen header row, then a totals row. */
export async function renderCallReportXlsx(report: CallReportSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Self-service portal';
  workbook.created = report.created;
  const sheet = workbook.addWorksheet('Call report');
  sheet.addRow([`Call report: ${report.customerName} (${report.accountCode})`]).font = { bold: true, size: 14 };
  sheet.addRow([`${report.startDate} to ${report.endDate}`]);
  sheet.addRow([]);
  const header = sheet.addRow(['Date', 'Time', 'Number', 'Destination', 'Duration (s)', 'Duration', 'Cost (R)']);
  header.font = { bold: true };
  for (const c of report.calls) {
    sheet.addRow([c.date, c.time, c.number, c.destination, c.durationSeconds, formatDuration(c.durationSeconds), c.cost]);
  }
  const { count, durationSeconds, cost } = report.totals;
  const total = sheet.addRow([`Total: ${count} calls`, '', '', '', durationSeconds, formatDuration(durationSeconds), cost]);
  total.font = { bold: true };
  sheet.getColumn(7).numFmt = '0.00';
  [12, 10, 16, 28, 13, 11, 11].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  sheet.views = [{ state: 'frozen', ySplit: 4 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
