import { Alert, Button, ErrorState, LoadingState, Modal } from '@portal/ui';
import { formatDateTime } from '@portal/contract/format';
import { useMessage } from '../api/get-message';
import { useMarkRead } from '../api/mark-read';

export interface MessageDialogProps {
  id: number;
  /** The subject from the list, so the dialog is named while the message loads. */
  subject: string;
  onClose: () => void;
}

/** One message in full: sender, date and its paragraphs. Opening it marks it read on the server. */
export function MessageDialog({ id, subject, onClose }: MessageDialogProps) {
  const message = useMessage(id);
  const markRead = useMarkRead();
  const data = message.data;
  const markedUnread = markRead.isSuccess && markRead.variables?.read === false;

  return (
    <Modal
      open
      title={data?.subject ?? subject}
      onClose={onClose}
      size="lg"
      footer={
        data && !markedUnread ? (
          <Button variant="secondary" busy={markRead.isPending} onClick={() => markRead.mutate({ ids: [id], read: false })}>
            Mark as unread
          </Button>
        ) : undefined
      }
    >
      {data ? (
        <article aria-label={data.subject}>
          <p style={{ margin: '0 0 12px', color: 'var(--portal-muted)' }}>
            From {data.sender} · {formatDateTime(data.sentAt)}
          </p>
          {data.body
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, i) => (
              <p key={i} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {paragraph.trim()}
              </p>
            ))}
          {markedUnread && <Alert tone="info">Marked as unread.</Alert>}
          {markRead.isError && <Alert tone="error">Could not mark the message as unread: {markRead.error.message}</Alert>}
        </article>
      ) : message.isError && !message.isFetching ? (
        <ErrorState title="We could not open this message" message={message.error.message} onRetry={() => void message.refetch()} />
      ) : (
        <LoadingState label="Opening the message…" />
      )}
    </Modal>
  );
}
