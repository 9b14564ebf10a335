import type { ServiceItem } from '@portal/contract';
import { Card, StatusBadge } from '@portal/ui';

/** spec §2 cloud service kinds. */
const TYPE_LABELS: Record<string, string> = {
  'web-hosting': 'Web hosting',
  'personal-web-hosting': 'Personal web hosting',
  'co-location': 'Co-location',
};
export const cloudTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;

/** One card per service, named by its product, with its kind, tag and status; cards reflow to one column on phones. */
export function HostingCards({ services }: { services: ServiceItem[] }) {
  return (
    // Cards keep their own bottom margin, so the grid adds only the column gap.
    <div className="portal-grid" style={{ rowGap: 0 }}>
      {services.map((s) => (
        <Card key={s.serviceTag} title={s.product}>
          <dl className="portal-details">
            <dt>Kind</dt>
            <dd>{cloudTypeLabel(s.type)}</dd>
            <dt>Service tag</dt>
            <dd className="portal-service__tag">{s.serviceTag}</dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={s.status} />
            </dd>
          </dl>
        </Card>
      ))}
    </div>
  );
}
