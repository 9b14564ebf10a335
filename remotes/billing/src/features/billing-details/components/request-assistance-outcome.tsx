import { paths } from '@portal/contract';
import { Alert, Button, LoadingState } from '@portal/ui';
import { OfferedLink } from '@portal/ui/access';
import type { useCreateBillingSupportTicket } from '../api/create-billing-support-ticket';

/** What became of Request Assistance (spec §8): the ticket being logged, its number with a link, or the failure. */
export function RequestAssistanceOutcome({
  ticket,
  onRetry,
}: {
  ticket: ReturnType<typeof useCreateBillingSupportTicket>;
  onRetry: () => void;
}) {
  if (ticket.isPending) return <LoadingState label="Logging your request for assistance…" />;
  if (ticket.isError) {
    return (
      <Alert tone="error" onClose={() => ticket.reset()}>
        <p style={{ margin: 0 }}>We could not log your request for assistance. {ticket.error.message}</p>
        <Button variant="secondary" onClick={onRetry} style={{ marginTop: 8 }}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (ticket.data) {
    const { ticketNumber } = ticket.data;
    return (
      <Alert tone="success" onClose={() => ticket.reset()}>
        Your request for assistance was logged as ticket {ticketNumber}. <OfferedLink to={paths.ticket(ticketNumber)}>View ticket {ticketNumber}</OfferedLink>
      </Alert>
    );
  }
  return null;
}
