import { callAction, type UsageAlertsInput } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const usageAlertsQueryOptions = (serviceTag: string) => actionQueryOptions('services.GetUsageAlerts', { serviceTag });

/** The service's usage alerts and auto top-up (services.GetUsageAlerts). */
export const useUsageAlerts = (serviceTag: string) => useQuery(usageAlertsQueryOptions(serviceTag));

/**
 * services.SaveUsageAlerts: a sensitive action. The transport asks the host for re-authentication and tries once
 * more, so the caller sees success or a failure; the saved settings are read again.
 */
export function useSaveUsageAlerts(serviceTag: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UsageAlertsInput) => callAction('services.SaveUsageAlerts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageAlertsQueryOptions(serviceTag).queryKey }),
  });
}
