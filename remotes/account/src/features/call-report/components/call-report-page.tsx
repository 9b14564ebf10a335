import type { CallRecord, CallReport } from '@portal/contract';
import { formatDuration } from '@portal/contract/format';
import { AccountSectionHeader, Button, Card, EmptyState, ErrorState, formatCurrency, formatDate, LoadingState } from '@portal/ui';
import { DownloadButton } from '@portal/ui/download';
import { useRef, useState, type ReactNode } from 'react';
import { RecordList, type RecordColumn } from '../../../components/record-list';
import { CALL_REPORT_EXPORT, CALL_REPORT_PAGE_SIZE, useCallReport, type CallReportRange } from '../api/get-call-report';
import { defaultRange } from '../call-report-range';
import { CallReportFilter } from './call-report-filter';

const COLUMNS: RecordColumn<CallRecord>[] = [
  { header: 'Date', cell: (c) => formatDate(c.date) },
  { header: 'Time', cell: (c) => c.time },
  { header: 'Number', cell: (c) => c.number },
  { header: 'Destination', cell: (c) => c.destination },
  { header: 'Duration', cell: (c) => formatDuration(c.durationSeconds), numeric: true },
  { header: 'Cost', cell: (c) => formatCurrency(c.cost), numeric: true },
];

function Totals({ totals }: { totals: CallReport['totals'] }) {
  return (
    <dl className="portal-details" aria-label="Totals for the period" style={{ marginBottom: 12 }}>
      <dt>Calls</dt>
      <dd>{totals.count}</dd>
      <dt>Total duration</dt>
      <dd>{formatDuration(totals.durationSeconds)}</dd>
      <dt>Total cost</dt>
      <dd>{formatCurrency(totals.cost)}</dd>
    </dl>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const atStart = page <= 1;
  const atEnd = page >= pages;
  // aria-disabled rather than disabled at either end, so a keyboard user keeps their focus.
  return (
    <nav className="portal-pagination" aria-label="Call report pages">
      <Button variant="secondary" aria-disabled={atStart || undefined} onClick={() => !atStart && onPage(page - 1)}>
        Previous
      </Button>
      <span className="portal-pagination__page">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" aria-disabled={atEnd || undefined} onClick={() => !atEnd && onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** spec §2 call report: the account's calls in a date range, with totals, paging and an export to .xlsx. */
export default function CallReportPage() {
  const [range, setRange] = useState<CallReportRange>(defaultRange);
  const [page, setPage] = useState(1);
  const report = useCallReport(range, page);
  const data = report.data;
  // While the next page loads the previous one stays on screen: count what is shown.
  const shown = useRef({ range, page });
  if (data && !report.isPlaceholderData) shown.current = { range, page };

  const apply = (next: CallReportRange) => {
    setRange(next);
    setPage(1);
  };
  const period = `${formatDate(range.startDate)} to ${formatDate(range.endDate)}`;

  let body: ReactNode;
  if (data && data.totals.count === 0 && !report.isPlaceholderData) {
    body = (
      <EmptyState title="No calls in this period.">
        <p>Choose another period to see its calls.</p>
      </EmptyState>
    );
  } else if (data) {
    const pages = Math.max(1, Math.ceil(data.totals.count / CALL_REPORT_PAGE_SIZE));
    const from = data.rows.length ? (shown.current.page - 1) * CALL_REPORT_PAGE_SIZE + 1 : 0;
    const to = from ? from + data.rows.length - 1 : 0;
    body = (
      <>
        <Totals totals={data.totals} />
        <div className="portal-table">
          <RecordList
            label={`Calls from ${formatDate(data.startDate)} to ${formatDate(data.endDate)}, newest first`}
            columns={COLUMNS}
            rows={data.rows}
            rowKey={(c) => String(c.id)}
            title={(c) => `${formatDate(c.date)} ${c.time}`}
            busy={report.isPlaceholderData}
          />
          <div className="portal-table__footer">
            <p className="portal-table__count" aria-live="polite">
              Showing {from} - {to} of {data.totals.count} calls
            </p>
            {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
          </div>
        </div>
      </>
    );
  } else if (report.isError && !report.isFetching) {
    body = <ErrorState title="We could not load your call report" message={report.error.message} onRetry={() => void report.refetch()} />;
  } else {
    body = <LoadingState label="Loading your calls…" />;
  }

  return (
    <>
      <AccountSectionHeader />
      <Card
        title="Call Report"
        actions={
          <DownloadButton
            action={CALL_REPORT_EXPORT}
            body={{ ...range }}
            label="Export to Excel"
            labelSuffix={`for ${period}`}
            subject={`the call report for ${period}`}
          />
        }
      >
        <CallReportFilter range={range} onApply={apply} />
        {report.isError && data && (
          <ErrorState title="We could not load this page of calls" message={report.error.message} onRetry={() => void report.refetch()} />
        )}
        {body}
      </Card>
    </>
  );
}
