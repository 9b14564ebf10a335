import type { ServiceItem } from '@portal/contract';
import { CONNECTIVITY_TYPE_LABELS, connectivityTypeLabel } from '../../../lib/service-types';

const ORDER = new Map<string, number>(CONNECTIVITY_TYPE_LABELS.map(([type], i) => [type, i]));

export { connectivityTypeLabel };

export interface ServiceGroupOf {
  type: string;
  label: string;
  services: ServiceItem[];
}

/** spec §2 connectivity service kinds, in the order a customer meets them; any other type follows, by name. */
export function groupByType(services: readonly ServiceItem[]): ServiceGroupOf[] {
  const groups = new Map<string, ServiceItem[]>();
  for (const s of services) groups.set(s.type, [...(groups.get(s.type) ?? []), s]);
  const rank = (type: string) => ORDER.get(type) ?? CONNECTIVITY_TYPE_LABELS.length;
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([type, items]) => ({ type, label: connectivityTypeLabel(type), services: items }));
}
