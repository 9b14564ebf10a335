import { and, asc, between, count, desc, eq, sql } from 'drizzle-orm';
import { accountAreaDownloads } from '@portal/contract/catalogue';
import type { Db } from '../../db/connect';
import { accounts, callRecords } from '../../db/schema';
import { renderOffThread } from '../../documents/document-pool';
import { withDocumentSlot } from '../../documents/document-turns';
import { money } from '../../documents/money';
import { XLSX_CONTENT_TYPE } from '../../documents/invoice-xlsx';
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
  cost: money(r.cost),
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

/** Every call in the range, oldest first, with a totals row: a spreadsheet reads top to bottom in time. */
export const downloadCallReportExcel = defineDownload({
  name: 'account.doc.DownloadCallReportExcel',
  auth: 'session',
  modules: [...MODULES],
  input: accountAreaDownloads['account.doc.DownloadCallReportExcel'],
  handler: ({ startDate, endDate }, ctx) =>
    withDocumentSlot(ctx.session.personId, async () => {
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
      const report = { ...account, startDate, endDate, calls: rows.map(toRecord), totals: sum, created: ctx.clock.now() };
      return {
        fileName: `call-report-${account.accountCode}-${startDate}-to-${endDate}.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        body: await renderOffThread({ kind: 'call-report-xlsx', report }),
      };
    }),
});
