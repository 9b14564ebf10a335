import type { ItemPending } from '@portal/contract';

const WORDS = { adding: 'Being added', removing: 'Being removed', changing: 'Being changed' } as const;

/** 'Being added' while the provisioning side works on it; the reference is in the accessible text and the title. */
export function PendingBadge({ pending }: { pending: ItemPending }) {
  if (!pending) return null;
  return (
    <span className="svc-pending" title={`Reference ${pending.reference}`}>
      {WORDS[pending.state]}
      <span className="portal-visually-hidden"> (reference {pending.reference})</span>
    </span>
  );
}
