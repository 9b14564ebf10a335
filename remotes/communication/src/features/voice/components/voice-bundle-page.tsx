import type { VoiceBundleDetail } from '@portal/contract/catalogue';
import { paths, type ServiceDetail } from '@portal/contract';
import { writeCart } from '@portal/contract/commerce-flow';
import { Button, Card, ErrorState, formatCurrency, formatDate, LoadingState } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { useLocation, useNavigate } from 'react-router-dom';
import { CommunicationServiceGate, isChangeable, RecentChanges, ServiceHeader } from '../../service-frame';
import { PlanDifference } from '../../services/plan-difference';
import '../voice.css';
import { useOffers } from '../../services/api/get-offers';
import { useVoiceBundle } from '../api/get-voice-bundle';
import { minutesAndSeconds } from './voice-parts';

export default function VoiceBundlePage() {
  return (
    <CommunicationServiceGate type="voice-bundle" loadingLabel="Loading your voice bundle…">
      {(service) => <BundleBody service={service} />}
    </CommunicationServiceGate>
  );
}

function BundleBody({ service }: { service: ServiceDetail }) {
  const detail = useVoiceBundle(service.serviceTag);
  let body;
  if (detail.data) {
    const b = detail.data;
    body = (
      <div className="svc-grid">
        <div className="svc-stack">
          <Minutes bundle={b} />
          {isChangeable(service) && service.can.upgrade && <Bundles service={service} />}
        </div>
        <div className="svc-stack">
          <ByDay bundle={b} />
          <LargestCalls bundle={b} />
        </div>
      </div>
    );
  } else if (detail.isError && !detail.isFetching) {
    body = <ErrorState title="We could not load your voice bundle" message={detail.error.message} onRetry={() => void detail.refetch()} />;
  } else {
    body = <LoadingState label="Loading the minutes you have used…" />;
  }
  return (
    <>
      <ServiceHeader service={service} />
      {body}
      <div style={{ marginTop: 16 }}>
        <RecentChanges serviceTag={service.serviceTag} />
      </div>
    </>
  );
}

function Minutes({ bundle }: { bundle: VoiceBundleDetail }) {
  const left = Math.max(0, bundle.minutesIncluded - bundle.minutesUsed);
  return (
    <Card title="Minutes this month">
      <p className="svc-figure">
        {bundle.minutesUsed} of {bundle.minutesIncluded} minutes used
      </p>
      <meter className="voice-meter" min={0} max={bundle.minutesIncluded || 1} value={Math.min(bundle.minutesUsed, bundle.minutesIncluded)} aria-label="Minutes used this month">
        {bundle.minutesUsed} of {bundle.minutesIncluded} minutes
      </meter>
      <dl className="voice-facts" style={{ marginTop: 12 }}>
        <dt>Left</dt>
        <dd>{left} minutes</dd>
        <dt>Period</dt>
        <dd>
          {formatDate(bundle.periodStart)} to {formatDate(bundle.periodEnd)}
        </dd>
        <dt>Renews</dt>
        <dd>{formatDate(bundle.renewalDate)}</dd>
      </dl>
      {bundle.minutesUsed > bundle.minutesIncluded && <p>Calls beyond your bundle are billed at the normal rate.</p>}
    </Card>
  );
}

function ByDay({ bundle }: { bundle: VoiceBundleDetail }) {
  const most = Math.max(1, ...bundle.byDay.map((d) => d.minutes));
  return (
    <Card title="Minutes by day">
      {bundle.byDay.length === 0 ? (
        <p>No calls yet this month.</p>
      ) : (
        <ul className="voice-bars" aria-label="Minutes used each day">
          {bundle.byDay.map((d) => (
            <li key={d.date}>
              <span>{formatDate(d.date).replace(/ \d{4}$/, '')}</span>
              <span className="voice-bar" style={{ width: `${(d.minutes / most) * 100}%` }} aria-hidden="true" />
              <span>
                {d.minutes} min<span className="portal-visually-hidden">, {d.calls} calls</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const longestColumns: Column<VoiceBundleDetail['largestCalls'][number] & { key: string }>[] = [
  { key: 'date', header: 'When', render: (c) => `${formatDate(c.date)} ${c.time.slice(0, 5)}` },
  {
    key: 'number',
    header: 'Number',
    render: (c) => (
      <>
        {c.number}
        <div className="svc-list__meta">{c.destination}</div>
      </>
    ),
  },
  { key: 'durationSeconds', header: 'Duration', numeric: true, render: (c) => minutesAndSeconds(c.durationSeconds) },
];

function LargestCalls({ bundle }: { bundle: VoiceBundleDetail }) {
  return (
    <Card title="Longest calls this month">
      {bundle.largestCalls.length === 0 ? (
        <p>No calls yet this month.</p>
      ) : (
        <DataTable
          columns={longestColumns}
          rows={bundle.largestCalls.map((c, i) => ({ ...c, key: `${c.date}-${c.time}-${i}` }))}
          rowKey={(c) => c.key}
          pageSize={10}
          filterable={false}
          label="The longest calls this month"
          pagesLabel="Pages of the longest calls"
          noun="calls"
        />
      )}
    </Card>
  );
}

/** Other bundles, through the portal's cart: the host confirms, re-authenticates and places the order. */
function Bundles({ service }: { service: ServiceDetail }) {
  const offers = useOffers(service.serviceTag, 'plan');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  let body;
  if (offers.data) {
    const others = offers.data.offers.filter((o) => o.productId !== offers.data.current?.productId);
    body =
      others.length === 0 ? (
        <p>There is no other bundle to move to.</p>
      ) : (
        <ul className="svc-list" aria-label="Other bundles">
          {others.map((o) => (
            <li key={o.productId} className="svc-list__item">
              <div className="svc-list__main">
                <strong>{o.name}</strong>
                <div className="svc-list__meta">{formatCurrency(o.price)} per month</div>
                <PlanDifference offer={o} current={offers.data.current ?? service.product} />
                {!o.allowed && o.reason && <div className="svc-list__meta">{o.reason}</div>}
              </div>
              <Button
                variant="secondary"
                disabled={!o.allowed}
                aria-label={`Change to ${o.name}`}
                onClick={() => {
                  writeCart({ serviceTag: service.serviceTag, cartLines: [{ productId: o.productId, quantity: 1 }], upgrade: true, upgradeRoute: pathname });
                  navigate(paths.confirmUpgrade);
                }}
              >
                Change
              </Button>
            </li>
          ))}
        </ul>
      );
  } else if (offers.isError && !offers.isFetching) {
    body = <ErrorState title="We could not load the other bundles" message={offers.error.message} onRetry={() => void offers.refetch()} />;
  } else {
    body = <LoadingState label="Loading the other bundles…" />;
  }
  return <Card title="Change your bundle">{body}</Card>;
}
