import type { ActionOutput } from '@portal/contract';
import { ErrorState, LoadingState } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type OptionListQuery = UseQueryResult<ActionOutput<'billing.options.GetBankOptions'>>;

/**
 * Renders a form's fields only once every option list it needs has loaded, so each select mounts with its
 * options and shows the value on record. A list that failed to load is offered again.
 */
export function OptionListsGate({ queries, children }: { queries: OptionListQuery[]; children: ReactNode }) {
  const failed = queries.filter((q) => q.isError && !q.isFetching);
  if (failed.length > 0) {
    return (
      <ErrorState
        title="We could not load the payment options"
        message={failed[0].error?.message ?? ''}
        onRetry={() => failed.forEach((q) => void q.refetch())}
      />
    );
  }
  if (queries.some((q) => !q.data)) return <LoadingState label="Loading the payment options…" />;
  return <>{children}</>;
}
