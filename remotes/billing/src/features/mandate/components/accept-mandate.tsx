import { Alert, Button, formatDate } from '@portal/ui';
import { Roles, useRoleAllowed } from '@portal/ui/access';
import { useAcceptDebitOrderMandate } from '../api/accept-debit-order-mandate';
import type { MandateView } from './mandate-details';

/** Accepting is a sensitive action: the transport asks for re-authentication first when the token is not fresh. */
export function AcceptMandate({ mandate }: { mandate: MandateView }) {
  const accept = useAcceptDebitOrderMandate();
  const isCustomer = useRoleAllowed(['customer']);
  if (mandate.status === 'accepted') {
    return (
      <Alert tone={accept.isSuccess ? 'success' : 'info'}>
        {accept.isSuccess ? 'Thank you. You accepted' : 'You accepted'} this debit order mandate
        {mandate.acceptedAt ? ` on ${formatDate(mandate.acceptedAt)}` : ''}.
      </Alert>
    );
  }
  return (
    <>
      {accept.isError && <Alert tone="error">We could not accept the mandate: {accept.error.message}</Alert>}
      {/* spec §6 roles: the customer accepts their own mandate; the server refuses a reseller too. */}
      <Roles allow={['customer']}>
        <Button busy={accept.isPending} onClick={() => accept.mutate(mandate.mandateId)}>
          Accept Mandate
        </Button>
      </Roles>
      {!isCustomer && <p className="portal-field__hint">Only the customer can accept their debit order mandate.</p>}
    </>
  );
}
