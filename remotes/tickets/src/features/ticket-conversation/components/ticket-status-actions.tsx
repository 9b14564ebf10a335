import type { TicketDetail } from '@portal/contract';
import { Alert, Button, Modal } from '@portal/ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@portal/contract/format';
import { NEW_TICKET_PATH } from '../../../lib/ticket-paths';
import { messageOf } from '../../../lib/server-errors';
import { TICKET_REOPEN_DAYS } from '../../../lib/ticket-rules';
import { useCloseTicket, useReopenTicket } from '../api/ticket-mutations';

/** Whether a closed ticket may still be reopened: its reopenUntil lies ahead. */
export const canReopen = (ticket: TicketDetail, now = Date.now()) =>
  ticket.status === 'closed' && !!ticket.reopenUntil && new Date(ticket.reopenUntil).getTime() > now;

/** Close (after a confirm) while open; Reopen while a closed ticket's reopenUntil lies ahead, saying until when. */
export function TicketStatusActions({ ticket }: { ticket: TicketDetail }) {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const close = useCloseTicket(ticket.ticketNumber);
  const reopen = useReopenTicket(ticket.ticketNumber);

  const after = (text: string) => {
    setDone(text);
    // The button pressed is gone now; the outcome takes the focus instead.
    setTimeout(() => doneRef.current?.focus(), 0);
  };

  const confirmClose = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        after(`Ticket ${ticket.ticketNumber} is closed.`);
      },
    });

  return (
    <div className="tk-status-actions">
      <p ref={doneRef} tabIndex={-1} role="status" className="tk-status-actions__done">
        {done}
      </p>
      {reopen.isError && <Alert tone="error">The ticket was not reopened: {messageOf(reopen.error)}</Alert>}
      {ticket.status === 'open' ? (
        <>
          <p className="tk-muted">Close the ticket once your request has been dealt with. You can reopen it within {TICKET_REOPEN_DAYS} days.</p>
          <Button
            variant="secondary"
            onClick={() => {
              close.reset();
              setConfirming(true);
            }}
          >
            Close ticket
          </Button>
        </>
      ) : canReopen(ticket) ? (
        <>
          <p className="tk-muted">You can reopen this ticket until {formatDateTime(ticket.reopenUntil)}.</p>
          <Button
            variant="secondary"
            busy={reopen.isPending}
            onClick={() => reopen.mutate(undefined, { onSuccess: () => after(`Ticket ${ticket.ticketNumber} is open again.`) })}
          >
            Reopen ticket
          </Button>
        </>
      ) : (
        <p className="tk-muted">
          This ticket can no longer be reopened. If you still need help, <Link to={NEW_TICKET_PATH}>log a new ticket</Link>.
        </p>
      )}
      <Modal
        open={confirming}
        title="Close this ticket?"
        onClose={close.isPending ? undefined : () => setConfirming(false)}
        size="sm"
        footer={
          <>
            <Button variant="danger" busy={close.isPending} onClick={confirmClose}>
              Close ticket
            </Button>
            <Button variant="secondary" disabled={close.isPending} onClick={() => setConfirming(false)}>
              Keep it open
            </Button>
          </>
        }
      >
        <p>
          Ticket {ticket.ticketNumber} will be closed and takes no more replies. You can reopen it within {TICKET_REOPEN_DAYS} days of
          closing.
        </p>
        {close.isError && <Alert tone="error">The ticket was not closed: {messageOf(close.error)}</Alert>}
      </Modal>
    </div>
  );
}
