import { MOBILE_MAX_WIDTH } from '@portal/contract';
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** spec §9: mobile is a width of 761 px or less. */
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);

/** The same, read once outside a render. */
export const isMobileNow = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(MOBILE_QUERY).matches;
