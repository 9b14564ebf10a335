import type { NotificationItem } from '@portal/contract/catalogue';
import { formatDateTime } from '@portal/contract/format';
import { AccountSectionHeader, Button, Card, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import '../../../styles/notifications.css';
import { useNotifications } from '../api/get-notifications';
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
  const list = useNotifications();
  if (list.isPending) return <LoadingState label="Loading your notifications…" />;
  if (list.isError && !list.data) return <ErrorState title="We could not load your notifications" message={list.error.message} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((page) => page.notifications);
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
      {list.isFetchNextPageError && <ErrorState title="We could not load more" message={list.error?.message ?? ''} onRetry={() => void list.fetchNextPage()} />}
      {list.hasNextPage && !list.isFetchNextPageError && (
        <div className="nt-actions">
          <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
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
