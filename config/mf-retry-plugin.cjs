// Runtime plugin of the host: how an area's manifest (mf-manifest.json) and entry (remoteEntry.js) are fetched.
//
// - Each has a time limit (the instance's remoteTimeoutMs, 10 s by default): a manifest or entry that never answers
//   fails, so the host's error boundary shows the area's fallback with Try again, instead of loading forever.
// - A blip is retried (a 5xx, or a fetch that failed on the network), so it does not show the fallback.
// - What retrying cannot mend is not retried: a timeout, a 4xx, a fetch the page's Content-Security-Policy blocked, a
//   response the other origin's CORS headers do not let the page read. The last three all reach the page as a bare
//   TypeError, like a network failure: a CSP block is told by the `securitypolicyviolation` event the browser fires for
//   the URL; a CORS refusal by asking the same URL again in `no-cors` mode, which the server answers (opaquely) only if
//   it is up. Same-origin requests need neither check.
// - An area's script whose manifest names its integrity (metaData.integrity) is loaded with it: the browser refuses
//   one whose bytes differ (docs/security.md PCI DSS 4.0.1 SAQ A: payment pages).
const SETTINGS = Symbol.for('portal.remoteLoading');
const DEFAULT_TIMEOUT_MS = 10_000;
const RETRIES = 2;
const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const settings = () => (globalThis[SETTINGS] ??= { timeoutMs: DEFAULT_TIMEOUT_MS });

/** Sets the time limit of each manifest and entry fetch (the host, from the instance config). */
function configureRemoteLoading({ timeoutMs }) {
  if (Number.isFinite(timeoutMs) && timeoutMs > 0) settings().timeoutMs = timeoutMs;
}

/** URLs the page's CSP refused since the plugin started (the browser reports each refusal as an event). */
const blockedByPolicy = new Set();
function watchPolicyViolations() {
  if (typeof document === 'undefined' || watchPolicyViolations.started) return;
  watchPolicyViolations.started = true;
  document.addEventListener('securitypolicyviolation', (event) => blockedByPolicy.add(event.blockedURI));
}

const isSameOrigin = (url) => typeof location !== 'undefined' && new URL(url, location.href).origin === location.origin;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

class RemoteFetchTimeout extends Error {
  constructor(url, ms) {
    super(`No answer from ${url} within ${ms / 1000} s`);
    this.name = 'RemoteFetchTimeout';
  }
}

async function fetchWithin(url, options, timeoutMs) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RemoteFetchTimeout(url, timeoutMs)), timeoutMs);
  options?.signal?.addEventListener('abort', () => controller.abort(options.signal.reason));
  try {
    return await fetch(url, { ...options, signal: controller.signal });
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a fetch that failed without an answer may succeed if asked again: a network failure, not CSP nor CORS. */
async function isNetworkFailure(url, timeoutMs) {
  if (isSameOrigin(url)) return true;
  // The violation event is queued as a task of its own: let it arrive before looking.
  await nextTask();
  if (blockedByPolicy.has(new URL(url, location.href).href) || blockedByPolicy.has(new URL(url, location.href).origin)) return false;
  try {
    await fetchWithin(url, { mode: 'no-cors', cache: 'no-store' }, timeoutMs);
    return false; // the server answered: the page may not read it (CORS)
  } catch {
    return true;
  }
}

function retryPlugin() {
  watchPolicyViolations();
  const scriptIntegrity = new Map();
  return {
    name: 'portal-retry-plugin',
    async fetch(url, options) {
      const { timeoutMs } = settings();
      let lastError;
      for (let i = 0; i <= RETRIES; i++) {
        try {
          const response = await fetchWithin(url, options, timeoutMs);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          if (error instanceof RemoteFetchTimeout || error?.name === 'AbortError') throw error;
          if (!(await isNetworkFailure(url, timeoutMs))) throw error;
          lastError = error;
        }
        if (i < RETRIES) await new Promise((r) => setTimeout(r, 200 * (i + 1)));
      }
      throw lastError;
    },
    // The integrity of each script of an area, as its manifest names it (metaData.integrity, by file name, which
    // config/payment-scripts.cjs writes), by the script's address.
    loadRemoteSnapshot(args) {
      const integrity = args.from === 'manifest' ? args.manifestJson?.metaData?.integrity : undefined;
      if (integrity && typeof integrity === 'object' && typeof location !== 'undefined') {
        const manifestUrl = new URL(args.manifestUrl, location.href);
        for (const [file, value] of Object.entries(integrity)) {
          if (typeof value === 'string' && INTEGRITY.test(value)) scriptIntegrity.set(new URL(file, manifestUrl).href, value);
        }
      }
      return args;
    },
    // An entry is a <script>: the federation runtime gives up on it after `timeout` ms. A script of an area's (its
    // entry, or an exposed module's chunk the runtime loads ahead) is made with its integrity: the browser runs it only
    // when its bytes are the ones the area's manifest names. Other scripts keep the runtime's own handling.
    createScript({ url, attrs, resourceContext }) {
      const entry = !resourceContext || resourceContext.resourceType === 'remoteEntry';
      const integrity = typeof location !== 'undefined' ? scriptIntegrity.get(new URL(url, location.href).href) : undefined;
      if (!integrity || typeof document === 'undefined') return entry ? { timeout: settings().timeoutMs } : undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) if (name !== 'integrity' && name !== 'crossorigin') script.setAttribute(name, value);
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return entry ? { script, timeout: settings().timeoutMs } : { script };
    },
  };
}

module.exports = retryPlugin;
module.exports.configureRemoteLoading = configureRemoteLoading;
module.exports.DEFAULT_TIMEOUT_MS = DEFAULT_TIMEOUT_MS;
