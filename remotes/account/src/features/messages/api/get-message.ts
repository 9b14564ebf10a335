import { actionQueryOptions } from '@portal/contract/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messagesQueryOptions } from './get-messages';

export const messageQueryOptions = (id: number) => actionQueryOptions('account.messages.GetMessage', { id });

/** One message in full. The server marks it read on opening, so the list is read again once it has loaded. */
export function useMessage(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...messageQueryOptions(id), staleTime: 0 });
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: messagesQueryOptions().queryKey });
  }, [loaded, queryClient]);
  return query;
}
