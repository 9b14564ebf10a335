import { EmptyState, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { useId, useState } from 'react';
import '../../../styles/ticket.css';
import '../../../styles/promotion.css';
import { useEmailPromotions, type EmailPromotions } from '../api/get-email-promotions';
import { CurrentPromotions } from './current-promotions';
import { PromotionListOption } from './promotion-list-option';

function Subscriptions({ page }: { page: EmailPromotions }) {
  const headingId = useId();
  const [saved, setSaved] = useState('');
  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        Your subscriptions
      </h2>
      <p className="tk-muted">
        Promotions are sent to <strong>{page.email}</strong>. Tick the ones you want to receive.
      </p>
      {page.lists.length === 0 ? (
        <EmptyState title="There are no promotion lists to subscribe to at the moment." />
      ) : (
        <ul className="pr-lists" aria-labelledby={headingId}>
          {page.lists.map((list) => (
            <PromotionListOption key={list.key} list={list} onSaved={setSaved} />
          ))}
        </ul>
      )}
      <p role="status" className="tk-sending">
        {saved}
      </p>
    </section>
  );
}

/** /promotions/email: which promotion emails the signed-in person gets, and the promotions running now. */
export default function EmailPromotionsPage() {
  const promotions = useEmailPromotions();
  return (
    <>
      <PageHeader title="Email promotions" subtitle="Choose the offers and news we email you." />
      {promotions.data ? (
        <>
          <Subscriptions page={promotions.data} />
          <CurrentPromotions promotions={promotions.data.promotions} />
        </>
      ) : promotions.isError && !promotions.isFetching ? (
        <ErrorState title="We could not load your email promotions" message={promotions.error.message} onRetry={() => void promotions.refetch()} />
      ) : (
        <LoadingState label="Loading your email promotions…" />
      )}
    </>
  );
}
