import { paths, type DeliveryLocation, type OrderResponse } from '@portal/contract';
import { Button, Modal } from '@portal/ui';
import { OfferedLink } from '@portal/ui/access';
import { Link, useNavigate } from 'react-router-dom';
import { deliveryAddressText } from './order-summary';

export const ORDER_TITLES = { confirmed: 'Order Confirmed', failed: 'Order Failed' } as const;

export interface OrderResultModalProps {
  /** The server's answer, or null when the order could not be sent (then `failure` says why). */
  response: OrderResponse | null;
  failure: string | null;
  /** The service the order is for, by product and tag ('Fibre 100/50 Mbps Uncapped · FTTH-100234'). */
  service: string;
  /** Where the order's hardware goes, when it has any. */
  location?: DeliveryLocation;
  /** Where Done goes after a successful order. */
  servicePage: string;
  /** Closes a failed order's modal (OK, ×, Escape), back to the confirm page to try again or go back. */
  onCloseFailure: () => void;
}

/**
 * spec §2 Order Confirmed (or 'Order Failed', spec §8): status and reference, the service it is for and where its
 * hardware goes; View Order only when the order succeeded.
 */
export function OrderResultModal({ response, failure, service, location, servicePage, onCloseFailure }: OrderResultModalProps) {
  const navigate = useNavigate();
  const succeeded = response?.orderStatus === true;
  const close = succeeded ? () => navigate(servicePage) : onCloseFailure;
  const footer = succeeded ? (
    <>
      <OfferedLink to={paths.ordersAndDocs} className="portal-button portal-button--primary">
        View Order
      </OfferedLink>
      <Link to={servicePage} className="portal-button portal-button--secondary">
        Done
      </Link>
    </>
  ) : (
    <Button onClick={onCloseFailure}>OK</Button>
  );
  return (
    <Modal open title={succeeded ? ORDER_TITLES.confirmed : ORDER_TITLES.failed} onClose={close} footer={footer} size="sm">
      <p role={succeeded ? undefined : 'alert'}>{response?.message ?? failure}</p>
      <dl className="portal-details">
        <dt>Service</dt>
        <dd>{service}</dd>
        <dt>Order status</dt>
        <dd>{succeeded ? 'Successful' : 'Failed'}</dd>
        {response?.reference && (
          <>
            <dt>Reference</dt>
            <dd>{response.reference}</dd>
          </>
        )}
        {succeeded && location && (
          <>
            <dt>Delivery to</dt>
            <dd>{deliveryAddressText(location)}</dd>
          </>
        )}
      </dl>
    </Modal>
  );
}
