import { paths, type ProductSummary, type ServiceDetail } from '@portal/contract';
import { writeCart } from '@portal/contract/commerce-flow';
import { Alert, Button, Card, EmptyState, ErrorState, formatCurrency, LoadingState, PageHeader } from '@portal/ui';
import { usePageTitle } from '@portal/ui/page-title';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BackLink, communicationPath, CommunicationServiceGate, isChangeable, serviceTitle } from '../../service-frame';
import '../messaging.css';
import { useOffers } from '../../services/api/get-offers';
import { PlanDifference } from '../../services/plan-difference';
import { useBulkMailer } from '../api/get-bulk-mailer';
import { formatCount } from '../messaging-format';

type Offer = NonNullable<ReturnType<typeof useOffers>['data']>['offers'][number];

function Tier({ offer, current, plan, blocked, onChoose }: { offer: Offer; current: boolean; plan: ProductSummary | null | undefined; blocked: boolean; onChoose: (o: Offer) => void }) {
  const headingId = useId();
  const reasonId = useId();
  const contacts = offer.limits?.contacts;
  return (
    <li className="msg-offer" aria-labelledby={headingId}>
      <h3 id={headingId}>{offer.name}</h3>
      <p>
        <strong>{formatCurrency(offer.price)}</strong> a month
      </p>
      <PlanDifference offer={offer} current={plan} />
      {contacts !== undefined && <p>Up to {formatCount(contacts)} contacts</p>}
      {current ? (
        <p>Your current plan</p>
      ) : (
        <>
          {offer.reason && (
            <p id={reasonId} className="msg-warn">
              {offer.reason}
            </p>
          )}
          <Button disabled={blocked || !offer.allowed} aria-describedby={offer.reason ? reasonId : undefined} onClick={() => onChoose(offer)}>
            Choose {offer.name}
          </Button>
        </>
      )}
    </li>
  );
}

function UpgradeView({ service }: { service: ServiceDetail }) {
  // Smaller plans are offered too.
  const title = 'Change plan';
  usePageTitle(title);
  const offers = useOffers(service.serviceTag, 'plan');
  const mailer = useBulkMailer(service.serviceTag);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const blocked = !isChangeable(service) || !service.can.upgrade;

  const choose = (offer: Offer) => {
    writeCart({ serviceTag: service.serviceTag, cartLines: [{ productId: offer.productId, quantity: 1 }], upgrade: true, upgradeRoute: pathname });
    navigate(paths.confirmUpgrade);
  };

  let body;
  if (offers.data) {
    const currentId = offers.data.current?.productId ?? service.product?.productId;
    body =
      offers.data.offers.length === 0 ? (
        <EmptyState title="There are no other plans for this service right now." />
      ) : (
        <ul className="msg-offers" aria-label="Plans you can move to">
          {offers.data.offers.map((offer) => (
            <Tier key={offer.productId} offer={offer} current={offer.productId === currentId} plan={offers.data.current ?? service.product} blocked={blocked} onChoose={choose} />
          ))}
        </ul>
      );
  } else if (offers.isError && !offers.isFetching) {
    body = <ErrorState title="We could not load the plans" message={offers.error.message} onRetry={() => void offers.refetch()} />;
  } else {
    body = <LoadingState label="Loading the plans you can move to…" />;
  }

  return (
    <>
      <BackLink to={communicationPath(service.type, service.serviceTag)}>Back to {serviceTitle(service)}</BackLink>
      <PageHeader title={title} subtitle={`${serviceTitle(service)} · ${service.serviceTag}`} />
      {blocked && (
        <Alert tone="info">
          {service.pendingChange
            ? `A change to ${service.pendingChange.productName} is already on its way (reference ${service.pendingChange.reference}).`
            : 'The plan of this service cannot be changed right now.'}
        </Alert>
      )}
      <div className="svc-stack">
        <Card title="What you have now">
          <p>
            <strong>{service.product?.name ?? service.serviceTag}</strong>
            {mailer.data && (
              <>
                {' '}
                · your lists hold {formatCount(mailer.data.contactsTotal)} contacts
                {mailer.data.contactLimit !== null && <> of {formatCount(mailer.data.contactLimit)}</>}
              </>
            )}
          </p>
        </Card>
        <Card title="Plans you can move to">
          <p className="msg-muted">A bigger plan takes effect as soon as it is set up; the monthly difference is on your next invoice.</p>
          {body}
        </Card>
      </div>
    </>
  );
}

/** /services/communication/bulk-mailer/{serviceTag}/upgrade: bigger tiers, as an upgrade through the cart. */
export default function BulkMailerUpgradePage() {
  return (
    <CommunicationServiceGate type="bulk-mailer" loadingLabel="Loading the upgrade page…">
      {(service) => <UpgradeView service={service} />}
    </CommunicationServiceGate>
  );
}
