/** The purchase and cancel pages (spec §2 Purchase and cancel flows): one lazily loaded chunk of the host. */
import { paths } from '@portal/contract';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CancellationPage } from './components/cancellation-page';
import { CaptureDetailsPage } from './components/capture-details-page';
import { ConfirmCancelPage } from './components/confirm-cancel-page';
import { ConfirmOrderPage } from './components/confirm-order-page';

export { CaptureDetailsPage, CancellationPage, ConfirmCancelPage };

export const ConfirmUpgradePage = () => <ConfirmOrderPage kind="upgrade" />;
export const ConfirmPurchasePage = () => <ConfirmOrderPage kind="purchase" />;

const relative = (path: string) => path.replace(/^\/services\//, '');

/**
 * Mounted at /services/*: no area page has these shapes, and an area's own mount ranks above it. The cancellation form
 * (/services/{type}/{serviceTag}/cancellation) has a route of its own beside the areas' mounts.
 */
export function CommerceRoutes() {
  return (
    <Routes>
      <Route path={relative(paths.confirmUpgrade)} element={<ConfirmUpgradePage />} />
      <Route path={relative(paths.confirmPurchase)} element={<ConfirmPurchasePage />} />
      <Route path={relative(paths.captureDetails)} element={<CaptureDetailsPage />} />
      <Route path={relative(paths.confirmCancel)} element={<ConfirmCancelPage />} />
      <Route path="*" element={<Navigate to={paths.notFound} replace />} />
    </Routes>
  );
}
