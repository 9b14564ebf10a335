import type { ConnectivityType } from '@portal/contract';

/**
 * Every connectivity type with its label, in the order a customer meets them (the list page groups by it).
 * The contract's CONNECTIVITY_TYPES lives with the zod catalogue, which the browser bundle does not load.
 */
export const CONNECTIVITY_TYPE_LABELS: readonly (readonly [ConnectivityType, string])[] = [
  ['ftth', 'Fibre to the home'],
  ['fttb', 'Fibre to the business'],
  ['telco', 'Telco fibre'],
  ['wholesale-fibre', 'Wholesale fibre'],
  ['lte', 'LTE'],
  ['carrier-lte', 'Carrier LTE'],
  ['fixed-lte', 'Fixed LTE'],
  ['mobiledata', 'Mobile data'],
  ['shareddata', 'Shared data'],
  ['carrier-5g', '5G'],
  ['carrier-wireless', 'Wireless'],
  ['data', 'Data'],
  ['adsl', 'ADSL'],
  ['wifi', 'Wi-Fi'],
  ['3g-service', '3G'],
  ['satellite', 'Satellite'],
  ['dialup', 'Dial-up'],
];

const LABELS = new Map<string, string>(CONNECTIVITY_TYPE_LABELS);

export const connectivityTypeLabel = (type: string) => LABELS.get(type) ?? type;

/** Lines at a fixed address: their page shows the installation address first among the details. */
const FIXED_LINE_TYPES = new Set<string>(['ftth', 'fttb', 'telco', 'data', 'wholesale-fibre', 'adsl', 'dialup']);
export const isFixedLine = (type: string) => FIXED_LINE_TYPES.has(type);
