import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAY_NOW_PARAM } from '../pay-now-param';
import { CardCaptureFrameModal } from '../../card-capture/components/card-capture-frame-modal';
import { CreditCardPaymentModal } from './credit-card-payment-modal';

/** 'Pay Now': opens the Credit Card Payment modal, which may hand over to the card capture frame. */
export function PayNowButton() {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<'payment' | 'capture' | null>(null);
  const askedInUrl = params.get(PAY_NOW_PARAM) === 'now';
  useEffect(() => {
    if (!askedInUrl) return;
    setOpen('payment');
    // Taken once: a reload or Back does not reopen the modal.
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(PAY_NOW_PARAM);
      return next;
    }, { replace: true });
  }, [askedInUrl, setParams]);
  return (
    <>
      <Button onClick={() => setOpen('payment')}>Pay Now</Button>
      {open === 'payment' && <CreditCardPaymentModal onClose={() => setOpen(null)} onCaptureInstead={() => setOpen('capture')} />}
      {open === 'capture' && <CardCaptureFrameModal onClose={() => setOpen(null)} />}
    </>
  );
}
