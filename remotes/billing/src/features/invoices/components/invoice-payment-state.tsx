import type { InvoiceView } from '@portal/contract/catalogue';
import { formatCurrency, formatDate } from '@portal/ui';
import { Link } from 'react-router-dom';
import { canPay, payInvoiceHref } from '../pay-invoice';

/** Where the invoice stands: what is still owed with 'Pay this invoice', or that it is paid (and when, if known). */
export function InvoicePaymentState({ invoice }: { invoice: InvoiceView }) {
  if (invoice.preview) return <p>This is what your next invoice will show so far. It can be downloaded once it is issued.</p>;
  if (canPay(invoice)) {
    const partPaid = invoice.outstanding < invoice.total;
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center', marginBottom: 16 }}>
        <p style={{ margin: 0 }}>
          <strong>{formatCurrency(invoice.outstanding)}</strong> {partPaid ? `of ${formatCurrency(invoice.total)} ` : ''}still to pay, due{' '}
          {formatDate(invoice.dueDate)}.
        </p>
        <Link to={payInvoiceHref(invoice.invoiceTxNumber)} className="portal-button portal-button--primary">
          Pay this invoice
        </Link>
      </div>
    );
  }
  return <p>{invoice.paidDate ? `Paid on ${formatDate(invoice.paidDate)}.` : 'Paid.'}</p>;
}
