import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** How often an open page asks again: about as often as a network sends interim updates. */
export const LIVE_SESSION_REFRESH_MS = 60_000;

export const liveSessionQueryOptions = (serviceTag: string) => actionQueryOptions('services.GetLiveSession', { serviceTag });

/** The service's current or last connection (services.GetLiveSession), asked again every minute while the page is open. */
export const useLiveSession = (serviceTag: string) => useQuery({ ...liveSessionQueryOptions(serviceTag), refetchInterval: LIVE_SESSION_REFRESH_MS });
