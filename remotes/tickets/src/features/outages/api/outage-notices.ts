import { callAction } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const noticesQuery = () => actionQueryOptions('outages.GetOutageNotices', {});

/** Whether the signed-in person gets outage news by e-mail about their own services (on unless turned off). */
export const useOutageNotices = () => useQuery(noticesQuery());

/** outages.SetOutageNotices: the box changes at once and goes back if the server refuses. */
export function useSetOutageNotices() {
  const client = useQueryClient();
  const { queryKey } = noticesQuery();
  return useMutation({
    mutationFn: (enabled: boolean) => callAction('outages.SetOutageNotices', { enabled }),
    onMutate: async (enabled) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, { enabled });
      return { before };
    },
    onError: (_error, _enabled, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
    },
    onSuccess: (saved) => client.setQueryData(queryKey, saved),
  });
}
