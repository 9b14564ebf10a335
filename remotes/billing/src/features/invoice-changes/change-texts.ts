import type { InvoiceChange, InvoiceChangeGroup } from '@portal/contract/catalogue';
import { formatCurrency, fromCents } from '@portal/contract/format';

export const INVOICE_CHANGES_TITLE = 'Why did my bill change?';

export const GROUP_TITLES: Record<InvoiceChangeGroup, string> = {
  'new-services': 'New services',
  'ended-services': 'Ended services',
  'plan-changes': 'Plan changes',
  'once-off': 'Once-off charges',
  'price-changes': 'Price changes',
  'credits-payments': 'Credits and payments',
  adjustments: 'Other adjustments',
};

/** Whole cents as the portal shows rand. */
export const rand = (cents: number) => formatCurrency(fromCents(cents));

/** '+R 200.00', '-R 89.90', 'R 0.00': what a change added to the bill or took off it. */
export const signedRand = (cents: number) => (cents > 0 ? `+${rand(cents)}` : rand(cents));

/** One sentence under a change: what it was before and what it is now. */
export function changeDetail(change: InvoiceChange): string {
  const { group, previousCents, currentCents, previousDescription } = change;
  if (group === 'adjustments') return 'The rest of the difference between the two totals.';
  if (group === 'new-services') return `New on this invoice at ${rand(currentCents ?? 0)}.`;
  if (group === 'ended-services') return `No longer billed; it was ${rand(previousCents ?? 0)}.`;
  if (previousDescription !== null) return `Was ${previousDescription} at ${rand(previousCents ?? 0)}, now ${rand(currentCents ?? 0)}.`;
  if (previousCents === null) return 'On this invoice only.';
  if (currentCents === null) return `On the previous invoice only (${rand(previousCents)}).`;
  return `Was ${rand(previousCents)}, now ${rand(currentCents)}.`;
}
