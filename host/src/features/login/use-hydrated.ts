import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page is the server's markup (and during hydration), true once the browser's code runs it. The
 * prerendered form's button waits for it: pressed earlier, it would submit the form natively, reloading the page with
 * the cell number in its address.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
