import { zodResolver } from '@hookform/resolvers/zod';
import type { TicketDetail } from '@portal/contract';
import { replyToTicketInput } from '@portal/contract/catalogue';
import { Alert, Button } from '@portal/ui';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AttachmentsField, type AttachmentsFieldHandle } from '../../../components/attachments-field';
import { counterText, TextAreaField } from '../../../components/text-area-field';
import { UploadProgressBar } from '../../../components/upload-progress';
import { uploadSizeError } from '../../../lib/attachments';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { fieldError, messageOf } from '../../../lib/server-errors';
import { TICKET_LIMITS } from '../../../lib/ticket-rules';
import { useReplyToTicket } from '../api/ticket-mutations';

/** The reply is checked as the server checks it, with its messages: the contract's schema of the text alone. */
const replyForm = zodResolver(replyToTicketInput.pick({ body: true }));

/** A reply with attachments (tickets.ReplyToTicket); while the ticket is closed the box is disabled and says why. */
export function ReplyForm({ ticket }: { ticket: TicketDetail }) {
  const headingId = useId();
  const noteId = useId();
  const closed = ticket.status === 'closed';
  // One key per reply: kept across retries of it, a new one once it is sent.
  // One key per reply: kept while the same text and files are sent again (a retry is one reply), new when they change.
  const attempt = useRef<{ key: string; content: string } | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState('');
  const attachmentsRef = useRef<AttachmentsFieldHandle>(null);
  const reply = useReplyToTicket();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    watch,
    formState: { errors },
  } = useForm<{ body: string }>({ mode: 'onTouched', resolver: replyForm, defaultValues: { body: '' } });
  const body = watch('body');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setSent('');
    if (uploadSizeError(files)) {
      attachmentsRef.current?.focus();
      return;
    }
    const content = JSON.stringify([values.body.trim(), files.map((f) => [f.name, f.size, f.lastModified])]);
    if (attempt.current?.content !== content) attempt.current = { key: newIdempotencyKey(), content };
    try {
      await reply.reply(files, { ticketNumber: ticket.ticketNumber, body: values.body.trim(), idempotencyKey: attempt.current.key });
      reset({ body: '' });
      setFiles([]);
      attempt.current = null;
      setSent('Your reply was sent.');
    } catch (error) {
      const named = fieldError(error, ['body', 'files'] as const);
      // The form is disabled while it sends: the focus moves once it is enabled again.
      if (named?.field === 'files') {
        setFilesError(named.message);
        setTimeout(() => attachmentsRef.current?.focus(), 0);
      } else if (named) {
        setError('body', { message: named.message });
        setTimeout(() => setFocus('body'), 0);
      } else {
        setFormError(messageOf(error));
      }
    }
  });

  const sending = reply.isPending;
  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        Reply
      </h2>
      {closed && (
        <p id={noteId} className="tk-note">
          This ticket is closed, so it takes no replies.
          {ticket.reopenUntil ? ' Reopen it to write to our support team again.' : ' Log a new ticket if you still need help.'}
        </p>
      )}
      <form noValidate onSubmit={submit} aria-labelledby={headingId} aria-describedby={closed ? noteId : undefined}>
        {formError && <Alert tone="error">Your reply was not sent: {formError}</Alert>}
        <fieldset disabled={closed || sending} className="tk-fieldset">
          <TextAreaField
            label="Your reply"
            rows={5}
            counter={counterText(body, TICKET_LIMITS.reply.max)}
            counterOver={(body ?? '').trim().length > TICKET_LIMITS.reply.max}
            error={errors.body?.message}
            {...register('body')}
          />
        </fieldset>
        <AttachmentsField
          ref={attachmentsRef}
          files={files}
          disabled={closed || sending}
          error={filesError}
          onFilesChange={(next) => {
            setFiles(next);
            setFilesError(undefined);
          }}
        />
        <p role="status" className="tk-sending">
          {sending ? (files.length > 0 ? 'Uploading your reply and its attachments…' : 'Sending your reply…') : sent}
        </p>
        {sending && <UploadProgressBar label="Upload progress of your reply" progress={reply.progress} />}
        <div className="tk-form__actions">
          <Button type="submit" busy={sending} disabled={closed}>
            Send reply
          </Button>
        </div>
      </form>
    </section>
  );
}
