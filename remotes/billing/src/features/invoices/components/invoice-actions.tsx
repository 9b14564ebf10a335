import { paths } from '@portal/contract';
import { VisuallyHidden } from '@portal/ui';
import { Link } from 'react-router-dom';
import { InvoiceDownloads } from './invoice-downloads';

/** Per invoice: View (the invoice page), Download PDF, Download Excel. */
export function InvoiceActions({ invoiceTxNumber }: { invoiceTxNumber: string }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}>
      <Link to={paths.invoice(invoiceTxNumber)} className="portal-button portal-button--ghost">
        View<VisuallyHidden> invoice {invoiceTxNumber}</VisuallyHidden>
      </Link>
      <InvoiceDownloads invoiceTxNumber={invoiceTxNumber} />
    </div>
  );
}
