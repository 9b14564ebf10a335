import { callAction } from '@portal/contract';
import type { NotificationPreference } from '@portal/contract/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesQueryOptions } from './get-preferences';

/** Saves the changed choices; the answer (all of them) replaces the cached ones. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) => callAction('account.notifications.UpdatePreferences', { preferences }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions().queryKey, saved),
  });
}
