import type { RefObject } from 'react';

let firstKey: string | undefined;

/** Whether `locationKey` is the page the app opened on (the first location a layout shows, after start-up redirects). */
function isFirstPage(locationKey: string): boolean {
  firstKey ??= locationKey;
  return firstKey === locationKey;
}

/**
 * For a layout's effect on the pathname: whether its page was reached by a navigation in the app (a link, a redirect
 * after sign-in, Back to an earlier page), not opened or reloaded on; there the browser's own focus and scroll stay.
 * `shownPath` remembers the layout's previous page.
 */
export function reachedByNavigation(shownPath: RefObject<string | null>, pathname: string, locationKey: string): boolean {
  const moved = shownPath.current !== null && shownPath.current !== pathname;
  shownPath.current = pathname;
  return moved || !isFirstPage(locationKey);
}
