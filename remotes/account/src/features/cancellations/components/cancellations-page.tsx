import type { CancellationItem, CancellationStatus } from '@portal/contract';
import { AccountSectionHeader, Card, EmptyState, formatDate, StatusBadge } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { DELAYED_LABEL, DELAYED_SENTENCE, DelayedNotice } from '../../../components/delayed-notice';
import { FailureReason } from '../../../components/failure-reason';
import { QueryContent } from '../../../components/query-content';
import { useCancellations } from '../api/get-cancellations';

export const CANCELLATION_STATUS_LABELS: Record<CancellationStatus, string> = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
  failed: 'Failed',
};

/** Delayed while the provider has not got it (its event failed after the last try). */
const statusLabel = (c: CancellationItem) => (c.delayed ? DELAYED_LABEL : CANCELLATION_STATUS_LABELS[c.status]);

const status = (c: CancellationItem) => (
  <div>
    <StatusBadge status={statusLabel(c)} />
    {c.delayed && <DelayedNotice />}
    {c.failureReason && <FailureReason>{c.failureReason}</FailureReason>}
  </div>
);

/** A withdrawn request never takes effect: it must not read as one still waiting for a date. */
const effectiveText = (c: CancellationItem) => {
  if (c.status === 'withdrawn') return WITHDRAWN_EFFECT;
  return c.effectiveDate ? formatDate(c.effectiveDate) : 'Not yet scheduled';
};
export const WITHDRAWN_EFFECT = 'Not cancelled: the request was withdrawn';

const COLUMNS: Column<CancellationItem>[] = [
  { key: 'reference', header: 'Reference' },
  {
    key: 'service',
    header: 'Service',
    render: (c) => (
      <>
        {c.product}
        <br />
        <span style={{ color: 'var(--portal-muted)', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}>{c.serviceTag}</span>
      </>
    ),
  },
  { key: 'status', header: 'Status', render: status },
  { key: 'requestedDate', header: 'Requested', render: (c) => formatDate(c.requestedDate) },
  { key: 'effectiveDate', header: 'Effective', render: effectiveText },
  { key: 'reason', header: 'Reason', render: (c) => c.reason || '—' },
];

const searchText = (c: CancellationItem) => `${c.reference} ${c.product} ${c.serviceTag} ${statusLabel(c)} ${c.status === 'withdrawn' ? WITHDRAWN_EFFECT : ''} ${c.delayed ? DELAYED_SENTENCE : ''} ${c.reason} ${c.failureReason ?? ''}`;

/** spec §2 /account/cancellations: the account's cancellation requests with status, service, dates and reference. */
export default function CancellationsPage() {
  const cancellations = useCancellations();
  return (
    <>
      <AccountSectionHeader />
      <Card title="Cancellations">
        <QueryContent query={cancellations} loadingLabel="Loading your cancellation requests…" errorTitle="We could not load your cancellation requests">
          {({ cancellations: list }) =>
            list.length === 0 ? (
              <EmptyState title="You have no cancellation requests.">
                <p>When you ask to cancel a service, the request and its progress show here.</p>
              </EmptyState>
            ) : (
              <DataTable
                label="Cancellation requests, newest first"
                columns={COLUMNS}
                rows={list}
                rowKey={(c) => c.reference}
                pageSize={10}
                filterLabel="Search cancellation requests"
                filterText={searchText}
                noun="cancellation requests"
                noMatchMessage="No cancellation requests match your search."
                pagesLabel="Pages of cancellation requests"
              />
            )
          }
        </QueryContent>
      </Card>
    </>
  );
}
