import type { ServiceDetail } from '@portal/contract';
import { Card, formatDate } from '@portal/ui';
import { Fragment } from 'react';
import { isFixedLine } from '../../../lib/service-types';

/** Contract and installation: the service's own attributes (line id, router, SIM, APN, …) in the server's order. */
export function ServiceDetails({ service }: { service: ServiceDetail }) {
  const rows: { label: string; value: string }[] = [
    { label: 'Product', value: service.product?.name ?? 'No catalogue product' },
    { label: 'Service tag', value: service.serviceTag },
    { label: 'Account', value: service.accountCode },
    { label: 'Contract', value: service.contractEndDate ? `Ends ${formatDate(service.contractEndDate)}` : 'Month to month' },
  ];
  const address = service.installationAddress ? [{ label: 'Installation address', value: service.installationAddress }] : [];
  const all = isFixedLine(service.type) ? [...address, ...rows, ...service.attributes] : [...rows, ...address, ...service.attributes];
  return (
    <Card title="Contract and installation">
      <dl className="portal-details">
        {all.map((row, index) => (
          <Fragment key={`${row.label}-${index}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
      {service.product?.description && <p style={{ margin: '12px 0 0', color: 'var(--portal-muted)' }}>{service.product.description}</p>}
    </Card>
  );
}
