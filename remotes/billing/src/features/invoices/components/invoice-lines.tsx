import type { InvoiceView } from '@portal/contract/catalogue';
import { formatCurrency, useIsMobile, VisuallyHidden } from '@portal/ui';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const HEADERS = ['Description', 'Quantity', 'Excl. VAT', 'VAT', 'Incl. VAT'];

const MUTED = { margin: '2px 0 0', color: 'var(--portal-muted)', fontSize: '.9rem' } as const;

/** On phones: one short block per line, its description and amount including VAT first, then the VAT split. */
function InvoiceLineBlocks({ invoice }: { invoice: InvoiceView }) {
  if (invoice.lines.length === 0) return <p>This invoice has no lines.</p>;
  return (
    <ul aria-label="Invoice lines" style={{ listStyle: 'none', margin: 0, padding: 0, borderTop: '1px solid var(--portal-border)' }}>
      {invoice.lines.map((line, index) => (
        <li key={index} style={{ padding: '10px 0', borderBottom: '1px solid var(--portal-border)' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
            <span style={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{line.description}</span>
            <span style={{ ...NO_WRAP, fontWeight: 600 }}>
              <VisuallyHidden>Incl. VAT </VisuallyHidden>
              {formatCurrency(line.amount)}
            </span>
          </div>
          <p style={MUTED}>
            Quantity {line.quantity} · Excl. VAT <span style={NO_WRAP}>{formatCurrency(line.amountExclVat)}</span> · VAT{' '}
            <span style={NO_WRAP}>{formatCurrency(line.vat)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The invoice's lines, each with its amount excluding VAT, its VAT and its amount including VAT. */
export function InvoiceLines({ invoice }: { invoice: InvoiceView }) {
  const isMobile = useIsMobile();
  if (isMobile) return <InvoiceLineBlocks invoice={invoice} />;
  return (
    <div className="portal-table">
      <div className="portal-table__scroll">
        <table>
          <caption className="portal-visually-hidden">Invoice lines</caption>
          <thead>
            <tr>
              {HEADERS.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invoice.lines.length === 0 && (
              <tr>
                <td colSpan={HEADERS.length} className="portal-table__message">
                  This invoice has no lines.
                </td>
              </tr>
            )}
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td data-label="Description">{line.description}</td>
                <td data-label="Quantity">{line.quantity}</td>
                <td data-label="Excl. VAT" style={NO_WRAP}>
                  {formatCurrency(line.amountExclVat)}
                </td>
                <td data-label="VAT" style={NO_WRAP}>
                  {formatCurrency(line.vat)}
                </td>
                <td data-label="Incl. VAT" style={NO_WRAP}>
                  {formatCurrency(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
