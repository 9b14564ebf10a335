import { zodResolver } from '@hookform/resolvers/zod';
import { paths, type AccountDetails, type Cart, messageForPeople } from '@portal/contract';
import { deliveryLocation } from '@portal/contract/catalogue';
import { writeCart } from '@portal/contract/commerce-flow';
import { Button, Card, ErrorState, LoadingState, TextField } from '@portal/ui';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useAccount } from '../../account/api/get-account';
import { DELIVERY_MAX_LENGTH, deliveryDefaults, trimmedLocation, type DeliveryValues } from '../delivery-form-values';
import { isUpgradeCart, readStoredCart } from '../stored-flow';
import { CommercePage } from './commerce-page';
import { isRefusal, NothingToConfirm } from './flow-states';

const TITLE = 'Delivery details';

/** The form checks what the cart's delivery location is checked with (contract deliveryLocation), with its messages. */
const deliveryForm = zodResolver(deliveryLocation, undefined, { raw: true }) as Resolver<DeliveryValues>;

/** The confirm page this cart belongs to, where Save and Cancel return. */
const confirmPageOf = (cart: Cart) => (isUpgradeCart(cart) ? paths.confirmUpgrade : paths.confirmPurchase);

/**
 * spec §2 /services/capture-details: where an order's hardware goes. Prefilled from the account's contact and physical
 * address; Save puts the location in the cart and returns to the confirm page.
 */
export function CaptureDetailsPage() {
  const [cart] = useState(readStoredCart);
  // The account is a convenience here: without it (no account module, say) the form simply starts empty.
  const account = useAccount({ enabled: !!cart && !cart.location });

  let body;
  if (!cart) {
    body = <NothingToConfirm title="There is no order to deliver.">Choose a product on your service’s page first.</NothingToConfirm>;
  } else if (cart.location || account.data || (account.isError && isRefusal(account.error))) {
    body = <DeliveryForm cart={cart} account={account.data} />;
  } else if (account.isError && !account.isFetching) {
    body = <ErrorState title="We could not load your details" message={messageForPeople(account.error)} onRetry={() => void account.refetch()} />;
  } else {
    body = <LoadingState label="Loading your details…" />;
  }
  return (
    <CommercePage title={TITLE} subtitle="Where should we deliver your order?">
      {body}
    </CommercePage>
  );
}

function DeliveryForm({ cart, account }: { cart: Cart; account: AccountDetails | undefined }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeliveryValues>({ mode: 'onTouched', resolver: deliveryForm, defaultValues: deliveryDefaults(cart.location, account) });
  const save = handleSubmit((values) => {
    writeCart({ ...cart, location: trimmedLocation(values) });
    navigate(confirmPageOf(cart));
  });

  return (
    <Card>
      <form noValidate onSubmit={save} aria-label={TITLE}>
        <fieldset>
          <legend>Who receives it</legend>
          <TextField
            label="Contact name"
            error={errors.contactName?.message}
            maxLength={DELIVERY_MAX_LENGTH.contactName}
            {...register('contactName')}
          />
          <TextField
            label="Cell number"
            type="tel"
            inputMode="tel"
            error={errors.cellNumber?.message}
            maxLength={DELIVERY_MAX_LENGTH.cellNumber}
            {...register('cellNumber')}
          />
        </fieldset>
        <fieldset>
          <legend>Delivery address</legend>
          <TextField
            label="Address line 1"
            error={errors.line1?.message}
            maxLength={DELIVERY_MAX_LENGTH.line1}
            {...register('line1')}
          />
          <TextField
            label="Address line 2 (optional)"
            maxLength={DELIVERY_MAX_LENGTH.line2}
            {...register('line2')}
          />
          <TextField
            label="City"
            error={errors.city?.message}
            maxLength={DELIVERY_MAX_LENGTH.city}
            {...register('city')}
          />
          <TextField
            label="Postal code"
            inputMode="numeric"
            error={errors.postalCode?.message}
            maxLength={DELIVERY_MAX_LENGTH.postalCode}
            {...register('postalCode')}
          />
        </fieldset>
        <div className="portal-commerce__actions">
          <Button type="submit">Save</Button>
          <Link to={confirmPageOf(cart)} className="portal-button portal-button--secondary">
            Cancel
          </Link>
        </div>
      </form>
    </Card>
  );
}
