import { createPortalQueryClient } from '@portal/contract/query';
import type { RestoreAccuracy } from '@portal/contract/catalogue';
import { EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useInstanceConfig } from '../../instance/instance-config';
import { usePublicStatus, type PublicOutage, type PublicStatus } from '../api/status-actions';
import '../status-page.css';
import { LinkPanel } from './link-panel';
import { PublicOutageCard } from './public-outage-card';
import { SubscribeForm } from './subscribe-form';

const ALL = '';

/** 'Of the last 12 restored outages, 9 were restored by the time we gave; on average 14 min early.' */
export function accuracySentence({ counted, onTime, averageMinutesLate: late }: RestoreAccuracy) {
  if (counted === 0 || late === null) return 'No outage with an expected end has been restored yet, so there is nothing to measure our estimates by.';
  if (counted === 1) {
    const by = onTime === 1 ? 'by the time we gave' : 'later than the time we gave';
    const off = late === 0 ? 'right on time' : `${Math.abs(late)} min ${late > 0 ? 'late' : 'early'}`;
    return `The last restored outage was restored ${by}: ${off}.`;
  }
  const were = onTime === 1 ? 'was' : 'were';
  const average = late === 0 ? 'on average right on time' : `on average ${Math.abs(late)} min ${late > 0 ? 'late' : 'early'}`;
  return `Of the last ${counted} restored outages, ${onTime} ${were} restored by the time we gave; ${average}.`;
}

function Section({ title, outages, empty }: { title: string; outages: PublicOutage[]; empty: string | null }) {
  const headingId = useId();
  if (!outages.length && empty === null) return null;
  return (
    <section className="portal-card st-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title">
        {title}
      </h2>
      {outages.length === 0 ? (
        <EmptyState title={empty ?? ''} />
      ) : (
        <ul className="st-outages">
          {outages.map((o) => (
            <li key={o.reference}>
              <PublicOutageCard outage={o} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Filter({ label, value, options, all, onChange }: { label: string; value: string; options: string[]; all: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="portal-field st-filter">
      <label htmlFor={id} className="portal-field__label">
        {label}
      </label>
      <select id={id} className="portal-input portal-select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ALL}>{all}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

function Outages({ status, area, service }: { status: PublicStatus; area: string; service: string }) {
  const shown = (list: PublicOutage[]) =>
    list.filter(
      (o) =>
        (area === ALL || o.areas.some((a) => a.toLowerCase() === area.toLowerCase())) && (service === ALL || o.affectedServiceTypes.includes(service)),
    );
  const where = area === ALL ? '' : ` in ${area}`;
  return (
    <>
      <Section title="Current outages" outages={shown(status.current)} empty={`No outages${where} right now.`} />
      <Section title="Planned maintenance" outages={shown(status.planned)} empty={`No maintenance is planned${where}.`} />
      <Section title="Restored in the last 7 days" outages={shown(status.resolved)} empty={null} />
    </>
  );
}

/** /status, public: outages by area and kind of service, how our estimates held up, and outage news by e-mail or SMS. */
export function StatusPage() {
  const config = useInstanceConfig();
  const [params] = useSearchParams();
  // Public pages sit outside the signed-in shell and its QueryClient.
  const [queryClient] = useState(createPortalQueryClient);
  const confirmToken = params.get('confirm');
  const unsubscribeToken = params.get('unsubscribe');
  return (
    <QueryClientProvider client={queryClient}>
      <div className="portal-public-page st-page">
        <h1 id="status-heading">Service status</h1>
        <p className="st-muted">Outages and planned maintenance on the {config.brandName} network, as our network team reports them.</p>
        {confirmToken && <LinkPanel kind="confirm" token={confirmToken} />}
        {unsubscribeToken && <LinkPanel kind="unsubscribe" token={unsubscribeToken} />}
        <StatusBody />
        <p>
          A customer? <Link to="/login">Sign in</Link> to see the outages that touch your own services.
        </p>
      </div>
    </QueryClientProvider>
  );
}

function StatusBody() {
  const status = usePublicStatus();
  const [area, setArea] = useState(ALL);
  const [service, setService] = useState(ALL);
  if (!status.data) {
    if (status.isError && !status.isFetching) return <ErrorState title="We could not load the service status" message={status.error.message} onRetry={() => void status.refetch()} />;
    return <LoadingState label="Loading the service status…" />;
  }
  const data = status.data;
  return (
    <div className="st-layout">
      <div className="st-layout__main">
        <p className="st-accuracy">{accuracySentence(data.accuracy)}</p>
        <div className="st-filters" role="group" aria-label="Show outages">
          <Filter label="Area" value={area} options={data.areas} all="All areas" onChange={setArea} />
          <Filter label="Service" value={service} options={data.serviceTypes} all="All services" onChange={setService} />
        </div>
        <Outages status={data} area={area} service={service} />
      </div>
      <div className="st-layout__side">
        <SubscribeForm areas={data.areas} initialArea={area} />
      </div>
    </div>
  );
}
