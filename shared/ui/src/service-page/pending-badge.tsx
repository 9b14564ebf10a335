import type { ItemPending } from '@portal/contract';

const WORDS = { adding: 'Being added', removing: 'Being removed', changing: 'Being changed' } as const;

/** What a delayed change means for the customer (as Orders & Docs and the service page's notices say it). */
export const DELAYED_CHANGE = 'We are still passing this on to our team. It is not done yet.';

/**
 * 'Being added' while the provisioning side works on it; 'Delayed' when its event never reached the provider after
 * the last try. The reference (and what a delay means) is in the accessible text and the title.
 */
export function PendingBadge({ pending }: { pending: ItemPending }) {
  if (!pending) return null;
  if (pending.delayed) {
    return (
      <span className="svc-pending svc-pending--delayed" title={`${WORDS[pending.state]}, reference ${pending.reference}. ${DELAYED_CHANGE}`}>
        Delayed
        <span className="portal-visually-hidden">
          {' '}
          ({WORDS[pending.state].toLowerCase()}, reference {pending.reference}. {DELAYED_CHANGE})
        </span>
      </span>
    );
  }
  return (
    <span className="svc-pending" title={`Reference ${pending.reference}`}>
      {WORDS[pending.state]}
      <span className="portal-visually-hidden"> (reference {pending.reference})</span>
    </span>
  );
}
