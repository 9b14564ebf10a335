import type { ProductSummary, ServiceDetail } from '@portal/contract';
import { Card, formatCurrency, formatDate, StatusBadge } from '@portal/ui';
import { DataUsedMeter } from '../../../components/data-used-meter';
import { formatData, formatSpeed } from '../../../lib/format-data';

/** '100 Mbps down · 50 Mbps up', 'Up to 20 Mbps', or null for a product without a speed. */
export function speedText(product: ProductSummary | null): string | null {
  if (!product?.speedDownMbps) return null;
  if (!product.speedUpMbps) return `Up to ${formatSpeed(product.speedDownMbps)}`;
  return `${formatSpeed(product.speedDownMbps)} down · ${formatSpeed(product.speedUpMbps)} up`;
}

/** 'Uncapped' or '60 GB a month'; a product that is not a plan with data says nothing. */
export function capText(product: ProductSummary | null): string | null {
  if (!product) return null;
  return product.dataCapMb === null ? 'Uncapped' : `${formatData(product.dataCapMb)} a month`;
}

function periodNote(usage: NonNullable<ServiceDetail['usage']>): string {
  const period = `${formatDate(usage.periodStart)} – ${formatDate(usage.periodEnd)}`;
  return usage.topUpMb > 0 ? `${period}, including ${formatData(usage.topUpMb)} of top-ups` : period;
}

/** What a customer looks for first: status, price, speed or cap, and the data used this period. */
export function ServiceOverview({ service }: { service: ServiceDetail }) {
  const speed = speedText(service.product);
  const cap = capText(service.product);
  return (
    <Card title="Overview">
      <dl className="conn-figures">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={service.status} />
          </dd>
        </div>
        <div>
          <dt>Monthly price</dt>
          <dd>{formatCurrency(service.monthlyPrice)}</dd>
        </div>
        {speed && (
          <div>
            <dt>Speed</dt>
            <dd>{speed}</dd>
          </div>
        )}
        {cap && (
          <div>
            <dt>Data</dt>
            <dd>{cap}</dd>
          </div>
        )}
      </dl>
      {service.usage && <DataUsedMeter usedMb={service.usage.usedMb} capMb={service.usage.capMb} note={periodNote(service.usage)} />}
    </Card>
  );
}
