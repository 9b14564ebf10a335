import { paths, type DashboardCard } from '@portal/contract';
import { formatDate } from '@portal/ui';
import { QueryCardBody } from '@portal/ui/dashboard';
import { Link } from 'react-router-dom';
import { useMessages } from './features/messages/api/get-messages';
import { useAccount } from './features/personal-info/api/get-account';

/** Who the account is: its holder's name, code and status, with the way to their details. */
function AccountCard() {
  const account = useAccount();
  return (
    <QueryCardBody query={account} loading="Loading your account…">
      {(a) => (
        <>
          <p className="portal-dashboard-card__note">{a.customerName}</p>
          <p className="portal-dashboard-card__note">
            Account {a.accountCode} · {a.status}
            {a.enterprise ? ' · Enterprise' : ''}
          </p>
          <Link to={paths.accountDetails}>Personal Info</Link>
        </>
      )}
    </QueryCardBody>
  );
}

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

const cards: DashboardCard[] = [
  { id: 'account-summary', title: 'Your account', Component: AccountCard, modules: ['account'] },
  { id: 'account-messages', title: 'Messages', Component: MessagesCard, modules: ['account'] },
];
export default cards;
