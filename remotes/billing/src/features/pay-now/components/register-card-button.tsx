import { zodResolver } from '@hookform/resolvers/zod';
import { getClaims } from '@portal/contract';
import { catalogue, selectedId } from '@portal/contract/catalogue';
import { Alert, Button, Modal, Select } from '@portal/ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useCreditCardCollectionDayOptions } from '../../payment-options/api/get-credit-card-collection-day-options';
import { OptionListsGate } from '../../payment-options/components/option-lists-gate';
import { usePayHostRedirect } from '../api/get-pay-host-redirect';
import { postFormTopLevel } from '../browser-navigation';
import { savePaymentReturnRoute } from '../payment-return-route';

export const REGISTER_CARD_LABEL = 'Register card for monthly payments';
export const REGISTER_FAILED_PREFIX = 'Failed to start the card registration: ';
const NO_ACCOUNT_MESSAGE = 'We could not tell which account this is. Please sign in again.';

const payHost = catalogue['billing.payment.payhost.GetPayHostRedirect'].input;
/** The collection day as billing.payment.payhost.GetPayHostRedirect checks it; eager once it has been checked (spec §5). */
const registerCardForm = zodResolver(
  payHost.pick({ collectionDay: true }).extend({ collectionDay: selectedId('Collection day', payHost.shape.collectionDay) }),
  undefined,
  { raw: true },
);

function RegisterCardModal({ onClose }: { onClose: () => void }) {
  const days = useCreditCardCollectionDayOptions();
  const redirect = usePayHostRedirect();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ collectionDay: string }>({ resolver: registerCardForm, defaultValues: { collectionDay: '' } });
  const [accountError, setAccountError] = useState(false);
  const sending = useRef(false);
  const location = useLocation();

  const start = () => {
    if (sending.current) return;
    // The session's account (the token names it); the server checks it may be managed from this session.
    const accountId = getClaims()?.masterAccountId;
    setAccountError(!accountId);
    void handleSubmit(({ collectionDay }) => {
      if (!accountId || sending.current) return;
      sending.current = true;
      savePaymentReturnRoute(location.pathname + location.search + location.hash);
      redirect.mutate(
        { accountId, collectionDay: Number(collectionDay) },
        {
          onSuccess: (form) => postFormTopLevel(form),
          onError: () => {
            sending.current = false;
          },
        },
      );
    })();
  };

  const busy = redirect.isPending || redirect.isSuccess;
  return (
    <Modal
      open
      title={REGISTER_CARD_LABEL}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={start} busy={busy} disabled={!days.data}>
            Continue to secure page
          </Button>
        </>
      }
    >
      <p>
        Your card is entered on the payment provider’s secure page, never in this portal. It then becomes your payment method and is charged
        monthly on the day you choose.
      </p>
      <OptionListsGate queries={[days]}>
        <Select
          label="Collection day"
          options={days.data?.items ?? []}
          error={errors.collectionDay?.message}
          {...register('collectionDay')}
        />
      </OptionListsGate>
      {accountError && <Alert tone="error">{NO_ACCOUNT_MESSAGE}</Alert>}
      {redirect.isError && <Alert tone="error">{REGISTER_FAILED_PREFIX + redirect.error.message}</Alert>}
      {redirect.isSuccess && <p role="status">Taking you to the secure page…</p>}
    </Modal>
  );
}

/**
 * Starts PayHost (spec §7 billing.payment.payhost.GetPayHostRedirect): the card is registered for monthly
 * collection on the provider's hosted page, which returns to /payment/redirect/payhost.
 */
export function RegisterCardButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* The label is long: it wraps inside a narrow column (a card on a phone) rather than overflowing it. */}
      <Button variant="secondary" onClick={() => setOpen(true)} style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
        {REGISTER_CARD_LABEL}
      </Button>
      {open && <RegisterCardModal onClose={() => setOpen(false)} />}
    </>
  );
}
