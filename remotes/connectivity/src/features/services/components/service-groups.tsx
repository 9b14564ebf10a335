import type { ServiceItem } from '@portal/contract';
import { serviceAnchorId, StatusBadge } from '@portal/ui';
import { useId } from 'react';
import { groupByType } from '../utils/group-by-type';

function ServiceGroup({ label, services }: { label: string; services: ServiceItem[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <h2 id={id} style={{ fontSize: '1.15rem', margin: '0 0 12px' }}>
        {label} <span style={{ color: 'var(--portal-muted)', fontWeight: 400 }}>({services.length})</span>
      </h2>
      <ul className="portal-service-list">
        {services.map((s) => (
          <li key={s.serviceTag} id={serviceAnchorId(s.serviceTag)} className="portal-service">
            <div className="portal-service__main">
              <h3 className="portal-service__product">{s.product}</h3>
              <p className="portal-service__meta">
                Service tag{' '}
                <span className="portal-service__tag" style={{ whiteSpace: 'nowrap' }}>
                  {s.serviceTag}
                </span>
              </p>
            </div>
            <StatusBadge status={s.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The services grouped by kind (fibre, LTE, mobile data, …), each as a card that reads well on a phone. */
export function ServiceGroups({ services }: { services: ServiceItem[] }) {
  const active = services.filter((s) => s.status.toLowerCase() === 'active').length;
  return (
    <>
      <p style={{ marginTop: 0, color: 'var(--portal-muted)' }}>
        {services.length} {services.length === 1 ? 'service' : 'services'}, {active} active
      </p>
      {groupByType(services).map((group) => (
        <ServiceGroup key={group.type} label={group.label} services={group.services} />
      ))}
    </>
  );
}
