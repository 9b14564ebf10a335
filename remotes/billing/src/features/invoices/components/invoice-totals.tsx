import type { InvoiceView } from '@portal/contract/catalogue';
import { formatCurrency } from '@portal/ui';
import { formatPercent } from '@portal/contract/format';

/** The totals under the lines: excluding VAT, the VAT at the rate, including VAT, and what is still owed. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceView }) {
  const rows: [string, number][] = [
    ['Total excl. VAT', invoice.totalExclVat],
    [`VAT ${formatPercent(invoice.vatRate)}`, invoice.vatTotal],
    ['Total incl. VAT', invoice.total],
    ['Outstanding', invoice.outstanding],
  ];
  return (
    <>
      {/* Under the amount columns on a wide screen. */}
      <dl className="portal-details" style={{ marginTop: 16, maxWidth: 420, marginLeft: 'auto' }}>
        {rows.map(([label, amount]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd style={{ fontVariantNumeric: 'tabular-nums', fontWeight: label === 'Total incl. VAT' ? 700 : undefined }}>{formatCurrency(amount)}</dd>
          </div>
        ))}
      </dl>
      <p style={{ color: 'var(--portal-muted)', marginBottom: 0 }}>Prices include VAT at {formatPercent(invoice.vatRate)}.</p>
    </>
  );
}
