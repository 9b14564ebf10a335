import { and, asc, between, count, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { accountAreaDownloads } from '@portal/contract/catalogue';
import type { Db } from '../../db/connect';
import { accounts, callRecords } from '../../db/schema';
import { badInput, notFound } from '../../http/action-failure';
import { defineAction, defineDownload } from '../define-action';

/**
 * The call report is a tab of My Account (spec §2 /account/call-report), so it needs the 'account'
 * module like the rest of that section, not 'communication'.
 */
const MODULES = ['account'] as const;
/** The most rows one export holds; a wider range is refused rather than truncated. */
export const CALL_EXPORT_MAX_ROWS = 100_000;

const inRange = (accountId: number, startDate: string, endDate: string) =>
  and(eq(callRecords.accountId, accountId), between(callRecords.callDate, startDate, endDate));

async function totals(db: Db, accountId: number, startDate: string, endDate: string) {
  const [row] = await db
    .select({
      count: count(),
      durationSeconds: sql<string>`coalesce(sum(${callRecords.durationSeconds}), 0)`,
      cost: sql<string>`coalesce(sum(${callRecords.cost}), 0)`,
    })
    .from(callRecords)
    .where(inRange(accountId, startDate, endDate));
  // The sum of numeric(10,2) is exact in the database; Number() only changes its type.
  return { count: row.count, durationSeconds: Number(row.durationSeconds), cost: Number(row.cost) };
}

const toRecord = (r: typeof callRecords.$inferSelect) => ({
  id: r.id,
  date: r.callDate,
  time: r.callTime.slice(0, 8),
  number: r.number,
  destination: r.destination,
  durationSeconds: r.durationSeconds,
  cost: Math.round(Number(r.cost) * 100) / 100,
});

export const getCallReport = defineAction({
  name: 'account.calls.GetCallReport',
  auth: 'session',
  modules: [...MODULES],
  async handler({ startDate, endDate, page, pageSize }, ctx) {
    const { accountId } = ctx.session;
    const rows = await ctx.db
      .select()
      .from(callRecords)
      .where(inRange(accountId, startDate, endDate))
      .orderBy(desc(callRecords.callDate), desc(callRecords.callTime), desc(callRecords.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { startDate, endDate, page, pageSize, rows: rows.map(toRecord), totals: await totals(ctx.db, accountId, startDate, endDate) };
  },
});

const hms = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((n, i) => (i ? String(n).padStart(2, '0') : String(n))).join(':');

/** Every call in the range, oldest first, with a totals row: a spreadsheet reads top to bottom in time. */
export const downloadCallReportExcel = defineDownload({
  name: 'account.doc.DownloadCallReportExcel',
  auth: 'session',
  modules: [...MODULES],
  input: accountAreaDownloads['account.doc.DownloadCallReportExcel'],
  async handler({ startDate, endDate }, ctx) {
    const { accountId } = ctx.session;
    const [account] = await ctx.db.select({ accountCode: accounts.accountCode, customerName: accounts.customerName }).from(accounts).where(eq(accounts.id, accountId));
    if (!account) throw notFound('That account');
    const sum = await totals(ctx.db, accountId, startDate, endDate);
    if (sum.count > CALL_EXPORT_MAX_ROWS) throw badInput('There are too many calls in this range to export. Please choose a shorter range.', 'endDate');
    const rows = await ctx.db
      .select()
      .from(callRecords)
      .where(inRange(accountId, startDate, endDate))
      .orderBy(asc(callRecords.callDate), asc(callRecords.callTime), asc(callRecords.id));

    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Self-service portal';
    workbook.created = ctx.clock.now();
    const sheet = workbook.addWorksheet('Call report');
    sheet.addRow([`Call report: ${account.customerName} (${account.accountCode})`]).font = { bold: true, size: 14 };
    sheet.addRow([`${startDate} to ${endDate}`]);
    sheet.addRow([]);
    const header = sheet.addRow(['Date', 'Time', 'Number', 'Destination', 'Duration (s)', 'Duration', 'Cost (R)']);
    header.font = { bold: true };
    for (const r of rows.map(toRecord)) {
      sheet.addRow([r.date, r.time, r.number, r.destination, r.durationSeconds, hms(r.durationSeconds), r.cost]);
    }
    const total = sheet.addRow([`Total: ${sum.count} calls`, '', '', '', sum.durationSeconds, hms(sum.durationSeconds), sum.cost]);
    total.font = { bold: true };
    sheet.getColumn(7).numFmt = '0.00';
    [12, 10, 16, 28, 13, 11, 11].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
    sheet.views = [{ state: 'frozen', ySplit: 4 }];

    return {
      fileName: `call-report-${account.accountCode}-${startDate}-to-${endDate}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: Buffer.from(await workbook.xlsx.writeBuffer()),
    };
  },
});
