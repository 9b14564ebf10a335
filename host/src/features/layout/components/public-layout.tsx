import { SkipLink } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useInstanceConfig } from '../../instance/instance-config';
import { reachedByNavigation } from '../first-page';
import { TestEnvironmentBanner } from './test-environment-banner';

/** The document titles of the simple layout's pages ('<Page> · <brand>'). */
const PAGE_TITLES: Record<string, string> = {
  '/login': 'Sign in',
  '/unavailable': 'Unavailable',
  '/referrals/public': 'Referral',
  '/status': 'Service status',
  '/404': 'Page not found',
  '/terms-of-use': 'Terms of Use',
  '/payment/redirect/payhost': 'Payment',
};

/** The simple layout of public pages: brand, content, help line. */
export function PublicLayout() {
  const config = useInstanceConfig();
  const { pathname, key } = useLocation();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const page = PAGE_TITLES[pathname];
    document.title = page ? `${page} · ${config.brandName}` : config.brandName;
  }, [pathname, config.brandName]);

  // After a navigation (not on the page the app opened on) the new page's heading takes the focus; the code that
  // does it loads only then, so the login page does not carry it.
  useEffect(() => {
    if (!reachedByNavigation(shownPath, pathname, key)) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('../focus-main-heading').then((m) => {
      if (!left) stop = m.focusMainHeading();
    });
    return () => {
      left = true;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <div className="portal-public">
      <SkipLink targetId="main" />
      <TestEnvironmentBanner />
      <header className="portal-public__header">
        <span className="portal-public__brand">{config.brandName}</span>
      </header>
      <main id="main" className="portal-public__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="portal-public__footer">
        Need help? Call <a href={`tel:${config.sidebar.contactNumber.replace(/\s+/g, '')}`}>{config.sidebar.contactNumber}</a> or
        email <a href={`mailto:${config.sidebar.contactEmail}`}>{config.sidebar.contactEmail}</a>.
      </footer>
    </div>
  );
}
