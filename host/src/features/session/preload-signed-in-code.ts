import { STORAGE_KEYS } from '@portal/contract/storage-keys';

/**
 * The meta elements in which the build lists the script files of the signed-in shell and of the dashboard page
 * (host/webpack.config.js, SignedInCodePlugin), space-separated.
 */
export const SIGNED_IN_CODE_META = { shell: 'portal:shell-code', dashboard: 'portal:dashboard-code' } as const;

// paths.login and paths.dashboard (its tests hold them to those): the contract's paths module would weigh on main.js.
const LOGIN_PATH = '/login';
const DASHBOARD_PATH = '/dashboard';

/** A list's files, each with its integrity when the build names it (data-integrity, in the same order). */
function listed(doc: Document, name: string): [string, string | undefined][] {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const split = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean);
  const integrity = split(meta?.dataset.integrity);
  return split(meta?.content).map((href, i) => [href, integrity[i]]);
}

function storedSession(storage: () => Pick<Storage, 'getItem'>) {
  try {
    return storage().getItem(STORAGE_KEYS.session) !== null;
  } catch {
    // Storage the browser refuses (blocked for the site): the app finds no session either.
    return false;
  }
}

/**
 * A page that opens with a stored session fetches the signed-in shell's code (and on /dashboard the dashboard's) while
 * the app's own start runs, instead of only once it has: the dashboard paints a round trip sooner on a slow network.
 * Only a hint: the app still imports that code as it would, and whether the session is still good is its to judge.
 * Runs in main.js, before anything else: it reads only the page and the storage.
 */
export function preloadSignedInCode(doc: Document, pathname: string, storage: () => Pick<Storage, 'getItem'>) {
  if (pathname === LOGIN_PATH || !storedSession(storage)) return;
  const files = new Map(listed(doc, SIGNED_IN_CODE_META.shell));
  if (pathname === DASHBOARD_PATH) for (const [file, integrity] of listed(doc, SIGNED_IN_CODE_META.dashboard)) files.set(file, integrity);
  for (const [href, integrity] of files) {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', href);
    // As webpack will load it (Subresource Integrity, config/payment-scripts.cjs): else the browser could not use the preload.
    if (integrity) {
      link.setAttribute('integrity', integrity);
      link.setAttribute('crossorigin', 'anonymous');
    }
    doc.head.appendChild(link);
  }
}
