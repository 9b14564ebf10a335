import { paths, type RemoteRoute } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense, type ReactNode } from 'react';

// Each page's code loads on first visit.
const VoipPage = lazy(() => import('./components/voip-page'));
const FaxPage = lazy(() => import('./components/fax-page'));
const PhoneNumberPage = lazy(() => import('./components/phone-number-page'));
const VoiceBundlePage = lazy(() => import('./components/voice-bundle-page'));

const MODULES = ['communication'];

const route = (type: string, label: string, page: () => ReactNode): RemoteRoute => ({
  path: `${paths.communication}/${type}/:serviceTag`,
  modules: MODULES,
  Component: function VoiceRoute() {
    return <Suspense fallback={<LoadingState label={label} />}>{page()}</Suspense>;
  },
});

/** The pages of the voice services under /services/communication. */
export const voiceRoutes: RemoteRoute[] = [
  route('voip', 'Loading your VoIP service…', () => <VoipPage />),
  route('faxin', 'Loading your fax service…', () => <FaxPage type="faxin" />),
  route('faxout', 'Loading your fax service…', () => <FaxPage type="faxout" />),
  route('phone-number', 'Loading your number…', () => <PhoneNumberPage />),
  route('voice-bundle', 'Loading your voice bundle…', () => <VoiceBundlePage />),
];
