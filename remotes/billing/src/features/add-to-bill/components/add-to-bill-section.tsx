import { zodResolver } from '@hookform/resolvers/zod';
import { paths, type ActionOutput } from '@portal/contract';
import { catalogue, entered, selectedId, selectMessage } from '@portal/contract/catalogue';
import { Alert, Button, Card, EmptyState, ErrorState, formatCurrency, LoadingState, Select } from '@portal/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { NEXT_INVOICE } from '../../invoices/api/get-view-invoice';
import { useAddToBill } from '../api/add-to-bill';
import { useAddToBillOffers } from '../api/get-add-to-bill-offers';
import { newIdempotencyKey } from '../../pay-now/idempotency-key';

type Offer = ActionOutput<'billing.payment.GetAddToBillOffers'>['offers'][number];
interface AddToBillValues {
  serviceTag: string;
  productId: string;
}

export const ADD_TO_BILL_FAILED = 'Failed to add to your bill: ';

const addToBill = catalogue['billing.payment.AddToBillPayment'].input;
/** The choices as billing.payment.AddToBillPayment checks them; the form's key is its own. */
const addToBillForm = zodResolver(
  addToBill.pick({ serviceTag: true, productId: true }).extend({
    serviceTag: entered(selectMessage('Service'), addToBill.shape.serviceTag),
    productId: selectedId('Extra', addToBill.shape.productId),
  }),
  undefined,
  { raw: true },
);

/** Once-off extras for the account's services, charged on the next invoice (billing.payment.AddToBillPayment). */
export function AddToBillSection() {
  const offers = useAddToBillOffers();
  let body;
  if (offers.data && offers.data.offers.length === 0) {
    body = <EmptyState title="Nothing to add right now.">None of your active services has extras that can be added to your bill.</EmptyState>;
  } else if (offers.data) {
    body = <AddToBillForm offers={offers.data.offers} />;
  } else if (offers.isError && !offers.isFetching) {
    body = <ErrorState title="We could not load the extras for your services" message={offers.error.message} onRetry={() => void offers.refetch()} />;
  } else {
    body = <LoadingState label="Loading the extras for your services…" />;
  }
  return <Card title="Add to your next bill">{body}</Card>;
}

function AddToBillForm({ offers }: { offers: Offer[] }) {
  const add = useAddToBill();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    resetField,
    formState: { errors },
  } = useForm<AddToBillValues>({ resolver: addToBillForm, defaultValues: { serviceTag: '', productId: '' } });
  const offer = offers.find((o) => o.serviceTag === watch('serviceTag'));
  // One key per choice: a double click or a retry of it is added once; another choice, or the next one after a
  // success (which clears the form), is a new request.
  const [chosenService, chosenProduct] = [watch('serviceTag'), watch('productId')];
  const idempotencyKey = useMemo(newIdempotencyKey, [chosenService, chosenProduct]);

  const submit = handleSubmit(({ serviceTag, productId }) =>
    add.mutate(
      { serviceTag, productId: Number(productId), idempotencyKey },
      { onSuccess: () => reset() },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add to your next bill">
      <p style={{ marginTop: 0 }}>Once-off extras for your services. They are charged on your next invoice.</p>
      {add.isSuccess && (
        <Alert tone="success" onClose={() => add.reset()}>
          {add.data.message} Reference {add.data.reference}. <Link to={paths.invoice(NEXT_INVOICE)}>View your next invoice</Link>
        </Alert>
      )}
      {add.isError && (
        <Alert tone="error" onClose={() => add.reset()}>
          {ADD_TO_BILL_FAILED}
          {add.error.message}
        </Alert>
      )}
      <Select
        label="Service"
        options={offers.map((o) => ({ id: o.serviceTag, text: `${o.serviceName} (${o.serviceTag})` }))}
        error={errors.serviceTag?.message}
        {...register('serviceTag', { onChange: () => resetField('productId') })}
      />
      <Select
        label="Extra"
        options={(offer?.products ?? []).map((p) => ({ id: p.productId, text: `${p.name} · ${formatCurrency(p.amount)}` }))}
        hint={offer ? undefined : 'Choose a service first.'}
        error={errors.productId?.message}
        {...register('productId')}
      />
      <Button type="submit" busy={add.isPending}>
        Add to bill
      </Button>
    </form>
  );
}
