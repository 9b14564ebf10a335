import type { NotificationItem } from '@portal/contract/catalogue';
import { formatDateTime } from '@portal/contract/format';
import { AccountSectionHeader, Button, Card, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import '../../../styles/notifications.css';
import { useNotificationPages } from '../api/get-notifications';
import { CHANNEL_LABELS, KIND_LABELS, STATUS_LABELS } from './notification-labels';
import { NotificationPreferences } from './notification-preferences';

function NotificationRow({ item }: { item: NotificationItem }) {
  const status = STATUS_LABELS[item.status];
  return (
    <li className="nt-item">
      <div className="nt-item__head">
        <span className="nt-item__summary">{item.summary}</span>
        <span className={`portal-badge portal-badge--${status.tone}`}>{status.label}</span>
      </div>
      <p className="nt-item__meta">
        {KIND_LABELS[item.kind]} · by {CHANNEL_LABELS[item.channel]}
        {item.destination ? ` to ${item.destination}` : ''} · <time dateTime={item.sentAt}>{formatDateTime(item.sentAt)}</time>
      </p>
      {item.reason && <p className="nt-item__reason">{item.reason}</p>}
    </li>
  );
}

function NotificationList() {
  const { first, last, items, hasMore, showMore } = useNotificationPages();
  if (first.isError && !first.data) return <ErrorState title="We could not load your notifications" message={first.error.message} onRetry={() => void first.refetch()} />;
  if (!first.data) return <LoadingState label="Loading your notifications…" />;
  if (items.length === 0) {
    return (
      <EmptyState title="We have not sent you anything yet.">
        <p>Every e-mail and SMS we send you will show here.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="nt-list" aria-label="Messages we sent you, newest first">
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} />
        ))}
      </ul>
      {last !== first && last.isError && <ErrorState title="We could not load more" message={last.error.message} onRetry={() => void last.refetch()} />}
      {(hasMore || (last !== first && last.isPending)) && (
        <div className="nt-actions">
          <Button variant="secondary" busy={last.isPending} onClick={showMore}>
            Show more
          </Button>
        </div>
      )}
    </>
  );
}

/** /account/notifications: every message we sent this person, on any of their accounts, and what they want sent. */
export default function NotificationsPage() {
  return (
    <>
      <AccountSectionHeader />
      <Card title="Your notification choices">
        <NotificationPreferences />
      </Card>
      <Card title="Messages we sent you">
        <NotificationList />
      </Card>
    </>
  );
}
