import { connectivityServicePath, paths, type ServiceDetail } from '@portal/contract';
import { writeCart } from '@portal/contract/commerce-flow';
import { Alert, Card, EmptyState, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DataUsedMeter } from '../../../components/data-used-meter';
import { firstOfNextMonthIso, todayIso } from '../../../lib/dates';
import { BackLink } from '../../service-page/components/back-link';
import { serviceTitle } from '../../service-page/components/service-detail-page';
import { ServiceGate } from '../../service-page/components/service-gate';
import { capText, speedText } from '../../service-page/components/service-overview';
import { useOffers } from '../api/get-offers';
import { offerCart, type OfferMode } from '../utils/offer-cart';
import { EffectiveDateChoice, effectiveDateOptions } from './effective-date-choice';
import { OfferCard, type Offer } from './offer-card';

const TEXTS = {
  upgrade: {
    // Cheaper plans are offered too, so the page is not only for upgrades.
    title: () => 'Change plan',
    offersTitle: 'Plans you can move to',
    loading: 'Loading the plans you can move to…',
    empty: 'There are no other plans for this service right now.',
    choose: 'Choose this plan',
    confirmPath: paths.confirmUpgrade,
  },
  purchase: {
    title: (name: string) => `Buy data for ${name}`,
    offersTitle: 'Data you can add this month',
    loading: 'Loading the data you can buy…',
    empty: 'There is no data to buy for this service right now.',
    choose: 'Buy this',
    confirmPath: paths.confirmPurchase,
  },
} as const;

/** Why this page cannot take an order for the service now, or null. The server refuses it anyway; this says so first. */
function blockedReason(service: ServiceDetail, mode: OfferMode): string | null {
  if (mode === 'upgrade' ? service.can.upgrade : service.can.topUp) return null;
  if (service.cancellation) return `${service.serviceTag} is being cancelled, so it cannot be changed.`;
  if (mode === 'upgrade' && service.pendingChange) return `A change to ${service.pendingChange.productName} is already on its way (reference ${service.pendingChange.reference}).`;
  if (service.status !== 'Active') return `${service.serviceTag} is ${service.status.toLowerCase()}, so it cannot be changed now.`;
  if (mode === 'purchase' && service.usage?.capMb === null) return `${service.serviceTag} is uncapped: there is no data to add.`;
  return mode === 'upgrade' ? 'The plan of this service cannot be changed right now.' : 'Data cannot be bought for this service right now.';
}

function CurrentPlan({ service }: { service: ServiceDetail }) {
  const product = service.product;
  const figures = [speedText(product), capText(product)].filter(Boolean).join(' · ');
  return (
    <Card title="What you have now">
      <p style={{ margin: '0 0 8px' }}>
        <strong>{product?.name ?? 'No catalogue product'}</strong>
        {figures && <> · {figures}</>}
      </p>
      {service.usage && <DataUsedMeter usedMb={service.usage.usedMb} capMb={service.usage.capMb} />}
    </Card>
  );
}

function OffersView({ service, mode }: { service: ServiceDetail; mode: OfferMode }) {
  const texts = TEXTS[mode];
  const offers = useOffers(service.serviceTag, mode === 'upgrade' ? 'plan' : 'top-up');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [dateOptions] = useState(() => effectiveDateOptions(todayIso(), firstOfNextMonthIso()));
  const [effectiveDate, setEffectiveDate] = useState(dateOptions[0].value);
  const blocked = blockedReason(service, mode);

  const choose = (offer: Offer) => {
    // 'Today' is the server's today: the browser's clock may be a day off, and a cart may wait past midnight.
    const startsLater = effectiveDate !== dateOptions[0].value;
    writeCart(offerCart({ mode, serviceTag: service.serviceTag, productId: offer.productId, route: pathname, effectiveDate: startsLater ? effectiveDate : undefined }));
    navigate(texts.confirmPath);
  };

  let body;
  if (offers.data) {
    const current = offers.data.current ?? service.product;
    body =
      offers.data.offers.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <ul className="conn-offers" aria-label={texts.offersTitle}>
          {offers.data.offers.map((offer) => (
            <OfferCard key={offer.productId} offer={offer} current={current} blocked={blocked !== null} chooseLabel={texts.choose} onChoose={choose} />
          ))}
        </ul>
      );
  } else if (offers.isError && !offers.isFetching) {
    body = <ErrorState title="We could not load what is on offer" message={offers.error.message} onRetry={() => void offers.refetch()} />;
  } else {
    body = <LoadingState label={texts.loading} />;
  }

  return (
    <>
      <BackLink to={connectivityServicePath(service.type, service.serviceTag)}>Back to {serviceTitle(service)}</BackLink>
      <PageHeader
        title={texts.title(serviceTitle(service))}
        subtitle={mode === 'upgrade' ? `${serviceTitle(service)} · ${service.serviceTag}` : `Service tag ${service.serviceTag}`}
      />
      {blocked && <Alert tone="info">{blocked}</Alert>}
      <CurrentPlan service={service} />
      <Card title={texts.offersTitle}>
        {mode === 'upgrade' && !blocked && <EffectiveDateChoice options={dateOptions} value={effectiveDate} onChange={setEffectiveDate} />}
        {body}
      </Card>
    </>
  );
}

/**
 * Change plan (kind 'plan', smaller plans too) and purchase (kind 'top-up') pages: the offers next to the current product. Choosing one puts
 * the cart in session storage and hands over to the host's confirm page, which previews, re-authenticates and orders.
 */
export default function OffersPage({ type, mode }: { type: string; mode: OfferMode }) {
  return (
    <ServiceGate type={type} kind={mode} loadingLabel={TEXTS[mode].loading}>
      {(service) => <OffersView service={service} mode={mode} />}
    </ServiceGate>
  );
}
