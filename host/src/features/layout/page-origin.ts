/** The page's origin as the browser sees it; on the server (the prerendered login page), the one it was rendered for. */
let renderedFor: string | null = null;

/** The server renders the login page for the origin a request came to (see host/src/prerender). */
export function renderForOrigin(origin: string | null) {
  renderedFor = origin;
}

export function pageOrigin(): URL {
  return new URL(typeof window === 'undefined' ? (renderedFor ?? 'http://localhost') : window.location.origin);
}
