import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { HIDDEN_KEPT_AREA } from '../remotes/kept-areas';
import { reachedByNavigation } from './first-page';

/**
 * The page's main heading: the first h1 in <main>, leaving out the areas the user opened and left, which stay there
 * hidden (KeptAreas).
 */
export const mainHeading = (main: HTMLElement | null) =>
  [...(main?.querySelectorAll('h1') ?? [])].find((h1) => !h1.closest(HIDDEN_KEPT_AREA)) ?? null;

/** How long a page may take to show its heading (a remote that is still loading) before the focus is left alone. */
const HEADING_WAIT_MS = 10_000;

/**
 * Where the focus may be taken from: nowhere (the link that was followed has gone with its page), the element that
 * had it when the navigation happened (the link followed), or the sidebar or header. Focus that the new page (a
 * field it focuses itself) or a dialog has taken stays where it is.
 */
const mayTakeFocus = (active: Element | null, focusedBefore: Element | null) =>
  !active ||
  active === document.body ||
  active === focusedBefore ||
  active.closest('#portal-sidebar, .portal-header') !== null;

/**
 * Moves the focus to the main heading (the first h1 in <main>) of the page just navigated to, so that a screen
 * reader starts there and the next Tab continues in the page, not in the sidebar. A page that is still loading gets
 * the focus on its heading once it shows. `focusedBefore`: what had the focus before the new page rendered.
 * Returns a function that stops waiting.
 */
export function focusMainHeading(focusedBefore: Element | null = null, mainId = 'main'): () => void {
  let observer: MutationObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
  };
  const tryFocus = () => {
    const heading = mainHeading(document.getElementById(mainId));
    if (!heading) return false;
    if (mayTakeFocus(document.activeElement, focusedBefore)) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  const main = document.getElementById(mainId);
  if (tryFocus() || !main) return stop;
  observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  observer.observe(main, { childList: true, subtree: true });
  timer = setTimeout(stop, HEADING_WAIT_MS);
  return stop;
}

/**
 * After every navigation to another page (not on the page the app opened on, and not to an anchor in a page, which
 * the page brings into view itself): back to the top of the page, and the focus on its main heading.
 */
export function useFocusOnNavigation() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  // Read while the new page renders, before it is in the document: the element followed to get here.
  const focusedBefore = useRef<{ pathname: string; element: Element | null }>(null);
  if (focusedBefore.current?.pathname !== pathname) focusedBefore.current = { pathname, element: document.activeElement };
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    if (!reachedByNavigation(shownPath, pathname, key) || hash) return;
    if (navigationType !== 'POP' && window.scrollY > 0) window.scrollTo(0, 0);
    return focusMainHeading(focusedBefore.current?.element ?? null);
    // Only a new page counts: a changed query (a filter, a table page, a dialog's address) keeps the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
