import { callAction, type ActionInput, type ActionName, type ActionOutput } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** While a change is on its way the page asks again this often, so 'being added' turns into the result by itself. */
export const PENDING_POLL_MS = 1500;

/** Whether one of a page's items has a change on its way (its `pending` is set). */
export const somePending = (items: readonly { pending?: unknown }[] | undefined) => Boolean(items?.some((i) => i.pending));

/** One of the account's services in full (services.GetService). */
export const useServiceDetail = (serviceTag: string) => useQuery(actionQueryOptions('services.GetService', { serviceTag }));

export const useServiceActivity = (serviceTag: string, { poll = false }: { poll?: boolean } = {}) =>
  useQuery({ ...actionQueryOptions('services.GetServiceActivity', { serviceTag }), refetchInterval: poll ? PENDING_POLL_MS : false });

/** Everything shown of one service (its page's queries, the lists) and the bills it may change. */
export async function refreshServiceQueries(queryClient: QueryClient, serviceTag: string) {
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      if (queryKey[0] !== 'action') return false;
      const name = String(queryKey[1]);
      const input = queryKey[2] as { serviceTag?: string } | undefined;
      return input?.serviceTag === serviceTag || name === 'services.GetServices' || name.startsWith('billing.') || name.startsWith('accountArea.');
    },
  });
}

/**
 * A change to one service (a server action answering a reference): on success every query of that service is asked
 * again. Sensitive actions re-authenticate through the transport on their own.
 */
export function useServiceChange<N extends ActionName>(name: N, serviceTag: string) {
  const queryClient = useQueryClient();
  return useMutation<ActionOutput<N>, Error, ActionInput<N>>({
    mutationFn: (input) => callAction(name, input),
    onSuccess: () => refreshServiceQueries(queryClient, serviceTag),
  });
}
