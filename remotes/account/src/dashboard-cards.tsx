import { paths, type DashboardCard } from '@portal/contract';
import { formatDate } from '@portal/ui';
import { QueryCardBody } from '@portal/ui/dashboard';
import { Link } from 'react-router-dom';
import { useMessages } from './features/messages/api/get-messages';

/** Unread messages from the provider, newest first. */
function MessagesCard() {
  const messages = useMessages();
  return (
    <QueryCardBody query={messages} loading="Loading your messages…">
      {(d) => {
        const unread = d.messages.filter((m) => !m.read);
        return (
          <>
            <p className="portal-dashboard-card__figure">{d.unreadCount}</p>
            <p className="portal-dashboard-card__note">{d.unreadCount === 1 ? 'unread message' : 'unread messages'}</p>
            {unread.length > 0 && (
              <ul className="portal-dashboard-card__list">
                {unread.slice(0, 3).map((m) => (
                  <li key={m.id}>
                    <Link to={paths.messages}>{m.subject}</Link>
                    <span className="portal-dashboard-card__meta">{formatDate(m.sentAt)}</span>
                  </li>
                ))}
              </ul>
            )}
            <Link to={paths.messages}>All messages</Link>
          </>
        );
      }}
    </QueryCardBody>
  );
}

const cards: DashboardCard[] = [{ id: 'account-messages', title: 'Messages', Component: MessagesCard, modules: ['account'] }];
export default cards;
