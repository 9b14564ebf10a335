import { EmptyState, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { useCanAccess } from '@portal/ui/access';
import { useId, type ReactNode } from 'react';
import '../../../styles/ticket.css';
import '../../../styles/outage.css';
import { useOutages, type Outage, type Outages } from '../api/get-outages';
import { OutageCard } from './outage-card';
import { OutageNoticesToggle } from './outage-notices-toggle';
import { ReportOutageForm } from './report-outage-form';

function OutageSection({ title, outages, empty }: { title: string; outages: Outage[]; empty: ReactNode }) {
  const headingId = useId();
  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        {title}
      </h2>
      {outages.length === 0 ? (
        empty
      ) : (
        <ul className="og-outages">
          {outages.map((o) => (
            <li key={o.reference}>
              <OutageCard outage={o} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OutageSections({ outages }: { outages: Outages }) {
  return (
    <>
      <OutageSection
        title="Current outages"
        outages={outages.current}
        empty={<EmptyState title="No outages affect your services right now." />}
      />
      <OutageSection
        title="Planned maintenance"
        outages={outages.planned}
        empty={<EmptyState title="No maintenance is planned for your services." />}
      />
      {outages.resolved.length > 0 && <OutageSection title="Resolved in the last 7 days" outages={outages.resolved} empty={null} />}
    </>
  );
}

function NoReportAccess() {
  const headingId = useId();
  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        Report an outage
      </h2>
      <p className="tk-muted">To report an outage, ask your account administrator for access to Tickets.</p>
    </section>
  );
}

/** /outages: outages and maintenance touching the account's services, and a form to report one. */
export default function OutagesPage() {
  const outages = useOutages();
  const canReport = useCanAccess(['tickets']);
  return (
    <>
      <PageHeader title="Outages" subtitle="Outages and planned maintenance that affect your services, and where to report a new one." />
      <div className="og-layout">
        <div className="og-layout__main">
          {outages.data ? (
            <OutageSections outages={outages.data} />
          ) : outages.isError && !outages.isFetching ? (
            <ErrorState title="We could not load the outages" message={outages.error.message} onRetry={() => void outages.refetch()} />
          ) : (
            <LoadingState label="Loading outages…" />
          )}
        </div>
        <div className="og-layout__side">
          {canReport ? (
            <ReportOutageForm />
          ) : (
            <NoReportAccess />
          )}
          <OutageNoticesToggle />
        </div>
      </div>
    </>
  );
}
