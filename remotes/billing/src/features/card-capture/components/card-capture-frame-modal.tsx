import { ErrorState, LoadingState, Modal } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { newIdempotencyKey } from '../../pay-now/idempotency-key';
import { savePaymentReturnRoute } from '../../pay-now/payment-return-route';
import { useCardCaptureFrame } from '../api/get-card-capture-frame';
import { CaptureFrame } from './capture-frame';

/**
 * spec §2 Card-details capture: the gateway's form in a frame, titled 'Enter Credit Card Details'. The gateway
 * ends at /payment/redirect, whose result returns to the page this was opened on. Escape or Close closes it.
 */
export function CardCaptureFrameModal({ onClose }: { onClose: () => void }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const frame = useCardCaptureFrame(idempotencyKey);
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;

  useEffect(() => savePaymentReturnRoute(here), [here]);

  // After a retry the Try again button is gone: give focus back to the dialog, so Tab and Escape still work.
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = contentRef.current?.closest<HTMLElement>('[role="dialog"]');
    if (frame.data && dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [frame.data]);

  return (
    <Modal open title="Enter Credit Card Details" onClose={onClose} size="lg">
      <div ref={contentRef}>
        {frame.data ? (
          <CaptureFrame frame={frame.data} />
        ) : frame.isError && !frame.isFetching ? (
          <ErrorState title="We could not open the secure card form" message={frame.error.message} onRetry={() => void frame.refetch()} />
        ) : (
          <LoadingState label="Opening the secure card form…" />
        )}
      </div>
      <p className="portal-field__hint" style={{ marginTop: 12 }}>
        Your card number and CVV go straight to the payment gateway, never to this portal. Nothing is charged now.
      </p>
    </Modal>
  );
}
