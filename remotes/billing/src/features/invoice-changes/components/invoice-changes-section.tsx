import type { InvoiceChanges } from '@portal/contract/catalogue';
import { Card, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useId, useState } from 'react';
import { useInvoiceChanges } from '../api/get-invoice-changes';
import { INVOICE_CHANGES_TITLE } from '../change-texts';
import { InvoiceChangeList } from './invoice-change-list';

function Explanation({ explained }: { explained: InvoiceChanges }) {
  const { previous } = explained;
  if (!previous) {
    return (
      <EmptyState title="This is your first invoice.">
        <p>There is no previous invoice to compare it with.</p>
      </EmptyState>
    );
  }
  if (!explained.changes.length) {
    return (
      <EmptyState title="Nothing changed.">
        <p>This invoice charges exactly what your previous invoice, {previous.invoiceTxNumber}, did.</p>
      </EmptyState>
    );
  }
  return <InvoiceChangeList explained={{ ...explained, previous }} />;
}

function Comparison({ invoiceTxNumber }: { invoiceTxNumber: string }) {
  const changes = useInvoiceChanges(invoiceTxNumber);
  if (changes.data) return <Explanation explained={changes.data} />;
  if (changes.isError && !changes.isFetching) {
    return <ErrorState title="We could not work out what changed" message={changes.error.message} onRetry={() => void changes.refetch()} />;
  }
  return <LoadingState label="Comparing with your previous invoice…" />;
}

/**
 * "Why did my bill change?" under an issued invoice: closed at first (it is asked for only once opened); open, it compares the invoice with the one
 * before it, change by change, each with what it added or took off.
 */
export function InvoiceChangesSection({ invoiceTxNumber }: { invoiceTxNumber: string }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Card title={INVOICE_CHANGES_TITLE}>
      <p>See what is different from your previous invoice: new and ended services, plan and price changes, once-off charges, credits and payments.</p>
      <button type="button" className="portal-button portal-button--secondary" aria-expanded={open} aria-controls={open ? regionId : undefined} onClick={() => setOpen(!open)}>
        {open ? 'Hide what changed' : 'Show what changed'}
      </button>
      {open && (
        <div id={regionId} style={{ marginTop: 16 }}>
          <Comparison invoiceTxNumber={invoiceTxNumber} />
        </div>
      )}
    </Card>
  );
}
