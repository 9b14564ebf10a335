import { paths, type ServiceDetail } from '@portal/contract';
import type { UpsUnit } from '@portal/contract/catalogue';
import { writeCart } from '@portal/contract/commerce-flow';
import { Alert, Button, Card, EmptyState, ErrorState, formatCurrency, formatDate, LoadingState } from '@portal/ui';
import { isChangeable, RecentChanges, ServiceGate, ServiceHeader } from '@portal/ui/service-page';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UPS_AREA } from '../../service-frame/cloud-areas';
import { useOffers } from '../api/get-offers';
import { useUps } from '../api/get-ups';
import '../devices.css';

const RESULT_WORDS = { passed: 'Passed', failed: 'Failed', 'not-run': 'Not run yet' } as const;

function Level({ label, value }: { label: string; value: number }) {
  const id = useId();
  return (
    <div className="svc-meter">
      <div className="svc-meter__label">
        <span id={id}>{label}</span>
        <span>{value}%</span>
      </div>
      <div className="svc-meter__track" role="meter" aria-labelledby={id} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={`${value}%`}>
        <div className="svc-meter__fill" style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
      </div>
    </div>
  );
}

function UnitCard({ unit }: { unit: UpsUnit }) {
  const headingId = useId();
  return (
    <li className="dev-unit" aria-labelledby={headingId}>
      <h3 id={headingId}>{unit.model}</h3>
      <p className="dev-muted" style={{ margin: '0 0 8px' }}>
        {unit.location}
      </p>
      <div className="svc-stack" style={{ gap: 8 }}>
        <Level label="Battery health" value={unit.batteryHealth} />
        <Level label="Load" value={unit.load} />
      </div>
      <dl className="dev-facts">
        <dt>Runtime at this load</dt>
        <dd>{unit.runtimeMinutes} minutes</dd>
        <dt>Last self-test</dt>
        <dd>
          {unit.lastSelfTestDate ? `${formatDate(unit.lastSelfTestDate)}: ` : ''}
          <span className={unit.lastSelfTestResult === 'failed' ? 'dev-warn' : undefined}>{RESULT_WORDS[unit.lastSelfTestResult]}</span>
        </dd>
        <dt>Serial number</dt>
        <dd className="dev-mono">{unit.serialNumber}</dd>
      </dl>
      {unit.replaceBattery ? <p className="dev-warn">The battery needs replacing.</p> : <p className="dev-ok">The battery is healthy.</p>}
    </li>
  );
}

/**
 * A battery replacement is a purchase through the cart: the host asks where it is fitted (capture-details), confirms
 * it, then Order Confirmed comes back here.
 */
function BatteryReplacement({ service, units }: { service: ServiceDetail; units: UpsUnit[] }) {
  const canOrder = isChangeable(service) && units.length > 0;
  const offers = useOffers(service.serviceTag, 'hardware', canOrder);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const legendId = useId();
  const due = units.filter((u) => u.replaceBattery).length;
  const [quantity, setQuantity] = useState(Math.max(1, due));
  const product = offers.data?.offers.find((o) => o.allowed);

  let body;
  if (!canOrder) {
    body = <Alert tone="info">Battery replacements can be ordered once your UPS is installed and running.</Alert>;
  } else if (offers.data) {
    body = !product ? (
      <EmptyState title="Battery replacements cannot be ordered online right now." />
    ) : (
      <>
        <p>
          {product.description} <strong>{formatCurrency(product.price)}</strong> per battery, charged once on your next invoice.
        </p>
        {units.length > 1 && (
          <fieldset className="dev-choice">
            <legend id={legendId}>How many batteries?</legend>
            {units.map((_, i) => (
              <label key={i}>
                <input type="radio" name={`${legendId}-quantity`} value={i + 1} checked={quantity === i + 1} onChange={() => setQuantity(i + 1)} />
                {i + 1} {i === 0 ? 'battery' : 'batteries'} ({formatCurrency(product.price * (i + 1))})
              </label>
            ))}
          </fieldset>
        )}
        <Button
          onClick={() => {
            writeCart({ serviceTag: service.serviceTag, cartLines: [{ productId: product.productId, quantity }], upgrade: false, upgradeRoute: pathname });
            // Fitted on site: where goes first (capture-details returns to the confirm page).
            navigate(product.needsDelivery ? paths.captureDetails : paths.confirmPurchase);
          }}
        >
          Request battery replacement
        </Button>
        <p className="dev-muted">Our technician calls to arrange a time and replaces the weakest batteries first.</p>
      </>
    );
  } else if (offers.isError && !offers.isFetching) {
    body = <ErrorState title="We could not load the battery replacement" message={offers.error.message} onRetry={() => void offers.refetch()} />;
  } else {
    body = <LoadingState label="Loading the battery replacement…" />;
  }
  return (
    <Card title="Battery replacement">
      {due > 0 && (
        <Alert tone="info">
          {due === 1 ? 'One battery needs' : `${due} batteries need`} replacing: a weak battery may not carry your equipment through a power cut.
        </Alert>
      )}
      {body}
    </Card>
  );
}

function UpsView({ service }: { service: ServiceDetail }) {
  const ups = useUps(service.serviceTag);
  let body;
  if (ups.data) {
    const { units } = ups.data;
    body = (
      <div className="svc-stack">
        <Card title="UPS units">
          {units.length === 0 ? (
            <EmptyState title="No UPS is installed yet.">
              <p>Once our technician has installed your UPS, its battery health and load show here.</p>
            </EmptyState>
          ) : (
            <ul className="dev-units" aria-label="UPS units">
              {units.map((u) => (
                <UnitCard key={u.unitKey} unit={u} />
              ))}
            </ul>
          )}
        </Card>
        <div className="svc-grid">
          <BatteryReplacement service={service} units={units} />
          <RecentChanges serviceTag={service.serviceTag} />
        </div>
      </div>
    );
  } else if (ups.isError && !ups.isFetching) {
    body = <ErrorState title="We could not load your UPS" message={ups.error.message} onRetry={() => void ups.refetch()} />;
  } else {
    body = <LoadingState label="Loading your UPS units…" />;
  }
  return (
    <>
      <ServiceHeader service={service} area={UPS_AREA} />
      {body}
    </>
  );
}

/** /services/ups/{serviceTag}: each unit's battery, load and self-test, and battery replacements through the cart. */
export default function UpsPage() {
  return (
    <ServiceGate area={UPS_AREA} type="ups" loadingLabel="Loading your UPS…">
      {(service) => <UpsView service={service} />}
    </ServiceGate>
  );
}
