import type { ServiceItem } from '@portal/contract';

/** spec §2 connectivity service kinds, in the order a customer meets them; any other type follows, by name. */
const TYPES: [type: string, label: string][] = [
  ['ftth', 'Fibre to the home'],
  ['fttb', 'Fibre to the business'],
  ['telco', 'Telco fibre'],
  ['lte', 'LTE'],
  ['fixed-lte', 'Fixed LTE'],
  ['mobiledata', 'Mobile data'],
  ['shareddata', 'Shared data'],
  ['data', 'Data'],
  ['adsl', 'ADSL'],
  ['wifi', 'Wi-Fi'],
  ['3g-service', '3G'],
  ['dialup', 'Dial-up'],
];
const ORDER = new Map(TYPES.map(([type], i) => [type, i]));
const LABELS = new Map(TYPES);

export const connectivityTypeLabel = (type: string) => LABELS.get(type) ?? type;

export interface ServiceGroupOf {
  type: string;
  label: string;
  services: ServiceItem[];
}

export function groupByType(services: readonly ServiceItem[]): ServiceGroupOf[] {
  const groups = new Map<string, ServiceItem[]>();
  for (const s of services) groups.set(s.type, [...(groups.get(s.type) ?? []), s]);
  const rank = (type: string) => ORDER.get(type) ?? TYPES.length;
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([type, items]) => ({ type, label: connectivityTypeLabel(type), services: items }));
}
