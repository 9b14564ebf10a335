import { portalCache, type CancellationOptions, type Cart, type OrderPreview, type ProductSummary } from '@portal/contract';
import { mockActions, type ActionReply } from '@portal/ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  CancellationPage,
  CaptureDetailsPage,
  ConfirmCancelPage,
  ConfirmPurchasePage,
  ConfirmUpgradePage,
} from '../commerce-pages';

export const TAG = 'FTTH-100234';

export const product = (overrides: Partial<ProductSummary>): ProductSummary => ({
  productId: 1,
  name: 'Fibre 50/25 Mbps',
  serviceType: 'ftth',
  kind: 'plan',
  price: 799,
  billing: 'monthly',
  speedDownMbps: 50,
  speedUpMbps: 25,
  dataCapMb: null,
  description: '',
  needsDelivery: false,
  limits: null,
  ...overrides,
});

export const upgradeCart: Cart = {
  serviceTag: TAG,
  cartLines: [{ productId: 2, quantity: 1 }],
  upgrade: true,
  upgradeRoute: `/services/connectivity/ftth/${TAG}/upgrade`,
  effectiveDate: '2026-12-01',
};

export const upgradePreview: OrderPreview = {
  serviceTag: TAG,
  upgrade: true,
  current: product({ productId: 1, name: 'Fibre 50/25 Mbps', price: 799 }),
  lines: [{ product: product({ productId: 2, name: 'Fibre 100/50 Mbps', price: 999 }), quantity: 1, amount: 999 }],
  onceOffTotal: 0,
  monthlyAfter: 999,
  monthlyChange: 200,
  effectiveDate: '2026-12-01',
  needsDelivery: false,
};

export const purchaseCart: Cart = {
  serviceTag: 'MOB-300412',
  cartLines: [
    { productId: 7, quantity: 2 },
    { productId: 9, quantity: 1 },
  ],
  upgrade: false,
  upgradeRoute: '/services/connectivity/mobiledata/purchase/account/MOB-300412',
};

export const purchasePreview: OrderPreview = {
  serviceTag: 'MOB-300412',
  upgrade: false,
  current: null,
  lines: [
    { product: product({ productId: 7, name: 'Top-up 5 GB', kind: 'top-up', price: 99, billing: 'once-off' }), quantity: 2, amount: 198 },
    {
      product: product({ productId: 9, name: 'LTE router', kind: 'hardware', price: 1499, billing: 'once-off', needsDelivery: true }),
      quantity: 1,
      amount: 1499,
    },
  ],
  onceOffTotal: 1697,
  monthlyAfter: 349,
  monthlyChange: 0,
  effectiveDate: '2026-11-23',
  needsDelivery: true,
};

export const deliveryLocation = {
  contactName: 'Thandi Mokoena',
  cellNumber: '0821234567',
  line1: '12 Loop Street',
  line2: '',
  city: 'Cape Town',
  postalCode: '8001',
};

export const cancellationOptions: CancellationOptions = {
  serviceTag: TAG,
  product: 'Fibre 50/25 Mbps',
  earliestDate: '2026-12-23',
  latestDate: '2027-02-20',
  reasons: [
    { id: 'moving', text: 'Moving house' },
    { id: 'price', text: 'Too expensive' },
  ],
  lines: [
    { id: 'plan', description: 'Fibre 50/25 Mbps', monthlyPrice: 799 },
    { id: 'static-ip', description: 'Static IP address', monthlyPrice: 99 },
  ],
  hardware: [{ id: 'router', description: 'Fibre router (Huawei HG8145)' }],
};

export const serviceDetail = (serviceTag: string, type = 'ftth') => ({
  serviceTag,
  category: 'connectivity',
  type,
  status: 'Active',
  accountCode: 'CUS1001',
  product: type === 'ftth' ? product({ productId: 1, name: 'Fibre 50/25 Mbps', price: 799 }) : null,
  monthlyPrice: 799,
  attributes: [],
  installationAddress: null,
  contractEndDate: null,
  usage: null,
  pendingChange: null,
  cancellation: null,
  sharedMembers: [],
  can: { upgrade: true, topUp: false, cancel: true },
});

/**
 * The portal API for these pages: each action answered by `answers`, services.GetService by the service's own
 * detail (for Done), and anything else refused as the server refuses an unknown request.
 */
export function serveCommerce(answers: Record<string, (input: Record<string, unknown>) => ActionReply | Promise<ActionReply>> = {}) {
  return mockActions((name, input) => {
    const answer = answers[name];
    if (answer) return answer(input);
    if (name === 'services.GetService') {
      const tag = String(input.serviceTag);
      return { result: serviceDetail(tag, tag.startsWith('MOB') ? 'mobiledata' : 'ftth') };
    }
    return { error: `No answer for ${name} in this test.`, status: 404 };
  });
}

/** Each test starts with nothing handed over and nothing cached (the account is cached in session storage). */
export function resetCommerceTestState() {
  portalCache.clear();
  sessionStorage.clear();
}

function Where() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

/** The host's routes of these pages, and a stand-in for every other page that says where the customer went. */
export function renderCommerce(path: string, extra?: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="/services/confirm-upgrade" element={<ConfirmUpgradePage />} />
          <Route path="/services/confirm-purchase" element={<ConfirmPurchasePage />} />
          <Route path="/services/capture-details" element={<CaptureDetailsPage />} />
          <Route path="/services/cancel" element={<ConfirmCancelPage />} />
          <Route path="/services/:type/:serviceTag/cancellation" element={<CancellationPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
        {extra}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
