import { captureInstallEvent } from './install-event';
import { startServiceWorker } from './register-service-worker';

/** At start-up, before anything renders: the install offer can come early, and the worker registers after load. */
export function startPwa() {
  captureInstallEvent();
  startServiceWorker();
}
