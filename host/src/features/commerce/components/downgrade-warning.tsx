import type { OrderPreview } from '@portal/contract';
import { Alert, Checkbox, formatCurrency, formatDate } from '@portal/ui';
import type { Downgrade } from '../plan-losses';

export const DOWNGRADE_ACCEPT_LABEL = 'I understand: I lose this today';
export const DOWNGRADE_ACCEPT_MESSAGE = 'Please tick the box to accept the smaller plan from today.';

export interface DowngradeWarningProps {
  preview: OrderPreview;
  downgrade: Downgrade;
  /** The change starts today (then it needs the customer's explicit acceptance). */
  today: boolean;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** Set when Confirm order was pressed without accepting. */
  error?: string;
}

function Losses({ losses }: { losses: string[] }) {
  if (losses.length === 0) return null;
  return (
    <ul className="portal-commerce__losses" aria-label="What you lose">
      {losses.map((loss) => (
        <li key={loss}>{loss}</li>
      ))}
    </ul>
  );
}

/**
 * Said before a plan change that costs less or takes something away: what goes, and what it does to the bill (the
 * change is not pro-rated: the next invoice carries the whole monthly difference). One that starts today needs the box.
 */
export function DowngradeWarning({ preview, downgrade, today, accepted, onAcceptedChange, error }: DowngradeWarningProps) {
  const plan = preview.lines[0].product.name;
  const bill = downgrade.cheaper
    ? ` Your monthly price becomes ${formatCurrency(preview.monthlyAfter)}. The change is not pro-rated: your next invoice carries the whole monthly difference (${formatCurrency(preview.monthlyChange)}).`
    : '';
  if (!today) {
    return (
      <Alert tone="info">
        From {formatDate(preview.effectiveDate)} {preview.serviceTag} moves to the smaller {plan}.{bill}
        <Losses losses={downgrade.losses} />
      </Alert>
    );
  }
  return (
    <>
      <Alert tone="warning">
        <strong>This downgrade takes effect today.</strong> As soon as it is set up, {preview.serviceTag} runs on {plan}
        {downgrade.losses.length > 0 ? ', and you lose:' : '.'}
        <Losses losses={downgrade.losses} />
        {bill}
        {' '}To keep what you have until the end of the month, go back and start it on the 1st of next month.
      </Alert>
      <Checkbox label={DOWNGRADE_ACCEPT_LABEL} checked={accepted} onChange={(event) => onAcceptedChange(event.target.checked)} error={error} />
    </>
  );
}
