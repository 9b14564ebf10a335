import { currentTab } from '@portal/ui';
import { StoreLink, useStoreUrl } from '@portal/ui/access';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../auth/use-session';
import { useInstanceConfig } from '../../instance/instance-config';
import { visibleSidebarItems } from '../../remotes/area-navigation';
import { preloadArea } from '../../remotes/load-area';
import { closesOnNavigation, sidebarOpenAtom } from '../sidebar-state';

export function Sidebar() {
  const config = useInstanceConfig();
  const { claims } = useSession();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const storeUrl = useStoreUrl();

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (closesOnNavigation()) setOpen(false);
  }, [pathname, setOpen]);

  const items = visibleSidebarItems(config, claims?.portal_modules ?? []);
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
                  onMouseEnter={area ? () => preloadArea(area) : undefined}
                  onFocus={area ? () => preloadArea(area) : undefined}
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
