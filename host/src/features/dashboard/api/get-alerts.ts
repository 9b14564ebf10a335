import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export const GET_ALERTS = 'dashboard.alert.GetAlerts';

/** dashboard.alert.GetAlerts, cached 60 s. */
export const alertsQueryOptions = () => actionQueryOptions(GET_ALERTS, {}, { cacheSeconds: CACHE_SECONDS.alerts });

export const useAlerts = () => useQuery(alertsQueryOptions());
