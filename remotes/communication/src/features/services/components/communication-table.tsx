import { paths, type ServiceItem } from '@portal/contract';
import { serviceAnchorId, StatusBadge } from '@portal/ui';
import { DataTable } from '@portal/ui/data-table';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** spec §2 communication service kinds. */
const TYPE_LABELS: Record<string, string> = {
  email: 'Email',
  voip: 'Voice (VoIP)',
  faxin: 'Fax in',
  faxout: 'Fax out',
  sms: 'SMS',
  escan: 'eScan',
  'hosted-exchange': 'Hosted Exchange',
  'bulk-mailer': 'Bulk mailer',
  domain: 'Domain name',
  'phone-number': 'Phone number',
  'voice-bundle': 'Voice bundle',
};
export const communicationTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;

const columns: { key: string; header: string; render?: (s: ServiceItem) => ReactNode }[] = [
  { key: 'type', header: 'Type', render: (s) => communicationTypeLabel(s.type) },
  { key: 'product', header: 'Product' },
  {
    key: 'serviceTag',
    header: 'Service tag',
    render: (s) => (
      <Link to={paths.service('communication', s.type, s.serviceTag)} aria-label={`${s.serviceTag}: ${communicationTypeLabel(s.type)}, ${s.product}`}>
        {s.serviceTag}
      </Link>
    ),
  },
  { key: 'status', header: 'Status', render: (s) => <StatusBadge status={s.status} /> },
];

/** A searchable table (a business may have many mailboxes and numbers); on phones each service stacks into labelled lines. */
export function CommunicationTable({ services }: { services: ServiceItem[] }) {
  // The dashboard links a service as #service-TAG: the table opens at the page that holds it.
  const { hash } = useLocation();
  return (
    <DataTable
      columns={columns}
      rows={services}
      rowKey={(s) => s.serviceTag}
      rowId={(s) => serviceAnchorId(s.serviceTag)}
      openAt={(s) => hash === `#${serviceAnchorId(s.serviceTag)}`}
      pageSize={10}
      filterLabel="Search your communication services"
      filterText={(s) => `${communicationTypeLabel(s.type)} ${s.product} ${s.serviceTag} ${s.status}`}
      noun="services"
      emptyMessage="No services to display."
      noMatchMessage="No services match your search."
    />
  );
}
