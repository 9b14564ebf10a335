import { actionQueryOptions } from '@portal/contract/query';
import { ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

/** The area's first page: it reads the signed-in account through the portal's own API, with the portal's session. */
export default function OverviewPage() {
  const account = useQuery(actionQueryOptions('account.GetAccount', {}));
  return (
    <>
      <PageHeader title="Game servers" subtitle="Low-latency servers next to your fibre line." />
      {account.isPending && <LoadingState label="Loading your account…" />}
      {account.isError && <ErrorState title="Your account could not be loaded" message="Try again in a moment." onRetry={() => void account.refetch()} />}
      {account.data && (
        <section className="portal-card" aria-labelledby="game-servers-account">
          <h2 id="game-servers-account">Your account</h2>
          <p>
            Game servers for {account.data.customerName} ({account.data.accountCode}) are billed with your other services.
          </p>
          <p>
            <Link to="/gaming/help">How game servers work</Link>
          </p>
        </section>
      )}
    </>
  );
}
