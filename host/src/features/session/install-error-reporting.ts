import { configureErrorReporter, reportError } from '@portal/contract';
import { checkVersion } from './version-check';

/** A chunk (or federated remote) that failed to load: often a deploy replaced it, so check the version (spec §2). */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk|RUNTIME-00[38]|Failed to fetch dynamically imported module/i.test(error.message));

/** Reports uncaught errors (spec §7 error reporting) and runs the version check after a failed chunk load. */
export function installErrorReporting(serverUrl?: string) {
  configureErrorReporter({ serverUrl });
  const handle = (error: unknown) => {
    if (isChunkLoadError(error)) void checkVersion();
    reportError(error);
  };
  window.addEventListener('error', (event) => handle(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
}
