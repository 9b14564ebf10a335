import { defineRemote, paths } from '@portal/contract';
import { lazyPage, LoadingState } from '@portal/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { billingDetailsFirstReads } from './features/billing-details/first-reads';

// Each page's code loads on first visit, so the remote entry stays small.
const BillingDetailsPage = lazyPage(() => import('./features/billing-details/components/billing-details-page'));
const InvoiceViewPage = lazy(() => import('./features/invoices/components/invoice-view-page'));
const MandatePage = lazy(() => import('./features/mandate/components/mandate-page'));
const PaymentRedirectPage = lazy(() => import('./features/payment-result/components/payment-redirect-page'));
const PayHostConfirmedPage = lazy(() => import('./features/payment-result/components/payhost-confirmed-page'));

const page = (Page: ComponentType, label: string) =>
  function BillingRoute() {
    return (
      <Suspense fallback={<LoadingState label={label} />}>
        <Page />
      </Suspense>
    );
  };

export default defineRemote({
  area: 'billing',
  routes: [
    { path: paths.billingDetails, Component: page(BillingDetailsPage, 'Loading your billing details…'), modules: ['billing'], preload: BillingDetailsPage.preload, reads: billingDetailsFirstReads },
    { path: `${paths.billingDetails}/invoices/:invoiceTxNumber`, Component: page(InvoiceViewPage, 'Loading the invoice…'), modules: ['billing'] },
    { path: paths.debitOrderMandate, Component: page(MandatePage, 'Loading your debit order mandate…'), modules: ['billing'] },
    { path: paths.paymentRedirect, Component: page(PaymentRedirectPage, 'Checking your payment…'), modules: ['billing'] },
    { path: paths.payHostRedirect, Component: page(PayHostConfirmedPage, 'Checking your payment…'), modules: ['billing'] },
  ],
  navItems: [{ label: 'Payments & Billing', to: paths.billingDetails, modules: ['billing'] }],
});
