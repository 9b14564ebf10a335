import { VERSION_PATH, VERSION_RETRY_PARAM } from '@portal/contract';

const RELOADED_FOR = 'portal.version-reloaded-for';

/** The server's version (GET /version), or null when it cannot be read. */
async function serverVersion(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * spec §4 Version check: when this page was built from another version than the server now serves,
 * reload once with a retry marker in the address, and not again while the marker is there. The
 * version reloaded for is also kept for the tab, so navigating on (which drops the marker) cannot
 * start a reload loop when a new build is still not served to this browser.
 */
export async function checkVersion(
  pageVersion = __BUILD_VERSION__,
  reload = (url: string) => window.location.replace(url),
): Promise<'same' | 'reloading' | 'stale' | 'unknown'> {
  const version = await serverVersion();
  if (version === null) return 'unknown';
  const url = new URL(window.location.href);
  if (version === pageVersion) {
    if (url.searchParams.has(VERSION_RETRY_PARAM)) {
      url.searchParams.delete(VERSION_RETRY_PARAM);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    return 'same';
  }
  if (url.searchParams.has(VERSION_RETRY_PARAM) || sessionStorage.getItem(RELOADED_FOR) === version) return 'stale';
  sessionStorage.setItem(RELOADED_FOR, version);
  url.searchParams.set(VERSION_RETRY_PARAM, '1');
  reload(url.toString());
  return 'reloading';
}
