import { paths, type Cart, messageForPeople } from '@portal/contract';
import { cartIdempotencyKey, clearCart } from '@portal/contract/commerce-flow';
import { Alert, Button, LoadingState } from '@portal/ui';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { usePlaceOrder } from '../api/place-order';
import { usePreviewOrder } from '../api/preview-order';
import { useService } from '../api/get-service';
import { newIdempotencyKey } from '../idempotency-key';
import { downgradeOf } from '../plan-losses';
import { serviceLabel } from '../service-label';
import { backPath, useServicePage } from '../service-page';
import { isUpgradeCart, readStoredCart } from '../stored-flow';
import { CommercePage } from './commerce-page';
import { DOWNGRADE_ACCEPT_MESSAGE, DowngradeWarning } from './downgrade-warning';
import { LoadFailed, NothingToConfirm } from './flow-states';
import { OrderResultModal } from './order-result-modal';
import { OrderSummary } from './order-summary';

export type OrderKind = 'upgrade' | 'purchase';

const TITLES: Record<OrderKind, string> = { upgrade: 'Confirm your plan change', purchase: 'Confirm your purchase' };

/**
 * spec §2 /services/confirm-upgrade and /services/confirm-purchase: the cart a service page handed over (readCart),
 * priced by the server, confirmed with the cart's idempotency key, then the Order Confirmed modal.
 */
export function ConfirmOrderPage({ kind }: { kind: OrderKind }) {
  const [cart] = useState(readStoredCart);
  if (!cart) {
    return (
      <CommercePage title={TITLES[kind]}>
        <NothingToConfirm title="There is nothing to confirm.">
          Choose an upgrade or a product on your service’s page first.
        </NothingToConfirm>
      </CommercePage>
    );
  }
  const cartKind: OrderKind = isUpgradeCart(cart) ? 'upgrade' : 'purchase';
  if (cartKind !== kind) return <Navigate to={cartKind === 'upgrade' ? paths.confirmUpgrade : paths.confirmPurchase} replace />;
  return <ConfirmOrderFrame kind={kind} cart={cart} />;
}

function ConfirmOrderFrame({ kind, cart }: { kind: OrderKind; cart: Cart }) {
  const service = useService(cart.serviceTag);
  return (
    <CommercePage title={TITLES[kind]} subtitle={`Check your order for ${serviceLabel(service.data?.product?.name, cart.serviceTag)}, then confirm it.`}>
      <ConfirmOrder key={kind} cart={cart} />
    </CommercePage>
  );
}

function ConfirmOrder({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const preview = usePreviewOrder(cart);
  const place = usePlaceOrder();
  // The cart's own key, for every attempt: a double click, a retry, a reload or a copy of the tab is one order.
  const [idempotencyKey] = useState(() => cartIdempotencyKey(newIdempotencyKey));
  const [resultOpen, setResultOpen] = useState(false);
  const [downgradeAccepted, setDowngradeAccepted] = useState(false);
  const [acceptanceMissing, setAcceptanceMissing] = useState(false);
  const servicePage = useServicePage(cart.serviceTag);
  const back = backPath(cart.upgradeRoute);
  const backLink = { to: back, label: 'Back to your choice' };

  if (preview.isError && !preview.isFetching) {
    return <LoadFailed title="We cannot place this order" error={preview.error} onRetry={() => void preview.refetch()} back={backLink} />;
  }
  if (!preview.data) return <LoadingState label="Pricing your order…" />;

  const needsAddress = preview.data.needsDelivery && !cart.location;
  const ordered = place.data?.orderStatus === true;
  const downgrade = downgradeOf(preview.data);
  // The offers pages leave the date out for 'Today' (the server's today).
  const startsToday = !cart.effectiveDate;
  const confirm = () => {
    if (needsAddress) {
      navigate(paths.captureDetails);
      return;
    }
    if (downgrade && startsToday && !downgradeAccepted) {
      setAcceptanceMissing(true);
      return;
    }
    if (place.isPending || ordered) return;
    place.mutate(
      { cart, idempotencyKey },
      {
        onSuccess: (response) => {
          if (response.orderStatus) clearCart();
        },
        onSettled: () => setResultOpen(true),
      },
    );
  };

  return (
    <>
      <OrderSummary preview={preview.data} location={cart.location} />
      {downgrade && (
        <DowngradeWarning
          preview={preview.data}
          downgrade={downgrade}
          today={startsToday}
          accepted={downgradeAccepted}
          onAcceptedChange={(accepted) => {
            setDowngradeAccepted(accepted);
            if (accepted) setAcceptanceMissing(false);
          }}
          error={acceptanceMissing ? DOWNGRADE_ACCEPT_MESSAGE : undefined}
        />
      )}
      {needsAddress && (
        <Alert tone="info">Part of this order is delivered. Confirm order asks for the delivery details first.</Alert>
      )}
      {preview.data.needsDelivery && cart.location && (
        <p>
          <Link to={paths.captureDetails}>Change the delivery details</Link>
        </p>
      )}
      <div className="portal-commerce__actions">
        <Button onClick={confirm} busy={place.isPending} disabled={ordered}>
          Confirm order
        </Button>
        <Link to={back} className="portal-button portal-button--secondary">
          Back
        </Link>
      </div>
      {resultOpen && (place.data || place.error) && (
        <OrderResultModal
          response={place.data ?? null}
          failure={place.error ? messageForPeople(place.error) : null}
          service={serviceLabel(preview.data.current?.name, cart.serviceTag)}
          location={preview.data.needsDelivery ? cart.location : undefined}
          servicePage={servicePage}
          onCloseFailure={() => setResultOpen(false)}
        />
      )}
    </>
  );
}
