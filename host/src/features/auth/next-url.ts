/** C0 and C1 control characters (the browser silently drops tabs and newlines from a URL) and backslashes (it reads them as '/'). */
const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\\]/;
/** One '/' and then anything but another '/': a path on this origin, never '//host' (protocol-relative). */
const SINGLE_SLASH_PATH = /^\/[^/]/;
const PROBE_ORIGIN = 'https://portal.invalid';

/** Resolved as the browser would resolve it, the address stays on the portal's own origin. */
function staysOnOrigin(path: string) {
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Only a path inside the portal may be a nextURL: no scheme, no protocol-relative '//' (open redirect). */
export function safeNextUrl(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || UNSAFE_CHARACTERS.test(value) || !SINGLE_SLASH_PATH.test(value) || !staysOnOrigin(value)) return fallback;
  if (value.startsWith('/login')) return fallback;
  return value;
}

export function loginPathFor(nextURL: string) {
  return `/login?nextURL=${encodeURIComponent(nextURL)}`;
}

/** Takes `token` out of a search string, keeping every other parameter. */
export function withoutToken(search: string) {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
