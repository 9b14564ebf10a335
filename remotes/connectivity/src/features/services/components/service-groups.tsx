import { connectivityServicePath, type ServiceItem } from '@portal/contract';
import { serviceAnchorId, StatusBadge } from '@portal/ui';
import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { groupByType } from '../utils/group-by-type';
import { ServiceUsageLine } from './service-usage-line';

function ServiceCard({ service }: { service: ServiceItem }) {
  const tagId = useId();
  return (
    <li id={serviceAnchorId(service.serviceTag)} className="conn-service">
      <div className="conn-service__head">
        <div className="conn-service__main">
          <h3 className="portal-service__product">
            <Link className="conn-service__link" to={connectivityServicePath(service.type, service.serviceTag)} aria-describedby={tagId}>
              {service.product}
            </Link>
          </h3>
          <p className="portal-service__meta" id={tagId}>
            Service tag{' '}
            <span className="portal-service__tag" style={{ whiteSpace: 'nowrap' }}>
              {service.serviceTag}
            </span>
          </p>
        </div>
        <StatusBadge status={service.status} />
      </div>
      <ServiceUsageLine serviceTag={service.serviceTag} />
    </li>
  );
}

function ServiceGroup({ label, services }: { label: string; services: ServiceItem[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="conn-group" style={{ '--conn-cards': services.length } as CSSProperties}>
      <h2 id={id} style={{ fontSize: '1.15rem', margin: '0 0 12px' }}>
        {label} <span style={{ color: 'var(--portal-muted)', fontWeight: 400 }}>({services.length})</span>
      </h2>
      <ul className="conn-service-list">
        {services.map((s) => (
          <ServiceCard key={s.serviceTag} service={s} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The services grouped by kind (fibre, LTE, mobile data, …), each a card linking to the service's page. Groups sit
 * side by side, each as wide as its cards need and sharing out what is left, so that the cards fill the width on a
 * wide screen and stack on a phone.
 */
export function ServiceGroups({ services }: { services: ServiceItem[] }) {
  const active = services.filter((s) => s.status.toLowerCase() === 'active').length;
  return (
    <>
      <p style={{ marginTop: 0, color: 'var(--portal-muted)' }}>
        {services.length} {services.length === 1 ? 'service' : 'services'}, {active} active
      </p>
      <div className="conn-groups">
        {groupByType(services).map((group) => (
          <ServiceGroup key={group.type} label={group.label} services={group.services} />
        ))}
      </div>
    </>
  );
}
