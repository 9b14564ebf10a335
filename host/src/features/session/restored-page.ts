import { getAccessToken, isTokenExpired } from '@portal/contract';
import { sessionHolder } from './session-holder';

/** Where a restored page without a session goes. */
export const LOGIN_PATH = '/login';

interface PageWindow {
  document: Document;
  location: Pick<Location, 'replace' | 'reload'>;
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: PageTransitionEvent) => void): void;
}

/**
 * The browser's back/forward cache restores a page as it was frozen: left signed in, and signed out meanwhile (here or
 * in another tab), it would show the last person's pages, header and ticket conversation included (issue 32). A
 * signed-in page therefore hides itself as it is put away; restored (`pageshow` with `persisted`), it shows again only
 * for the same person's still valid session. Otherwise it stays hidden and is replaced: by the login page without a
 * session, by a fresh load of itself for someone else's.
 */
export function watchRestoredPages(win: PageWindow = window, readToken: () => string | null = getAccessToken) {
  const root = win.document.documentElement;
  let holder = '';
  win.addEventListener('pagehide', () => {
    holder = sessionHolder(readToken());
    // Nothing personal is on screen when the page comes back, before any of its code has run. (visibility keeps the
    // layout, so the same person's page returns scrolled where it was; no style of the portal sets it back to visible.)
    if (holder) root.style.setProperty('visibility', 'hidden');
  });
  win.addEventListener('pageshow', (event) => {
    // A page put away signed out showed nobody's data.
    if (!event.persisted || !holder) return;
    const token = readToken();
    const valid = token !== null && !isTokenExpired(token);
    if (valid && sessionHolder(token) === holder) {
      root.style.removeProperty('visibility');
      return;
    }
    root.style.setProperty('visibility', 'hidden');
    if (valid) win.location.reload();
    else win.location.replace(LOGIN_PATH);
  });
}
