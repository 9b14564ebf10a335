import { statusTone } from '@portal/ui';

/**
 * A status badge whose text may wrap: a long status ('Awaiting mandate acceptance') beside its label would otherwise
 * be wider than a phone's column and make the page scroll sideways.
 */
export function WrappingBadge({ status }: { status: string }) {
  return (
    <span className={`portal-badge portal-badge--${statusTone(status)}`} style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
      {status}
    </span>
  );
}
