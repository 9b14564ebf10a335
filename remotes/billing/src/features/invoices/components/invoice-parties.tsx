import type { InvoiceView } from '@portal/contract/catalogue';

function Party({ title, name, lines }: { title: string; name: string; lines: string[] }) {
  return (
    <div style={{ flex: '1 1 220px', minWidth: 0 }}>
      <h3 style={{ margin: '0 0 4px', fontSize: '.8rem', textTransform: 'uppercase', letterSpacing: '.04em', color: 'var(--portal-muted)' }}>{title}</h3>
      <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
        <strong>{name}</strong>
        {lines.map((line, index) => (
          <span key={index}>
            <br />
            {line}
          </span>
        ))}
      </p>
    </div>
  );
}

/** Who the tax invoice is from (the provider's legal name, registration and VAT numbers, address) and for. */
export function InvoiceParties({ invoice }: { invoice: InvoiceView }) {
  const { supplier, customer } = invoice;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 16 }}>
      <Party
        title="From"
        name={supplier.legalName}
        lines={[`Registration number: ${supplier.registrationNumber}`, `VAT number: ${supplier.vatNumber}`, ...supplier.address]}
      />
      <Party title="To" name={customer.name} lines={[`Account code: ${customer.accountCode}`, ...customer.postalAddress]} />
    </div>
  );
}
