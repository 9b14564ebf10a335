import type { PageRead } from '@portal/contract/query';
import type { RemoteModule } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { loadArea, resetArea, type AreaKey } from './load-area';
import { RemoteAreaPage } from './remote-area-page';

/**
 * Asks for a page's read ahead of a visit, unless the browser is offline or the read's last attempt failed. Asking
 * again would put a card that already says it could not load (with its own Try again) back to loading for another
 * round of retries, each time an area is loaded ahead; the visit itself asks again.
 */
function prefetchPageRead(queryClient: QueryClient, read: PageRead) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  if (queryClient.getQueryState(read.queryKey)?.status === 'error') return;
  void queryClient.prefetchQuery(read);
}

/** Resolves in a task of its own (a timer): what comes after it runs apart from what came before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

type AreaRoute = RemoteModule['routes'][number];

const firstPage = (remote: RemoteModule, to: string): AreaRoute | undefined => remote.routes.find((r) => r.path === to);

/** The data the page first shows, into `queryClient` (what is already fresh there is not asked again). */
function prefetchReads(route: AreaRoute | undefined, queryClient: QueryClient) {
  for (const read of route?.reads?.() ?? []) prefetchPageRead(queryClient, read);
}

/**
 * Loads an area's code ahead of a visit: the host's area part, the area's routes and, when `to` is one of its pages
 * that can be preloaded (its first page), that page's code and, into `queryClient`, the data it first shows (its
 * `reads`; what is already fresh there is not asked again). A visit after it renders at once, with its data.
 * Resolves when the code has arrived or failed (the data is not waited for): failures are left for the visit
 * itself, which shows the area's fallback with Try again, or the section's error.
 */
export function preloadArea(area: AreaKey, to: string, queryClient: QueryClient): Promise<void> {
  const page = loadArea(area).then((remote) => {
    const route = firstPage(remote, to);
    prefetchReads(route, queryClient);
    return route?.preload?.();
  });
  return Promise.all([RemoteAreaPage.preload(), page]).then(
    () => undefined,
    () => undefined,
  );
}

/** How long the network must have been quiet before the areas are loaded ahead: the page's own requests go first. */
export const PRELOAD_AFTER_QUIET_MS = 1500;
const QUIET_CHECK_MS = 250;

/** Calls `run` once no request has finished for `quietMs` (resource timing); returns the cancel. */
function whenNetworkQuiet(quietMs: number, run: () => void): () => void {
  let lastActivity = performance.now();
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver === 'function') {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lastActivity = Math.max(lastActivity, entry.startTime + entry.duration);
    });
    observer.observe({ type: 'resource', buffered: true });
  }
  const stop = () => {
    window.clearInterval(timer);
    observer?.disconnect();
  };
  const timer = window.setInterval(() => {
    if (performance.now() - lastActivity < quietMs) return;
    stop();
    run();
  }, QUIET_CHECK_MS);
  return stop;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Calls `run` once the browser says it is online (at once if it does already); returns the cancel. */
function whenOnline(run: () => void): () => void {
  if (!isOffline()) {
    run();
    return () => undefined;
  }
  const online = () => {
    window.removeEventListener('online', online);
    run();
  };
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
}

/**
 * Once the page has settled (no request for PRELOAD_AFTER_QUIET_MS), loads the sidebar's areas and their first pages
 * (code and data, as preloadArea does) one area after the other, each when the browser is idle. Within an area, its
 * routes, then the data its first page reads, then that page's code start each in a task of their own, so that
 * loading ahead never holds a tap for long on a slow phone (in one task, an area's steps took about 170 ms at a
 * phone's speed). Opening an area from the sidebar then shows it at once. Returns the cancel for an unmounted sidebar.
 *
 * Offline (a page the service worker started from what it kept), it waits until the browser is back online: an area
 * this device never opened cannot load, and each of its files would fail in the worker. An area whose load ahead
 * fails anyway (the network went meanwhile) is forgotten, so that opening it later asks again rather than showing the
 * failure of a load nobody saw.
 */
export function preloadAreasWhenIdle(entries: { area: AreaKey; to: string }[], queryClient: QueryClient): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let stopWaitingOnline = () => undefined as void;
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? new Promise<void>((resolve) => {
          idle = requestIdleCallback(() => resolve(), { timeout: 2000 });
        })
      : nextTask();
  const preloadFirstPage = async (route: AreaRoute | undefined) => {
    await nextTask();
    if (cancelled) return;
    prefetchReads(route, queryClient);
    await nextTask();
    // The host's area part and the page's own code. A failure is left for the visit, which shows the area's fallback.
    if (!cancelled) Promise.all([RemoteAreaPage.preload(), route?.preload?.()]).catch(() => undefined);
  };
  const preloadAll = async () => {
    for (const { area, to } of entries) {
      await new Promise<void>((resolve) => (stopWaitingOnline = whenOnline(resolve)));
      await whenIdle();
      if (cancelled) return;
      const remote = await loadArea(area).catch(() => {
        resetArea(area);
        return undefined;
      });
      // Its first page loads while the next area does.
      if (remote) void preloadFirstPage(firstPage(remote, to));
    }
  };
  const stopWaiting = whenNetworkQuiet(PRELOAD_AFTER_QUIET_MS, () => void preloadAll());
  return () => {
    cancelled = true;
    stopWaiting();
    stopWaitingOnline();
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
