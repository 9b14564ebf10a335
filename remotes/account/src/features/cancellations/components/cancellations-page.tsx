import type { CancellationItem, CancellationStatus } from '@portal/contract';
import { AccountSectionHeader, Card, EmptyState, formatDate, StatusBadge } from '@portal/ui';
import { QueryContent } from '../../../components/query-content';
import { RecordList, type RecordColumn } from '../../../components/record-list';
import { useCancellations } from '../api/get-cancellations';

export const CANCELLATION_STATUS_LABELS: Record<CancellationStatus, string> = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
};

const status = (c: CancellationItem) => <StatusBadge status={CANCELLATION_STATUS_LABELS[c.status]} />;

const COLUMNS: RecordColumn<CancellationItem>[] = [
  { header: 'Reference', cell: (c) => c.reference },
  {
    header: 'Service',
    cell: (c) => (
      <>
        {c.product}
        <br />
        <span style={{ color: 'var(--portal-muted)', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}>{c.serviceTag}</span>
      </>
    ),
  },
  { header: 'Status', cell: status, cardHidden: true },
  { header: 'Requested', cell: (c) => formatDate(c.requestedDate) },
  { header: 'Effective', cell: (c) => (c.effectiveDate ? formatDate(c.effectiveDate) : 'Not yet scheduled') },
  { header: 'Reason', cell: (c) => c.reason || '—' },
];

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
              <RecordList
                label="Cancellation requests, newest first"
                columns={COLUMNS}
                rows={list}
                rowKey={(c) => c.reference}
                badge={status}
              />
            )
          }
        </QueryContent>
      </Card>
    </>
  );
}
