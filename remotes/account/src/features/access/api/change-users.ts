import { callAction, type AddUserInput, type RemoveUserInput, type UpdateUserModulesInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersQueryOptions } from './get-users';

/**
 * The three changes of Users & Access. They are sensitive: the transport asks the host for re-authentication when
 * the server wants a fresh token and then tries once more, so a caller sees success or a failure (a cancelled
 * re-authentication fails with 'Re-authentication was cancelled, so nothing was changed.').
 */
function useUsersChange<I, O>(change: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}

export const useAddUser = () => useUsersChange((input: AddUserInput) => callAction('account.access.AddUser', input));

export const useUpdateUserModules = () =>
  useUsersChange((input: UpdateUserModulesInput) => callAction('account.access.UpdateUserModules', input));

export const useRemoveUser = () => useUsersChange((input: RemoveUserInput) => callAction('account.access.RemoveUser', input));
