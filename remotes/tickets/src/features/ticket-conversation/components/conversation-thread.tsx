import type { TicketDetail, TicketMessage } from '@portal/contract';
import { DownloadButton } from '@portal/ui/download';
import { formatFileSize } from '../../../lib/attachments';
import { formatDateTime } from '@portal/contract/format';

const whoLabel = (message: TicketMessage) => (message.author === 'customer' ? 'You' : 'Support team');

function Message({ ticketNumber, message }: { ticketNumber: string; message: TicketMessage }) {
  const mine = message.author === 'customer';
  return (
    <li className={`tk-message tk-message--${mine ? 'customer' : 'agent'}`}>
      <article aria-label={`${message.authorName} (${whoLabel(message)}), ${formatDateTime(message.sentAt)}`}>
        <header className="tk-message__head">
          <span className="tk-message__author">{message.authorName}</span>
          <span className="tk-message__role">{whoLabel(message)}</span>
          <time className="tk-message__time" dateTime={message.sentAt}>
            {formatDateTime(message.sentAt)}
          </time>
        </header>
        <div className="tk-message__body">{message.body}</div>
        {message.attachments.length > 0 && (
          <ul className="tk-message__files" aria-label="Attachments">
            {message.attachments.map((a) => (
              <li key={a.id}>
                <DownloadButton
                  action="tickets.DownloadAttachment"
                  body={{ ticketNumber, attachmentId: a.id }}
                  label={a.fileName}
                  labelSuffix={`(download, ${formatFileSize(a.size)})`}
                  subject={a.fileName}
                />
                <span className="tk-message__file-size" aria-hidden="true">
                  {formatFileSize(a.size)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

/** The messages oldest first: the customer's on the right, the support team's on the left, each named and timed. */
export function ConversationThread({ ticket }: { ticket: TicketDetail }) {
  if (ticket.messages.length === 0) return <p className="tk-muted">There are no messages on this ticket yet.</p>;
  return (
    <ol className="tk-thread" aria-label={`Messages on ticket ${ticket.ticketNumber}, oldest first`}>
      {ticket.messages.map((m) => (
        <Message key={m.id} ticketNumber={ticket.ticketNumber} message={m} />
      ))}
    </ol>
  );
}
