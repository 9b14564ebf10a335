import { paths, type ServiceDetail } from '@portal/contract';
import { Alert, formatDate } from '@portal/ui';
import { usePageOffered } from '@portal/ui/access';
import { Link } from 'react-router-dom';

/** A change ordered to take effect later, and a cancellation under way. */
export function ServiceNotices({ service }: { service: ServiceDetail }) {
  const { pendingChange, cancellation } = service;
  const offered = usePageOffered();
  if (!pendingChange && !cancellation) return null;
  return (
    <>
      {pendingChange && (
        <Alert tone="info">
          Your change to <strong>{pendingChange.productName}</strong> takes effect on {formatDate(pendingChange.effectiveDate)}{' '}
          (reference {pendingChange.reference}).
        </Alert>
      )}
      {cancellation && (
        <Alert tone="info">
          This service is being cancelled: it ends on {formatDate(cancellation.cancellationDate)} (reference {cancellation.reference},{' '}
          {cancellation.status}).{' '}
          {offered(paths.cancellations) && <Link to={paths.cancellations}>View your cancellations</Link>}
        </Alert>
      )}
    </>
  );
}
