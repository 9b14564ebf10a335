import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The person's choices per kind and channel (every kind × channel; on unless they turned it off). */
export const preferencesQueryOptions = () => actionQueryOptions('account.notifications.GetPreferences', {});

export const usePreferences = () => useQuery(preferencesQueryOptions());
