import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The account's cancellation requests, newest first. */
export const cancellationsQueryOptions = () => actionQueryOptions('account.cancellations.GetCancellations', {});

export const useCancellations = () => useQuery(cancellationsQueryOptions());
