import { LoadingState, SkipLink } from '@portal/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { TestEnvironmentBanner } from './test-environment-banner';
import { ReauthHost } from '../../reauth/components/reauth-host';
import { DeviceRegistrationOffer } from '../../passkeys/components/device-registration-offer';

export function AppLayout() {
  return (
    <div className="portal-app">
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
      <DeviceRegistrationOffer />
    </div>
  );
}
