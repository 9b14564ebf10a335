import { paths, type DashboardCard } from '@portal/contract';
import { formatDate } from '@portal/ui';
import { QueryCardBody } from '@portal/ui/dashboard';
import { Link } from 'react-router-dom';
import { useTickets } from './features/ticket-list/api/get-tickets';
import { newestUpdateFirst } from './features/ticket-list/utils/newest-update-first';

const LATEST = 3;

/** How many tickets are open, and the latest of them. */
function OpenTicketsCard() {
  const tickets = useTickets();
  return (
    <QueryCardBody query={tickets} loading="Loading your tickets…">
      {(d) => {
        const open = d.tickets.filter((t) => t.status === 'open').sort(newestUpdateFirst);
        return (
          <>
            <p className="portal-dashboard-card__figure">{open.length}</p>
            <p className="portal-dashboard-card__note">{open.length === 1 ? 'open ticket' : 'open tickets'}</p>
            {open.length > 0 && (
              <ul className="portal-dashboard-card__list">
                {open.slice(0, LATEST).map((t) => (
                  <li key={t.ticketNumber}>
                    <Link to={paths.ticket(t.ticketNumber)}>{t.subject}</Link>
                    <span className="portal-dashboard-card__meta">
                      {t.ticketNumber} · updated {formatDate(t.updatedAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link to={paths.tickets}>All tickets</Link>
          </>
        );
      }}
    </QueryCardBody>
  );
}

const cards: DashboardCard[] = [{ id: 'tickets-open', title: 'Open tickets', Component: OpenTicketsCard, modules: ['tickets'] }];
export default cards;
