import type { TarReportSummary } from '@portal/contract/catalogue';
import { DataTable, type Column } from '@portal/ui/data-table';
import { DownloadButton } from '@portal/ui/download';
import { formatNumber } from '@portal/contract/format';
import { TAR_DOWNLOAD } from '../api/download-tar-report';
import { useTarReports } from '../api/get-tar-reports';
import { fmt } from './chart-block';
import { AccountLine, NoServices, ToolContent, ToolPage } from './tool-page';

/** A month's report: its figures and its PDF. */
const columns = (accountId: number): Column<TarReportSummary>[] => [
  { key: 'title', header: 'Month', rowHeader: true },
  { key: 'services', header: 'Services', numeric: true },
  { key: 'downloadGb', header: 'Downloaded', numeric: true, render: (report) => `${formatNumber(report.downloadGb, 1)} GB` },
  { key: 'uploadGb', header: 'Uploaded', numeric: true, render: (report) => `${formatNumber(report.uploadGb, 1)} GB` },
  { key: 'availabilityPct', header: 'Availability', numeric: true, render: (report) => fmt.pct(report.availabilityPct) },
  {
    key: 'report',
    header: 'Report',
    render: (report) => (
      <DownloadButton
        action={TAR_DOWNLOAD}
        body={{ accountId, month: report.month }}
        label="Download PDF"
        labelSuffix={`of ${report.title}`}
        subject={`the ${report.title} report`}
      />
    ),
  },
];

function TarReports({ accountId }: { accountId: number }) {
  const query = useTarReports(accountId);
  return (
    <ToolContent query={query} tool="tar-reports" what="reports">
      {(data) =>
        data.reports.length === 0 ? (
          <NoServices title="No traffic and availability reports for this account">
            <p>Reports are made each month for the account’s connectivity services.</p>
          </NoServices>
        ) : (
          <div className="svc-stack">
            <AccountLine account={data.account} />
            <p style={{ margin: 0 }}>One report a month for the last six complete months: traffic per line and how much of the month each line was up.</p>
            <DataTable
              label="Monthly traffic and availability reports"
              columns={columns(data.account.accountId)}
              rows={data.reports}
              rowKey={(report) => report.month}
              pageSize={10}
              filterable={false}
              noun="reports"
              pagesLabel="Pages of reports"
            />
          </div>
        )
      }
    </ToolContent>
  );
}

export default function TarReportsPage() {
  return (
    <ToolPage tool="tar-reports" withRange={false}>
      {({ accountId }) => <TarReports accountId={accountId} />}
    </ToolPage>
  );
}
