/** Only a path inside the portal may be a nextURL: no scheme, no protocol-relative '//' (open redirect). */
export function safeNextUrl(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
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
