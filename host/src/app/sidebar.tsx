import { currentTab } from '@portal/ui';
import { StoreLink, useStoreUrl } from '@portal/ui/access';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../features/auth/use-session';
import { useInstanceConfig } from '../features/instance/instance-config';
import { visibleSidebarItems } from '../features/remotes/area-navigation';
import { preloadArea, preloadAreasWhenIdle } from '../features/remotes/preload-areas';
import { closesOnNavigation, sidebarOpenAtom } from '../features/layout/sidebar-state';

/** The longest a sidebar click waits for an area's code before the area opens with its loading state. */
export const OPEN_WAIT_MAX_MS = 600;

export function Sidebar() {
  const config = useInstanceConfig();
  const { claims } = useSession();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const storeUrl = useStoreUrl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The entry being opened: its area's code is still arriving.
  const [opening, setOpening] = useState<string | null>(null);
  const latestClick = useRef<string | null>(null);

  /**
   * Opens an area once its code has arrived: the page in view stays until then (the link shows it is busy), and the
   * area then shows at once instead of a loading state. After OPEN_WAIT_MAX_MS it opens anyway, with its loading
   * state (a slow or failing area shows its own fallback). A click with a modifier key is left to the browser.
   */
  const openWhenLoaded = (event: MouseEvent, area: string, to: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    latestClick.current = to;
    setOpening(to);
    void Promise.race([preloadArea(area, to, queryClient), new Promise((resolve) => setTimeout(resolve, OPEN_WAIT_MAX_MS))]).then(() => {
      if (latestClick.current !== to) return;
      latestClick.current = null;
      setOpening(null);
      navigate(to);
    });
  };

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (closesOnNavigation()) setOpen(false);
  }, [pathname, setOpen]);

  const items = visibleSidebarItems(config, claims?.portal_modules ?? []);
  const areaEntries = items.flatMap((item) => {
    const area = item.area ?? item.extraArea;
    return area ? [{ area, to: item.to }] : [];
  });
  const areaEntriesKey = JSON.stringify(areaEntries);
  // Each area and its first page are loaded once the page has settled, so that the first visit shows no loading state.
  useEffect(() => preloadAreasWhenIdle(JSON.parse(areaEntriesKey), queryClient), [areaEntriesKey, queryClient]);
  // The entry of the current page's section: a service page highlights its area, the mandate Payments & Billing.
  const current = currentTab(items, pathname);
  return (
    <>
      {open && closesOnNavigation() && (
        <div className="portal-sidebar__scrim" aria-hidden="true" onClick={() => setOpen(false)} />
      )}
      <nav id="portal-sidebar" className="portal-sidebar" data-open={open} aria-label="Main" hidden={!open}>
        <ul className="portal-sidebar__list">
          {items.map((item) => {
            const area = item.area ?? item.extraArea;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="portal-sidebar__link"
                  aria-current={item === current ? 'page' : undefined}
                  aria-busy={opening === item.to || undefined}
                  onClick={area ? (event) => openWhenLoaded(event, area, item.to) : undefined}
                  onMouseEnter={area ? () => preloadArea(area, item.to, queryClient) : undefined}
                  onFocus={area ? () => preloadArea(area, item.to, queryClient) : undefined}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
          {storeUrl && (
            <li>
              <StoreLink className="portal-sidebar__link">Shop</StoreLink>
            </li>
          )}
        </ul>
        <div className="portal-sidebar__contact">
          <p>Need help?</p>
          <a href={`tel:${config.sidebar.contactNumber.replace(/\s+/g, '')}`}>{config.sidebar.contactNumber}</a>
          <a href={`mailto:${config.sidebar.contactEmail}`}>{config.sidebar.contactEmail}</a>
        </div>
      </nav>
    </>
  );
}
