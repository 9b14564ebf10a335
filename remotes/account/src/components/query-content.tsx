import { ErrorState, LoadingState } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryContentProps<T> {
  query: UseQueryResult<T, Error>;
  /** What is loading, e.g. 'Loading your messages…'. */
  loadingLabel: string;
  /** The error's title, e.g. 'We could not load your messages'. */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** A query's three states: its data, or its error with a retry, or loading. Data on screen stays during a refetch. */
export function QueryContent<T>({ query, loadingLabel, errorTitle, children }: QueryContentProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError && !query.isFetching) {
    return <ErrorState title={errorTitle} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState label={loadingLabel} />;
}
