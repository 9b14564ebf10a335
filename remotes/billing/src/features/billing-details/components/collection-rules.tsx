import { Button, formatCurrency, formatDate, LoadingState } from '@portal/ui';
import { useCollectionRules } from '../api/get-collection-rules';

/** spec §7 billing.GetCollectionRules: the next collection and how collection works, as a group of the summary. */
export function CollectionRules() {
  const rules = useCollectionRules();
  if (rules.data) {
    const { nextCollectionDate, nextCollectionAmount, rules: sentences } = rules.data;
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
