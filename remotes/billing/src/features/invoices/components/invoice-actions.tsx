import type { InvoiceItem } from '@portal/contract';
import { paths } from '@portal/contract';
import { VisuallyHidden } from '@portal/ui';
import { Link } from 'react-router-dom';
import { canPay, payInvoiceHref } from '../pay-invoice';
import { InvoiceDownloadChoices } from './invoice-download-choices';

/** Per invoice: View (the invoice page), Pay while something is owed on it, and one Download (PDF, Excel). */
export function InvoiceActions({ invoice }: { invoice: InvoiceItem }) {
  const { invoiceTxNumber } = invoice;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}>
      <Link to={paths.invoice(invoiceTxNumber)} className="portal-button portal-button--ghost">
        View<VisuallyHidden> invoice {invoiceTxNumber}</VisuallyHidden>
      </Link>
      {canPay(invoice) && (
        <Link to={payInvoiceHref(invoiceTxNumber)} className="portal-button portal-button--secondary">
          Pay<VisuallyHidden> invoice {invoiceTxNumber}</VisuallyHidden>
        </Link>
      )}
      <InvoiceDownloadChoices invoiceTxNumber={invoiceTxNumber} />
    </div>
  );
}
