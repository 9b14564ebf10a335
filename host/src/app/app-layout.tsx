import { LoadingState, SkipLink } from '@portal/ui';
import { usePageTitle } from '@portal/ui/page-title';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { TestEnvironmentBanner } from '../features/layout/components/test-environment-banner';
import { ReauthHost } from '../features/reauth/components/reauth-host';
import { OFFER_DEVICE_KEY } from '../features/login/offer-device-key';
import '../features/layout/app-layout.css';
import { useFocusOnNavigation } from '../features/layout/focus-main-heading';
import { shellPageTitle } from '../features/layout/shell-page-title';

/** Offered once, right after a PIN sign-in: other visits never load it. */
const DeviceRegistrationOffer = lazy(() =>
  import('../features/passkeys/components/device-registration-offer').then((m) => ({ default: m.DeviceRegistrationOffer })),
);

/** Keeps `--portal-header-height` on the shell at the header's height: the sticky sidebar sits right under it. */
function useHeaderHeight(shell: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const header = shell.current?.querySelector<HTMLElement>('.portal-header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => shell.current?.style.setProperty('--portal-header-height', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => observer.disconnect();
  }, [shell]);
}

export function AppLayout() {
  const shell = useRef<HTMLDivElement>(null);
  useHeaderHeight(shell);
  useFocusOnNavigation();
  usePageTitle(shellPageTitle(useLocation().pathname), { fallback: true });
  const [offersDevice] = useState(() => sessionStorage.getItem(OFFER_DEVICE_KEY) === '1');
  return (
    <div ref={shell} className="portal-app">
      <SkipLink targetId="main" />
      <TestEnvironmentBanner />
      <AppHeader />
      <div className="portal-app__body">
        <Sidebar />
        <main id="main" className="portal-main" tabIndex={-1}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <ReauthHost />
      {offersDevice && (
        <Suspense fallback={null}>
          <DeviceRegistrationOffer />
        </Suspense>
      )}
    </div>
  );
}
