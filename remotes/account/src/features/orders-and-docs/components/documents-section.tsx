import type { DocumentItem, DocumentKind } from '@portal/contract';
import { Card, EmptyState, formatDate } from '@portal/ui';
import { DownloadButton } from '@portal/ui/download';
import { QueryContent } from '../../../components/query-content';
import { RecordList, type RecordColumn } from '../../../components/record-list';
import { DOCUMENT_DOWNLOAD, useDocuments } from '../api/get-documents';

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  'order-form': 'Order form',
  contract: 'Contract',
  invoice: 'Invoice',
};

const COLUMNS: RecordColumn<DocumentItem>[] = [
  { header: 'Document', cell: (d) => d.title },
  { header: 'Type', cell: (d) => DOCUMENT_KIND_LABELS[d.kind] },
  { header: 'Date', cell: (d) => formatDate(d.date) },
  { header: 'Order', cell: (d) => d.orderReference ?? '—' },
  {
    header: 'Download',
    cell: (d) => (
      <DownloadButton action={DOCUMENT_DOWNLOAD} body={{ id: d.id }} label="Download PDF" labelSuffix={d.title} subject={d.fileName} />
    ),
  },
];

/** Order forms, contracts and invoices, each downloadable as a real file. */
export function DocumentsSection() {
  const documents = useDocuments();
  return (
    <Card title="Documents">
      <QueryContent query={documents} loadingLabel="Loading your documents…" errorTitle="We could not load your documents">
        {({ documents: list }) =>
          list.length === 0 ? (
            <EmptyState title="You have no documents yet.">
              <p>Order forms, contracts and invoices will show here.</p>
            </EmptyState>
          ) : (
            <RecordList label="Documents, newest first" columns={COLUMNS} rows={list} rowKey={(d) => String(d.id)} />
          )
        }
      </QueryContent>
    </Card>
  );
}
