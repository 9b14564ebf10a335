import { paths, type TicketDetail } from '@portal/contract';
import { EmptyState, ErrorState, LoadingState, PageHeader, StatusBadge } from '@portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '@portal/contract/format';
import '../../../styles/ticket.css';
import { awaitingAgent, isTicketNotFound, useTicket } from '../api/get-ticket';
import { ConversationThread } from './conversation-thread';
import { ReplyForm } from './reply-form';
import { TicketStatusActions } from './ticket-status-actions';

const backLink = (
  <Link to={paths.tickets} className="portal-button portal-button--secondary">
    Back to tickets
  </Link>
);

/** Says politely when a message from the support team arrives after the page first showed the ticket. */
function useNewMessageAnnouncement(ticket: TicketDetail | undefined) {
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!ticket) return;
    if (!seen.current) {
      seen.current = new Set(ticket.messages.map((m) => m.id));
      return;
    }
    const fresh = ticket.messages.filter((m) => !seen.current!.has(m.id));
    fresh.forEach((m) => seen.current!.add(m.id));
    const fromAgent = fresh.filter((m) => m.author === 'agent');
    if (fromAgent.length === 1) setAnnouncement(`New reply from ${fromAgent[0].authorName}.`);
    else if (fromAgent.length > 1) setAnnouncement(`${fromAgent.length} new replies from our support team.`);
  }, [ticket]);
  return announcement;
}

function TicketDetails({ ticket }: { ticket: TicketDetail }) {
  const headingId = useId();
  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        Details
      </h2>
      <dl className="portal-details">
        <dt>Ticket number</dt>
        <dd>{ticket.ticketNumber}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={ticket.status === 'open' ? 'Open' : 'Closed'} />
        </dd>
        <dt>Category</dt>
        <dd>{ticket.category}</dd>
        <dt>Service</dt>
        <dd>{ticket.serviceTag ?? 'Not about one service'}</dd>
        <dt>Logged</dt>
        <dd>{formatDateTime(ticket.createdAt)}</dd>
        <dt>Updated</dt>
        <dd>{formatDateTime(ticket.updatedAt)}</dd>
        {ticket.closedAt && (
          <>
            <dt>Closed</dt>
            <dd>{formatDateTime(ticket.closedAt)}</dd>
          </>
        )}
      </dl>
      <TicketStatusActions ticket={ticket} />
    </section>
  );
}

function TicketHistory({ ticket }: { ticket: TicketDetail }) {
  const headingId = useId();
  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        History
      </h2>
      {ticket.history.length === 0 ? (
        <p className="tk-muted">Nothing has happened on this ticket yet.</p>
      ) : (
        <ol className="tk-history">
          {ticket.history.map((h, i) => (
            <li key={`${h.at}-${i}`}>
              <time dateTime={h.at}>{formatDateTime(h.at)}</time>
              <span>{h.event}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function TicketView({ ticket }: { ticket: TicketDetail }) {
  const conversationId = useId();
  const announcement = useNewMessageAnnouncement(ticket);
  const waiting = awaitingAgent(ticket);
  return (
    <>
      <PageHeader title={ticket.subject} subtitle={`Ticket ${ticket.ticketNumber} · ${ticket.category}`} actions={backLink} />
      <p className="tk-headline">
        <StatusBadge status={ticket.status === 'open' ? 'Open' : 'Closed'} />
        <span className="tk-muted">Updated {formatDateTime(ticket.updatedAt)}</span>
      </p>
      <div className="tk-ticket">
        <div className="tk-ticket__main">
          <section className="portal-card" aria-labelledby={conversationId}>
            <h2 id={conversationId} className="portal-card__title tk-section-title">
              Conversation
            </h2>
            <ConversationThread ticket={ticket} />
            {waiting && (
              <p className="tk-waiting">
                <span className="portal-spinner" aria-hidden="true" /> Waiting for our support team to reply. Their answer shows here by
                itself.
              </p>
            )}
          </section>
          <ReplyForm ticket={ticket} />
        </div>
        <div className="tk-ticket__side">
          <TicketDetails ticket={ticket} />
          <TicketHistory ticket={ticket} />
        </div>
      </div>
      <div aria-live="polite" className="portal-visually-hidden">
        {announcement}
      </div>
    </>
  );
}

/** /tickets/support/{ticketNumber}: one ticket's conversation, details, history, reply box, close and reopen. */
export default function TicketPage() {
  const { ticketNumber = '' } = useParams();
  const ticket = useTicket(ticketNumber);

  if (ticket.data) return <TicketView ticket={ticket.data} />;
  if (ticket.isError && !ticket.isFetching) {
    if (isTicketNotFound(ticket.error)) {
      return (
        <>
          <PageHeader title="Ticket not found" actions={backLink} />
          <EmptyState title={`We could not find ticket ${ticketNumber}.`}>
            <p>
              Check the ticket number, or go back to <Link to={paths.tickets}>your tickets</Link>.
            </p>
          </EmptyState>
        </>
      );
    }
    return (
      <>
        <PageHeader title={`Ticket ${ticketNumber}`} actions={backLink} />
        <ErrorState title="We could not load this ticket" message={ticket.error.message} onRetry={() => void ticket.refetch()} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={`Ticket ${ticketNumber}`} actions={backLink} />
      <LoadingState label="Loading the ticket…" />
    </>
  );
}
