import { cloudServicePath, type ServiceItem } from '@portal/contract';
import { Card, serviceAnchorId, StatusBadge, VisuallyHidden } from '@portal/ui';
import { Link } from 'react-router-dom';

/** spec §2 service kinds of the area's categories: cloud, IoT, security, UPS and virtual data centre. */
const TYPE_LABELS: Record<string, string> = {
  'web-hosting': 'Web hosting',
  'personal-web-hosting': 'Personal web hosting',
  'co-location': 'Co-location',
  iot: 'IoT connectivity',
  escan: 'eScan antivirus',
  'managed-firewall': 'Managed firewall',
  ups: 'UPS rental',
  vdc: 'Virtual data centre',
};
export const cloudTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;

/**
 * One card per service (an h3: the cards sit under their category's h2), with its kind, tag and status and a link to
 * its page; cards reflow to one column on phones.
 */
export function HostingCards({ services }: { services: ServiceItem[] }) {
  return (
    // Cards keep their own bottom margin, so the grid adds only the column gap.
    <div className="portal-grid" style={{ rowGap: 0 }}>
      {services.map((s) => (
        // The entry's anchor: the dashboard's link /services/cloud#service-TAG lands here.
        <div key={s.serviceTag} id={serviceAnchorId(s.serviceTag)}>
          <Card title={s.product} level={3}>
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
            <p style={{ margin: '12px 0 0' }}>
              {/* The visible words start the accessible name (WCAG 2.5.3): speech users say what they see. */}
              <Link to={cloudServicePath(s.category, s.type, s.serviceTag)}>
                Manage this service<VisuallyHidden>{` ${s.product} (${s.serviceTag})`}</VisuallyHidden>
              </Link>
            </p>
          </Card>
        </div>
      ))}
    </div>
  );
}
