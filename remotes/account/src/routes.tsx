import { defineRemote, paths } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense } from 'react';

// The page's code loads on first visit, so the remote entry stays small.
const PersonalInfoPage = lazy(() => import('./features/personal-info/components/personal-info-page'));

function PersonalInfoRoute() {
  return (
    <Suspense fallback={<LoadingState label="Loading your personal info…" />}>
      <PersonalInfoPage />
    </Suspense>
  );
}

export default defineRemote({
  area: 'account',
  routes: [{ path: paths.accountDetails, Component: PersonalInfoRoute }],
  navItems: [{ label: 'Personal Info', to: paths.accountDetails, modules: ['account'] }],
});
