import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAY_AMOUNT_PARAM, PAY_INVOICE_PARAM, PAY_NOW_PARAM } from '../pay-now-param';
import { CardCaptureFrameModal } from '../../card-capture/components/card-capture-frame-modal';
import { CreditCardPaymentModal } from './credit-card-payment-modal';

interface Asked {
  invoiceTxNumber?: string;
  initialAmount?: number;
}

/** What the address asks the modal to open on: `?pay=now`, `?pay=invoice&invoice=…`, either with `&amount=…`; null when nothing. */
function askedIn(params: URLSearchParams): Asked | null {
  const pay = params.get(PAY_NOW_PARAM);
  if (pay !== 'now' && pay !== 'invoice') return null;
  const invoiceTxNumber = pay === 'invoice' ? params.get(PAY_INVOICE_PARAM)?.trim() || undefined : undefined;
  const amount = Number(params.get(PAY_AMOUNT_PARAM));
  return { invoiceTxNumber, initialAmount: Number.isFinite(amount) && amount > 0 ? amount : undefined };
}

/** 'Pay now': opens the Credit Card Payment modal, which may hand over to the card capture frame. */
export function PayNowButton() {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<'payment' | 'capture' | null>(null);
  const [asked, setAsked] = useState<Asked>({});
  const fromUrl = askedIn(params);
  const urlKey = fromUrl ? JSON.stringify(fromUrl) : null;
  useEffect(() => {
    if (!urlKey) return;
    setAsked(JSON.parse(urlKey) as Asked);
    setOpen('payment');
    // Taken once: a reload or Back does not reopen the modal.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [PAY_NOW_PARAM, PAY_INVOICE_PARAM, PAY_AMOUNT_PARAM]) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [urlKey, setParams]);
  const close = () => {
    setOpen(null);
    setAsked({});
  };
  return (
    <>
      <Button
        onClick={() => {
          setAsked({});
          setOpen('payment');
        }}
      >
        Pay now
      </Button>
      {open === 'payment' && (
        <CreditCardPaymentModal
          invoiceTxNumber={asked.invoiceTxNumber}
          initialAmount={asked.initialAmount}
          onClose={close}
          onCaptureInstead={() => setOpen('capture')}
        />
      )}
      {open === 'capture' && <CardCaptureFrameModal onClose={close} />}
    </>
  );
}
