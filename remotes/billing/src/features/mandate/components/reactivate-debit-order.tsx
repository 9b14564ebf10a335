import { Alert, Button } from '@portal/ui';
import { useReactivateDebitOrder } from '../api/reactivate-debit-order';

type DebitOrder = { id: number; status: 'active' | 'suspended' };

/**
 * A suspended debit order put back into collection (spec §7 billing.payment.ReactivateDebitOrder). Stays mounted
 * while the debit order exists, so the server's answer is still shown after the details reload as active.
 */
export function ReactivateDebitOrder({ debitOrder }: { debitOrder: DebitOrder }) {
  const reactivate = useReactivateDebitOrder();
  if (reactivate.data?.reactivated) return <Alert tone="success">{reactivate.data.message}</Alert>;
  if (debitOrder.status !== 'suspended') return null;
  return (
    <div>
      <Alert tone="warning">Your debit order is suspended, so nothing will be collected from your bank account.</Alert>
      {reactivate.isError && <Alert tone="error">We could not reactivate your debit order: {reactivate.error.message}</Alert>}
      <Button busy={reactivate.isPending} onClick={() => reactivate.mutate(debitOrder.id)}>
        Reactivate debit order
      </Button>
    </div>
  );
}
