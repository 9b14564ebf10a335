import { paths, type ProductSummary, type ServiceDetail } from '@portal/contract';
import { writeCart } from '@portal/contract/commerce-flow';
import { Alert, Button, Card, EmptyState, ErrorState, formatCurrency, LoadingState, PageHeader } from '@portal/ui';
import { usePageTitle } from '@portal/ui/page-title';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { BackLink, communicationPath, CommunicationServiceGate, isChangeable, serviceTitle } from '../../service-frame';
import { useOffers } from '../../services/api/get-offers';
import { PlanDifference } from '../../services/plan-difference';
import { errorText, sizeText } from '../mail-format';
import '../mail.css';

export type EmailOffersMode = 'upgrade' | 'order';

const TEXTS = {
  upgrade: {
    // Smaller plans are offered too.
    title: 'Change plan',
    offers: 'Email plans',
    loading: 'Loading the email plans…',
    empty: 'There are no other email plans right now.',
    choose: 'Choose this plan',
    kind: 'plan' as const,
  },
  order: {
    title: 'Add to your email',
    offers: 'Add-ons for your email',
    loading: 'Loading the add-ons…',
    empty: 'There are no add-ons for email right now.',
    choose: 'Order this',
    kind: 'add-on' as const,
  },
};

type Offer = ProductSummary & { allowed: boolean; reason: string | null };

function limitsText(offer: ProductSummary) {
  const l = offer.limits ?? {};
  const parts = [];
  if (l.mailboxes) parts.push(`${l.mailboxes} mailboxes`);
  if (l.storageMb) parts.push(offer.kind === 'plan' ? `${sizeText(l.storageMb)} storage` : `adds ${sizeText(l.storageMb)} storage`);
  if (l.mailboxQuotaMb) parts.push(`up to ${sizeText(l.mailboxQuotaMb)} a mailbox`);
  return parts.join(' · ');
}

function OfferItem({
  offer,
  current,
  plan,
  blocked,
  label,
  onChoose,
}: {
  offer: Offer;
  current: boolean;
  /** The plan the service is on (upgrade mode), to compare prices with. */
  plan: ProductSummary | null;
  blocked: boolean;
  label: string;
  onChoose: (o: Offer) => void;
}) {
  const headingId = useId();
  const reasonId = useId();
  const figures = limitsText(offer);
  const reason = current ? 'Your current plan' : !offer.allowed ? offer.reason : null;
  return (
    <li className="mail-offer" aria-labelledby={headingId}>
      <h3 id={headingId}>{offer.name}</h3>
      <p className="mail-offer__price">
        {formatCurrency(offer.price)} <small>{offer.billing === 'monthly' ? 'a month' : 'once-off'}</small>
      </p>
      <PlanDifference offer={offer} current={plan} />
      {figures && <p style={{ margin: 0 }}>{figures}</p>}
      {offer.description && <p style={{ margin: 0 }}>{offer.description}</p>}
      {reason && (
        <p className="mail-offer__reason" id={reasonId}>
          {reason}
        </p>
      )}
      <div>
        <Button
          variant={current || blocked || !offer.allowed ? 'secondary' : 'primary'}
          disabled={current || blocked || !offer.allowed}
          aria-label={`${label}: ${offer.name}`}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => onChoose(offer)}
        >
          {label}
        </Button>
      </div>
    </li>
  );
}

function OffersView({ service, mode }: { service: ServiceDetail; mode: EmailOffersMode }) {
  const texts = TEXTS[mode];
  usePageTitle(texts.title);
  const offers = useOffers(service.serviceTag, texts.kind);
  const navigate = useNavigate();
  const back = communicationPath('email', service.serviceTag);
  const blocked = !isChangeable(service) || (mode === 'upgrade' && Boolean(service.pendingChange));

  const choose = (offer: Offer) => {
    writeCart({ serviceTag: service.serviceTag, cartLines: [{ productId: offer.productId, quantity: 1 }], upgrade: mode === 'upgrade', upgradeRoute: back });
    navigate(mode === 'upgrade' ? paths.confirmUpgrade : paths.confirmPurchase);
  };

  let body;
  if (offers.data) {
    const list = offers.data.offers as Offer[];
    body =
      list.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <ul className="mail-offers" aria-label={texts.offers}>
          {list.map((offer) => (
            <OfferItem
              key={offer.productId}
              offer={offer}
              current={mode === 'upgrade' && offer.productId === service.product?.productId}
              plan={mode === 'upgrade' ? (offers.data.current ?? service.product) : null}
              blocked={blocked} label={texts.choose} onChoose={choose} />
          ))}
        </ul>
      );
  } else if (offers.isError && !offers.isFetching) {
    body = <ErrorState title="We could not load what is on offer" message={errorText(offers.error)} onRetry={() => void offers.refetch()} />;
  } else {
    body = <LoadingState label={texts.loading} />;
  }

  return (
    <>
      <BackLink to={back}>Back to {serviceTitle(service)}</BackLink>
      <PageHeader title={texts.title} subtitle={`${serviceTitle(service)} · ${service.serviceTag}`} />
      {!isChangeable(service) && <Alert tone="info">{service.serviceTag} cannot be changed now: it is {service.cancellation ? 'being cancelled' : service.status.toLowerCase()}.</Alert>}
      {mode === 'upgrade' && service.pendingChange && (
        <Alert tone="info">
          A change to {service.pendingChange.productName} is already on its way (reference {service.pendingChange.reference}).
        </Alert>
      )}
      {mode === 'order' && <p>Add-ons are billed with your email every month. You confirm the order and its price on the next page.</p>}
      {mode === 'upgrade' && <p>A plan must hold the mailboxes you have and the storage given to them. You confirm the change and its price on the next page.</p>}
      <Card title={texts.offers}>{body}</Card>
    </>
  );
}

/** /services/communication/email/{serviceTag}/upgrade and /order: plans or add-ons, handed to the host's cart. */
export default function EmailOffersPage({ mode }: { mode: EmailOffersMode }) {
  return (
    <CommunicationServiceGate type="email" loadingLabel={TEXTS[mode].loading}>
      {(service) => <OffersView service={service} mode={mode} />}
    </CommunicationServiceGate>
  );
}
