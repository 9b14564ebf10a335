/**
 * A first visit is loaded before the service worker runs: nothing of it passes through the worker, so without more the
 * first reload offline would find none of it kept. The page names the files it loaded around the worker (their
 * resource timing has no `workerStart`) and the worker fetches and keeps those it would have kept: the areas' code and
 * manifests, and the instance config.
 */
export const KEEP_LOADED_FILES = 'portal:keep-loaded-files';

export interface KeepLoadedFiles {
  type: typeof KEEP_LOADED_FILES;
  urls: string[];
}

/** The part of the page's resource timing this needs. */
export type LoadedEntry = Pick<PerformanceResourceTiming, 'name' | 'workerStart'>;

/** The same-origin files, among those loaded without the worker, that the worker keeps for offline use. */
export function filesToKeep(entries: readonly LoadedEntry[], origin: string): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    if (entry.workerStart > 0) continue;
    const url = new URL(entry.name, origin);
    if (url.origin !== origin) continue;
    if (url.pathname.startsWith('/remotes/') || url.pathname === '/instance-config.json') urls.add(url.href);
  }
  return [...urls];
}

/**
 * Reports to the controlling worker, once there is one, every file the page loaded around it, those already loaded
 * and those still to come (a file still on its way when the worker took over).
 */
export function reportFilesLoadedAroundWorker(container: ServiceWorkerContainer, origin: string) {
  if (typeof PerformanceObserver === 'undefined') return;
  let pending: string[] = [];
  const send = () => {
    const controller = container.controller;
    if (!controller || !pending.length) return;
    controller.postMessage({ type: KEEP_LOADED_FILES, urls: pending } satisfies KeepLoadedFiles);
    pending = [];
  };
  const observer = new PerformanceObserver((list) => {
    pending.push(...filesToKeep(list.getEntries() as PerformanceResourceTiming[], origin));
    send();
  });
  try {
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    return;
  }
  container.addEventListener('controllerchange', send);
}
