import { callAction, CACHE_SECONDS, type UpdateAddressInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheAccount } from './get-account';

/**
 * account.UpdateAddress: the postal and physical address and the signed-in contact's numbers. A sensitive action:
 * the transport asks the host for re-authentication and tries once more, so the caller sees success or a failure.
 * The updated account it answers is cached for 3600 s (spec §9).
 */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAddressInput) => callAction('account.UpdateAddress', input),
    onSuccess: (account) => cacheAccount(queryClient, account, CACHE_SECONDS.accountAfterUpdate),
  });
}
