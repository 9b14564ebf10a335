import type { ReactNode } from 'react';

/** The status a job shows when its event never reached the provider after the last try (it is not done). */
export const DELAYED_LABEL = 'Delayed';
export const DELAYED_SENTENCE = 'We are still passing this on to our team. It is not done yet.';

/** Under a Delayed badge (which already says Delayed): what it means for the customer, in one sentence. */
export function DelayedNotice({ children = DELAYED_SENTENCE }: { children?: ReactNode }) {
  return (
    <span style={{ display: 'block', marginTop: '0.25rem', color: 'var(--portal-muted)', fontSize: '0.875rem', maxWidth: '32ch' }}>
      {children}
    </span>
  );
}
