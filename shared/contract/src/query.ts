import { QueryClient, queryOptions, type FetchQueryOptions } from '@tanstack/react-query';
import { isActionError } from './action-error';
import type { ActionInput, ActionName } from './catalogue';
import { callAction } from './transport';
import { portalCache } from './ttl-cache';

/** The host's one QueryClient is made with these defaults. */
export function createPortalQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(isActionError(error) && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** Query options for one action; with `cacheSeconds` the result also goes through the TTL cache (spec §7). */
export function actionQueryOptions<N extends ActionName>(name: N, input?: ActionInput<N>, opts: { cacheSeconds?: number } = {}) {
  const key = JSON.stringify(input ?? {});
  return queryOptions({
    queryKey: ['action', name, input ?? {}] as const,
    queryFn: () =>
      opts.cacheSeconds
        ? portalCache.getOrLoad(name, key, opts.cacheSeconds, () => callAction(name, input))
        : callAction(name, input),
    // Only when set: an explicit `staleTime: undefined` would replace the client's default of 30 s with 0.
    ...(opts.cacheSeconds ? { staleTime: opts.cacheSeconds * 1000 } : {}),
  });
}

/**
 * One read a page makes as it first shows, as query options: the host asks it ahead of a visit (on idle, hover or
 * focus), so that the visit renders from the cache instead of a loading state.
 */
export type PageRead = FetchQueryOptions;

/** An action's query options as a PageRead: its result type is dropped, so that reads of different actions share a list. */
export const pageRead = <N extends ActionName>(options: ReturnType<typeof actionQueryOptions<N>>): PageRead => options as unknown as PageRead;
