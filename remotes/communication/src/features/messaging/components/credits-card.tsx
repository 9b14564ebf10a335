import { paths, type ServiceDetail } from '@portal/contract';
import type { CreditBalance } from '@portal/contract/catalogue';
import { writeCart } from '@portal/contract/commerce-flow';
import { Alert, Button, Card, EmptyState, ErrorState, formatCurrency, LoadingState } from '@portal/ui';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isChangeable } from '../../service-frame';
import { useOffers } from '../../services/api/get-offers';
import { formatCount } from '../messaging-format';

export interface CreditsCardProps {
  service: ServiceDetail;
  credits: CreditBalance;
  /** 'SMS credits', 'email credits' */
  unit: string;
  /** What one credit pays for: 'one SMS', 'one recipient of a campaign'. */
  perCredit: string;
}

/**
 * The balance as a big figure (bought less used), and the packs to buy: a purchase through the cart, confirmed and
 * re-authenticated on the host's confirm page, whose Order Confirmed 'Done' comes back here.
 */
export function CreditsCard({ service, credits, unit, perCredit }: CreditsCardProps) {
  const offers = useOffers(service.serviceTag, 'top-up');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const legendId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const canBuy = isChangeable(service) && service.can.topUp;
  const packs = offers.data?.offers.filter((o) => o.allowed) ?? [];

  const buy = () => {
    const productId = chosen ?? (packs.length === 1 ? packs[0].productId : null);
    if (productId === null) {
      setMissing(true);
      return;
    }
    writeCart({ serviceTag: service.serviceTag, cartLines: [{ productId, quantity: 1 }], upgrade: false, upgradeRoute: pathname });
    navigate(paths.confirmPurchase);
  };

  let shop;
  if (!canBuy) {
    shop = <Alert tone="info">Credits cannot be bought for this service right now.</Alert>;
  } else if (offers.data) {
    shop =
      packs.length === 0 ? (
        <EmptyState title="There are no credits to buy right now." />
      ) : (
        <>
          <fieldset className="msg-packs" aria-describedby={missing ? `${legendId}-error` : undefined}>
            <legend id={legendId}>Choose a pack</legend>
            {packs.map((pack) => (
              <label key={pack.productId} className="msg-pack">
                <input
                  type="radio"
                  name={`${legendId}-pack`}
                  value={pack.productId}
                  checked={chosen === pack.productId}
                  onChange={() => {
                    setChosen(pack.productId);
                    setMissing(false);
                  }}
                />
                <span>{formatCount(pack.limits?.credits ?? 0)} {unit}</span>
                <span className="msg-pack__price">{formatCurrency(pack.price)}</span>
              </label>
            ))}
          </fieldset>
          {missing && (
            <p id={`${legendId}-error`} role="alert" className="msg-warn">
              Please choose a pack.
            </p>
          )}
          <Button onClick={buy}>Buy credits</Button>
          <p className="msg-muted">Charged once on your next invoice; the credits are added as soon as you confirm.</p>
        </>
      );
  } else if (offers.isError && !offers.isFetching) {
    shop = <ErrorState title="We could not load the credit packs" message={offers.error.message} onRetry={() => void offers.refetch()} />;
  } else {
    shop = <LoadingState label="Loading the credit packs…" />;
  }

  return (
    <Card title="Credits">
      <p className="msg-balance">
        {formatCount(credits.balance)} <small>{unit} left</small>
      </p>
      <p className="msg-muted">
        {formatCount(credits.bought)} bought, {formatCount(credits.used)} used. One credit is {perCredit}.
      </p>
      {shop}
    </Card>
  );
}
