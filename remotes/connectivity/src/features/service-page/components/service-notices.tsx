import { paths, type ServiceDetail } from '@portal/contract';
import { Alert, formatDate } from '@portal/ui';
import { usePageOffered } from '@portal/ui/access';
import { Link } from 'react-router-dom';

/** Said when the job's event never reached the provider after its last try (the badge elsewhere says Delayed). */
export const DELAYED_NOTICE = 'Delayed: we are still passing this on to our team. It is not done yet.';

/** A change ordered to take effect later, and a cancellation under way (either may be delayed). */
export function ServiceNotices({ service }: { service: ServiceDetail }) {
  const { pendingChange, cancellation, failedRequest } = service;
  const offered = usePageOffered();
  if (!pendingChange && !cancellation && !failedRequest) return null;
  return (
    <>
      {failedRequest && (
        <Alert tone="warning">
          {failedRequest.kind === 'order' ? 'Your order' : 'Your cancellation request'} {failedRequest.reference} could not be completed
          {failedRequest.reason ? `: ${failedRequest.reason.replace(/[.\s]+$/, '')}.` : '.'}{' '}
          {failedRequest.kind === 'order' ? 'Nothing was charged for it.' : 'The service carries on as before.'} Please contact us if you need help.{' '}
          {failedRequest.kind === 'order'
            ? offered(paths.ordersAndDocs) && <Link to={paths.ordersAndDocs}>View your orders</Link>
            : offered(paths.cancellations) && <Link to={paths.cancellations}>View your cancellations</Link>}
        </Alert>
      )}
      {pendingChange && (
        <Alert tone={pendingChange.delayed ? 'warning' : 'info'}>
          Your change to <strong>{pendingChange.productName}</strong> takes effect on {formatDate(pendingChange.effectiveDate)}{' '}
          (reference {pendingChange.reference}).{pendingChange.delayed && ` ${DELAYED_NOTICE}`}
        </Alert>
      )}
      {cancellation && (
        <Alert tone={cancellation.delayed ? 'warning' : 'info'}>
          This service is being cancelled: it ends on {formatDate(cancellation.cancellationDate)} (reference {cancellation.reference},{' '}
          {cancellation.status}).{cancellation.delayed && ` ${DELAYED_NOTICE}`}{' '}
          {offered(paths.cancellations) && <Link to={paths.cancellations}>View your cancellations</Link>}
        </Alert>
      )}
    </>
  );
}
