export type StatusTone = 'positive' | 'negative' | 'neutral';

const POSITIVE = new Set(['active', 'kept', 'paid', 'closed', 'resolved', 'success', 'successful', 'accepted', 'completed', 'up to date', 'in credit']);
const NEGATIVE = new Set(['suspended', 'broken', 'overdue', 'failed', 'cancelled', 'canceled', 'declined', 'inactive', 'unpaid']);

/** Active/Paid/closed → positive, Suspended/Overdue → negative, anything else (Pending, open) → neutral. */
export function statusTone(status: string): StatusTone {
  const key = status.trim().toLowerCase();
  return POSITIVE.has(key) ? 'positive' : NEGATIVE.has(key) ? 'negative' : 'neutral';
}

/** A status as text with a colour cue; the text is always shown, so colour is never the only signal. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`portal-badge portal-badge--${statusTone(status)}`}>{status}</span>;
}
