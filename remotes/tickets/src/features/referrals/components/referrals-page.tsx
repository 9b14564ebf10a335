import { ErrorState, LoadingState, PageHeader } from '@portal/ui';
import '../../../styles/ticket.css';
import '../../../styles/referral.css';
import { useReferrals } from '../api/get-referrals';
import { ReferralLinkCard } from './referral-link-card';
import { ReferredPeople } from './referred-people';

/** /referrals: the account's referral link to share, the credit earned and the people referred. */
export default function ReferralsPage() {
  const referrals = useReferrals();
  return (
    <>
      <PageHeader title="Refer a friend" subtitle="Share your link with friends and family; you earn credit when they sign up." />
      {referrals.data ? (
        <>
          <ReferralLinkCard referrals={referrals.data} />
          <ReferredPeople leads={referrals.data.leads} />
        </>
      ) : referrals.isError && !referrals.isFetching ? (
        <ErrorState title="We could not load your referrals" message={referrals.error.message} onRetry={() => void referrals.refetch()} />
      ) : (
        <LoadingState label="Loading your referrals…" />
      )}
    </>
  );
}
