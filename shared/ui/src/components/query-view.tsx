import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from './states';

/** The parts of a react-query result this view needs (ui does not import react-query itself). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

/** Loading, then an error with a retry, or the data. */
export function QueryView<T>({
  query,
  loadingLabel,
  errorTitle,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel?: string;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <ErrorState title={errorTitle} message={query.error?.message ?? 'Please try again.'} onRetry={() => query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
