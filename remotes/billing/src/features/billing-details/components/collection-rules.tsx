import type { CollectionRules as CollectionRulesView } from '@portal/contract/catalogue';
import { Button, formatCurrency, formatDate, LoadingState } from '@portal/ui';
import { useId } from 'react';
import { useCollectionRules } from '../api/get-collection-rules';

/** The provider's bank account for a cash or EFT payer, with the reference to use. */
function EftDetails({ details }: { details: NonNullable<CollectionRulesView['payByEft']> }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginTop: 12 }}>
      <h4 id={id} style={{ margin: '0 0 8px', fontSize: '1rem' }}>
        Pay by EFT
      </h4>
      <dl className="portal-details">
        <dt>Bank</dt>
        <dd>{details.bankName}</dd>
        <dt>Account name</dt>
        <dd>{details.accountName}</dd>
        <dt>Account number</dt>
        <dd>{details.accountNumber}</dd>
        <dt>Branch code</dt>
        <dd>{details.branchCode}</dd>
        <dt>Reference</dt>
        <dd>{details.reference}</dd>
      </dl>
    </section>
  );
}

/** spec §7 billing.GetCollectionRules: the next collection and how collection works, as a group of the summary. */
export function CollectionRules() {
  const rules = useCollectionRules();
  if (rules.data) {
    const { nextCollectionDate, nextCollectionAmount, rules: sentences, payByEft } = rules.data;
    return (
      <>
        <dl className="portal-details">
          <dt>Next collection</dt>
          <dd>{nextCollectionDate ? formatDate(nextCollectionDate) : 'None scheduled'}</dd>
          {nextCollectionDate && (
            <>
              <dt>Amount to collect</dt>
              <dd>{formatCurrency(nextCollectionAmount)}</dd>
            </>
          )}
        </dl>
        {sentences.length > 0 && (
          <ul aria-label="How collection works" style={{ margin: '12px 0 0', paddingLeft: 20 }}>
            {sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        )}
        {payByEft && <EftDetails details={payByEft} />}
      </>
    );
  }
  if (rules.isError && !rules.isFetching) {
    return (
      <div role="alert">
        <p style={{ margin: '0 0 8px' }}>We could not load your next collection. {rules.error.message}</p>
        <Button variant="secondary" onClick={() => void rules.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <LoadingState label="Loading your next collection…" />;
}
