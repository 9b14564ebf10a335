import type { ServiceItem } from '@portal/contract';
import { StatusBadge } from './status-badge';
import { EmptyState } from './states';

const TYPE_LABELS: Record<string, string> = {
  ftth: 'Fibre to the home',
  fttb: 'Fibre to the business',
  lte: 'LTE',
  mobiledata: 'Mobile data',
  adsl: 'ADSL',
  email: 'Email',
  voip: 'Voice (VoIP)',
  faxin: 'Fax in',
  faxout: 'Fax out',
  'hosted-exchange': 'Hosted Exchange',
  'web-hosting': 'Web hosting',
  'personal-web-hosting': 'Personal web hosting',
  'co-location': 'Co-location',
};

export const serviceTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;

/** An area's services as cards: product, type, service tag and status, each easy to read on a phone. */
export function ServiceList({ services, emptyTitle }: { services: ServiceItem[]; emptyTitle: string }) {
  if (services.length === 0) {
    return (
      <EmptyState title={emptyTitle}>
        <p>When you add a service of this kind it will show here.</p>
      </EmptyState>
    );
  }
  return (
    <ul className="portal-service-list">
      {services.map((s) => (
        <li key={s.serviceTag} className="portal-service">
          <div className="portal-service__main">
            <h2 className="portal-service__product">{s.product}</h2>
            <p className="portal-service__meta">
              {serviceTypeLabel(s.type)} · <span className="portal-service__tag">{s.serviceTag}</span>
            </p>
          </div>
          <StatusBadge status={s.status} />
        </li>
      ))}
    </ul>
  );
}
