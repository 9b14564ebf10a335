import { CONNECTIVITY_TYPES, serviceToolDownloads, type ToolAccount } from '@portal/contract/catalogue';
import { formatMonth, formatNumber } from '@portal/contract/format';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { serviceLogs } from '../../../db/schema';
import type { PdfContent } from '../../../documents/account-document-pdf';
import { renderOffThread } from '../../../documents/document-pool';
import { withDocumentSlot } from '../../../documents/document-turns';
import { notFound } from '../../../http/action-failure';
import { defineDownload, type SessionActionContext } from '../../define-action';
import { round, toolAccount, toolServices } from './tool-metrics';
import { TOOL_LOG_KINDS, type TarMonthData } from './tool-series';

/** How many complete months of reports the account can fetch. */
export const TAR_REPORT_MONTHS = 6;

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const monthTitle = (d: Date) => formatMonth(d.getUTCFullYear(), d.getUTCMonth() + 1);

export interface TarLine extends TarMonthData {
  serviceTag: string;
  product: string;
}

export interface TarReport {
  month: string;
  title: string;
  fileName: string;
  lines: TarLine[];
  downloadGb: number;
  uploadGb: number;
  availabilityPct: number;
}

/**
 * The account's monthly traffic and availability reports: one per complete month of the last six that has figures
 * for at least one of its connectivity services, newest first.
 */
export async function tarReportsOf(ctx: SessionActionContext, account: ToolAccount): Promise<TarReport[]> {
  const lines = await toolServices(ctx, account.accountId, CONNECTIVITY_TYPES);
  if (lines.length === 0) return [];
  const now = ctx.clock.now();
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - TAR_REPORT_MONTHS, 1));
  const rows = await ctx.db
    .select({ serviceId: serviceLogs.serviceId, occurredAt: serviceLogs.occurredAt, data: serviceLogs.data })
    .from(serviceLogs)
    .where(
      and(
        inArray(serviceLogs.serviceId, lines.map((s) => s.id)),
        eq(serviceLogs.kind, TOOL_LOG_KINDS.tar),
        gte(serviceLogs.occurredAt, firstMonth),
        lt(serviceLogs.occurredAt, thisMonth),
      ),
    );
  const reports: TarReport[] = [];
  for (let back = 1; back <= TAR_REPORT_MONTHS; back++) {
    const month = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - back, 1));
    const ofMonth = lines.flatMap((s) => {
      const row = rows.find((r) => r.serviceId === s.id && r.occurredAt.getTime() === month.getTime());
      return row ? [{ serviceTag: s.serviceTag, product: s.product, ...(row.data as unknown as TarMonthData) }] : [];
    });
    if (ofMonth.length === 0) continue;
    const key = monthKey(month);
    reports.push({
      month: key,
      title: monthTitle(month),
      fileName: `tar-report-${account.accountCode}-${key}.pdf`,
      lines: ofMonth,
      downloadGb: round(ofMonth.reduce((sum, l) => sum + l.downloadGb, 0), 1)!,
      uploadGb: round(ofMonth.reduce((sum, l) => sum + l.uploadGb, 0), 1)!,
      availabilityPct: round(ofMonth.reduce((sum, l) => sum + l.availabilityPct, 0) / ofMonth.length, 3)!,
    });
  }
  return reports;
}

/** '1 234.5': gigabytes to a tenth. */
export const gb = (value: number) => formatNumber(value, 1);
const pct = (value: number) => `${value.toFixed(3)}%`;

/** The report as the PDF shows it: the account, the month's totals, then one row per service. */
export function tarReportContent(account: ToolAccount, report: TarReport, brand: string): PdfContent {
  return {
    title: `Traffic and availability report — ${report.title}`,
    facts: [
      ['Provider', brand],
      ['Account', `${account.customerName} (${account.accountCode})`],
      ['Month', report.title],
      ['Services', String(report.lines.length)],
      ['Total downloaded', `${gb(report.downloadGb)} GB`],
      ['Total uploaded', `${gb(report.uploadGb)} GB`],
      ['Average availability', pct(report.availabilityPct)],
    ],
    table: {
      columns: [
        { header: 'Service', width: 78 },
        { header: 'Plan', width: 117 },
        { header: 'Down GB', width: 56, align: 'right' },
        { header: 'Up GB', width: 50, align: 'right' },
        { header: 'Peak Mbps', width: 52, align: 'right' },
        { header: 'Availability', width: 66, align: 'right' },
        { header: 'Outage min', width: 36, align: 'right' },
        { header: 'Latency ms', width: 40, align: 'right' },
      ],
      rows: report.lines.map((l) => [
        l.serviceTag,
        l.product,
        gb(l.downloadGb),
        gb(l.uploadGb),
        String(l.peakDownMbps),
        pct(l.availabilityPct),
        String(l.outageMinutes),
        String(l.avgLatencyMs),
      ]),
      footer: ['Total', '', gb(report.downloadGb), gb(report.uploadGb), '', pct(report.availabilityPct), String(report.lines.reduce((s, l) => s + l.outageMinutes, 0)), ''],
    },
    paragraphs: [
      'Availability is the share of the month each line was up, as measured by the provider’s monitoring every minute; outage minutes are the time it was not. Planned maintenance announced at least 48 hours ahead is included.',
      'Traffic is counted at the provider’s edge in decimal gigabytes (1 GB = 1 000 000 000 bytes); latency is the month’s average round trip to the provider’s core network.',
    ],
  };
}

export const downloadTarReport = defineDownload({
  name: 'tools.DownloadTarReport',
  auth: 'session',
  modules: ['cloud-hosting'],
  input: serviceToolDownloads['tools.DownloadTarReport'],
  handler: ({ accountId, month }, ctx) =>
    withDocumentSlot(ctx.session.personId, async () => {
      const account = await toolAccount(ctx, accountId);
      const report = (await tarReportsOf(ctx, account)).find((r) => r.month === month);
      if (!report) throw notFound('That report');
      return {
        fileName: report.fileName,
        contentType: 'application/pdf',
        body: await renderOffThread({ kind: 'account-document-pdf', content: tarReportContent(account, report, ctx.rpName), producer: 'Self-service portal' }),
      };
    }),
});
