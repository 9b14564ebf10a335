import { callAction } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesQueryOptions } from './get-messages';

/** Marks messages read or unread on the server, then reads the list again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, read }: { ids: number[]; read: boolean }) => callAction('account.messages.MarkRead', { ids, read }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryOptions().queryKey }),
  });
}
