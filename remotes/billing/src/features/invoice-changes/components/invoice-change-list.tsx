import { INVOICE_CHANGE_GROUPS, type InvoiceChange, type InvoiceChanges } from '@portal/contract/catalogue';
import { formatDate } from '@portal/ui';
import { changeDetail, GROUP_TITLES, rand, signedRand } from '../change-texts';

const AMOUNT = { whiteSpace: 'nowrap', fontWeight: 600, fontVariantNumeric: 'tabular-nums' } as const;
const MUTED = { margin: '2px 0 0', color: 'var(--portal-muted)', fontSize: '.9rem', overflowWrap: 'anywhere' } as const;
const ROW = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 } as const;

const SHOWN_RAND = /(-?R \d{1,3}(?: \d{3})*\.\d{2})/;

/** The sentence with each amount kept on one line, as a phone would otherwise break 'R 1 099.00' at its spaces. */
function Detail({ sentence }: { sentence: string }) {
  return (
    <p style={MUTED}>
      {sentence.split(SHOWN_RAND).map((part, i) =>
        i % 2 ? (
          <span key={i} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function ChangeItem({ change }: { change: InvoiceChange }) {
  return (
    <li style={{ padding: '10px 0', borderBottom: '1px solid var(--portal-border)' }}>
      <div style={ROW}>
        <span style={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{change.description}</span>
        <span style={AMOUNT}>{signedRand(change.amountCents)}</span>
      </div>
      <Detail sentence={changeDetail(change)} />
    </li>
  );
}

/** The two totals and their difference. */
function Totals({ explained }: { explained: InvoiceChanges & { previous: NonNullable<InvoiceChanges['previous']> } }) {
  const { previous } = explained;
  return (
    <dl className="portal-details" style={{ marginBottom: 16 }}>
      <dt>
        Previous invoice {previous.invoiceTxNumber} ({formatDate(previous.invoiceDate)})
      </dt>
      <dd style={AMOUNT}>{rand(previous.totalCents)}</dd>
      <dt>This invoice</dt>
      <dd style={AMOUNT}>{rand(explained.totalCents)}</dd>
      <dt>Difference</dt>
      <dd style={AMOUNT}>{signedRand(explained.differenceCents ?? 0)}</dd>
    </dl>
  );
}

/** The changes by group, in the order of INVOICE_CHANGE_GROUPS, each with its signed amount, and what they add up to. */
export function InvoiceChangeList({ explained }: { explained: InvoiceChanges & { previous: NonNullable<InvoiceChanges['previous']> } }) {
  const total = explained.changes.reduce((cents, c) => cents + c.amountCents, 0);
  return (
    <>
      <Totals explained={explained} />
      {INVOICE_CHANGE_GROUPS.map((group) => {
        const changes = explained.changes.filter((c) => c.group === group);
        if (!changes.length) return null;
        const headingId = `invoice-changes-${group}`;
        return (
          <section key={group} aria-labelledby={headingId} style={{ marginBottom: 16 }}>
            <h3 id={headingId} style={{ margin: '0 0 4px', fontSize: '1rem' }}>
              {GROUP_TITLES[group]}
            </h3>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, borderTop: '1px solid var(--portal-border)' }}>
              {changes.map((change, index) => (
                <ChangeItem key={index} change={change} />
              ))}
            </ul>
          </section>
        );
      })}
      <p style={{ ...ROW, margin: 0, fontWeight: 700 }}>
        <span>Total of the changes</span>
        <span style={AMOUNT}>{signedRand(total)}</span>
      </p>
    </>
  );
}
