import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/**
 * spec §7 GetPortalAppConfiguration (the host reads it at start-up too; the key is the same, so the host's
 * QueryClient answers from its cache). Configuration changes only with a deploy, so it never goes stale here.
 */
export const appConfigurationQueryOptions = () => ({
  ...actionQueryOptions('GetPortalAppConfiguration', {}),
  staleTime: Infinity,
});

export const useAppConfiguration = () => useQuery(appConfigurationQueryOptions());
