import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The id a list page gives a service's entry, so that `${areaPath}#${id}` (the dashboard's link) lands on it. */
export const serviceAnchorId = (serviceTag: string) => `service-${serviceTag}`;

/** The address of one service on its area's list page. */
export const serviceHref = (areaPath: string, serviceTag: string) => `${areaPath}#${serviceAnchorId(serviceTag)}`;

/**
 * Once the list has loaded (`ready`), brings the entry the address names into view and moves focus to it,
 * so that a keyboard or screen-reader user starts there too. The router does not do this for a hash.
 */
export function useScrollToServiceAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
