import { paths, type RemoteRoute } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { lazy, Suspense, type ReactNode } from 'react';

// Each page's code loads on first visit, so the remote entry stays small.
const EmailPage = lazy(() => import('./components/email-page'));
const EmailOffersPage = lazy(() => import('./components/email-offers-page'));
const ExchangePage = lazy(() => import('./components/exchange-page'));
const DomainPage = lazy(() => import('./components/domain-page'));

const MODULES = ['communication'];
const suspended = (label: string, page: ReactNode) => <Suspense fallback={<LoadingState label={label} />}>{page}</Suspense>;
const route = (path: string, Component: () => ReactNode): RemoteRoute => ({ path: `${paths.communication}/${path}`, Component, modules: MODULES });

/** The pages of the mail services under /services/communication. */
export const mailRoutes: RemoteRoute[] = [
  route('email/:serviceTag', function EmailRoute() {
    return suspended('Loading your email service…', <EmailPage />);
  }),
  route('email/:serviceTag/upgrade', function EmailUpgradeRoute() {
    return suspended('Loading the email plans…', <EmailOffersPage mode="upgrade" />);
  }),
  route('email/:serviceTag/order', function EmailOrderRoute() {
    return suspended('Loading the add-ons…', <EmailOffersPage mode="order" />);
  }),
  route('hosted-exchange/:serviceTag', function HostedExchangeRoute() {
    return suspended('Loading your Exchange service…', <ExchangePage />);
  }),
  route('domain/:serviceTag', function DomainRoute() {
    return suspended('Loading your domain…', <DomainPage />);
  }),
];
