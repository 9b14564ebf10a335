import type { ArrangementView } from '@portal/contract/catalogue';
import { formatCurrency, formatDate, StatusBadge } from '@portal/ui';

const PART_STATE = { paid: 'Paid', due: 'To pay', missed: 'Missed' } as const;

/** Where an arrangement stands: its status, one sentence, and each part with its date, amount and state. */
export function ArrangementDetails({ arrangement }: { arrangement: ArrangementView }) {
  return (
    <>
      <dl className="portal-details">
        <dt>Arrangement</dt>
        <dd>{arrangement.reference}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={arrangement.statusText} />
        </dd>
        <dt>Amount arranged</dt>
        <dd>{formatCurrency(arrangement.total)}</dd>
        <dt>Paid so far</dt>
        <dd>{formatCurrency(arrangement.paid)}</dd>
      </dl>
      <p>{arrangement.summary}</p>
      <ol aria-label="Parts of the arrangement" style={{ paddingLeft: 20, margin: 0 }}>
        {arrangement.parts.map((part) => (
          <li key={part.dueDate} style={{ marginBottom: 4 }}>
            {formatCurrency(part.amount)} by {formatDate(part.dueDate)}: <StatusBadge status={PART_STATE[part.state]} />
          </li>
        ))}
      </ol>
    </>
  );
}
