import type { MessageSummary } from '@portal/contract';
import { AccountSectionHeader, Alert, Button, Card, EmptyState, VisuallyHidden } from '@portal/ui';
import { useRef, useState } from 'react';
import { formatLocalDate } from '@portal/contract/format';
import { QueryContent } from '../../../components/query-content';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { MessageDialog } from './message-dialog';

/** The most ids account.messages.MarkRead takes at once. */
const MARK_READ_MAX = 100;

function MessageList({ messages, onOpen }: { messages: MessageSummary[]; onOpen: (message: MessageSummary, opener: HTMLButtonElement) => void }) {
  return (
    <ul aria-label="Messages, unread first" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {messages.map((m) => (
        <li
          key={m.id}
          style={{
            padding: '12px 12px 12px 14px',
            borderBottom: '1px solid var(--portal-border)',
            borderLeft: m.read ? '3px solid transparent' : '3px solid var(--portal-primary)',
          }}
        >
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', justifyContent: 'space-between', alignItems: 'baseline' }}>
            <button
              type="button"
              onClick={(event) => onOpen(m, event.currentTarget)}
              style={{
                background: 'none',
                border: 0,
                padding: '4px 0',
                minHeight: 44,
                textAlign: 'left',
                cursor: 'pointer',
                color: 'var(--portal-primary)',
                font: 'inherit',
                fontWeight: m.read ? 400 : 700,
                textDecoration: 'underline',
                overflowWrap: 'anywhere',
              }}
            >
              {m.subject}
              {!m.read && <VisuallyHidden> (unread)</VisuallyHidden>}
            </button>
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', color: 'var(--portal-muted)', whiteSpace: 'nowrap' }}>
              {!m.read && (
                <span className="portal-badge portal-badge--neutral" aria-hidden="true">
                  Unread
                </span>
              )}
              <time dateTime={m.sentAt}>{formatLocalDate(m.sentAt)}</time>
            </span>
          </div>
          <p style={{ margin: '4px 0 0', color: 'var(--portal-muted)', overflowWrap: 'anywhere' }}>{m.preview}</p>
        </li>
      ))}
    </ul>
  );
}

/** spec §2 Messages: the account's messages, unread first; one opens in full and is then read (kept on the server). */
export default function MessagesPage() {
  const messages = useMessages();
  const markRead = useMarkRead();
  const [open, setOpen] = useState<MessageSummary | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const unreadIds = (messages.data?.messages ?? []).filter((m) => !m.read).map((m) => m.id).slice(0, MARK_READ_MAX);
  const unread = messages.data?.unreadCount ?? 0;

  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <>
      <AccountSectionHeader />
      <Card
        title="Messages"
        actions={
          unreadIds.length > 0 ? (
            <Button variant="secondary" busy={markRead.isPending} onClick={() => markRead.mutate({ ids: unreadIds, read: true })}>
              Mark all as read
            </Button>
          ) : undefined
        }
      >
        {markRead.isError && <Alert tone="error">Could not mark your messages as read: {markRead.error.message}</Alert>}
        <QueryContent query={messages} loadingLabel="Loading your messages…" errorTitle="We could not load your messages">
          {(data) =>
            data.messages.length === 0 ? (
              <EmptyState title="You have no messages.">
                <p>Messages from us about your account will show here.</p>
              </EmptyState>
            ) : (
              <>
                <p aria-live="polite" style={{ margin: '0 0 8px', color: 'var(--portal-muted)' }}>
                  {unread === 0 ? 'All messages read.' : `${unread} unread ${unread === 1 ? 'message' : 'messages'}.`}
                </p>
                <MessageList
                  messages={data.messages}
                  onOpen={(message, button) => {
                    opener.current = button;
                    setOpen(message);
                  }}
                />
              </>
            )
          }
        </QueryContent>
      </Card>
      {open && <MessageDialog id={open.id} subject={open.subject} onClose={close} />}
    </>
  );
}
