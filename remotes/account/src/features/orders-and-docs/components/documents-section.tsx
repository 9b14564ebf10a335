import type { DocumentItem, DocumentKind } from '@portal/contract';
import { Card, EmptyState, formatDate } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { DownloadButton } from '@portal/ui/download';
import { QueryContent } from '../../../components/query-content';
import { DOCUMENT_DOWNLOAD, useDocuments } from '../api/get-documents';

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  'order-form': 'Order form',
  contract: 'Contract',
  invoice: 'Invoice',
};

const COLUMNS: Column<DocumentItem>[] = [
  { key: 'title', header: 'Document' },
  { key: 'kind', header: 'Type', render: (d) => DOCUMENT_KIND_LABELS[d.kind] },
  { key: 'date', header: 'Date', render: (d) => formatDate(d.date) },
  { key: 'orderReference', header: 'Order', render: (d) => d.orderReference ?? '—' },
  {
    key: 'download',
    header: 'Download',
    render: (d) => (
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
            <DataTable
              label="Documents, newest first"
              columns={COLUMNS}
              rows={list}
              rowKey={(d) => String(d.id)}
              pageSize={10}
              filterLabel="Search documents"
              filterText={(d) => `${d.title} ${DOCUMENT_KIND_LABELS[d.kind]} ${formatDate(d.date)} ${d.orderReference ?? ''}`}
              noun="documents"
              noMatchMessage="No documents match your search."
              pagesLabel="Pages of documents"
            />
          )
        }
      </QueryContent>
    </Card>
  );
}
