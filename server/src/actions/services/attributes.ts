/**
 * A service's attributes are kept by key in services.attributes; this is how each key is shown, in the order a
 * customer looks for them (spec §2 service pages: line id, router, SIM, ICCID, APN, …).
 */
export const ATTRIBUTE_LABELS = {
  lineId: 'Line ID',
  circuitId: 'Circuit ID',
  networkOperator: 'Network operator',
  phoneNumber: 'Phone number',
  msisdn: 'Cell number',
  simNumber: 'SIM number',
  iccid: 'ICCID',
  apn: 'APN',
  username: 'Username',
  dialInNumber: 'Dial-in number',
  ontModel: 'ONT model',
  ontSerial: 'ONT serial number',
  routerModel: 'Router model',
  routerSerial: 'Router serial number',
  cpeModel: 'Antenna (CPE) model',
  cpeSerial: 'Antenna serial number',
  dishModel: 'Satellite dish and modem',
  dishSerial: 'Modem serial number',
  tower: 'Tower',
  ipAddress: 'Static IP address',
  domain: 'Domain',
  mailboxes: 'Mailboxes',
  extensions: 'Extensions',
  devices: 'Devices',
  storage: 'Storage',
} as const;

export type AttributeKey = keyof typeof ATTRIBUTE_LABELS | 'installationAddress';
export type ServiceAttributes = Partial<Record<AttributeKey, string>>;

/** {label, value} in display order; the installation address is shown on its own and unknown keys not at all. */
export function displayAttributes(attributes: Record<string, string>) {
  return Object.entries(ATTRIBUTE_LABELS).flatMap(([key, label]) => (attributes[key] ? [{ label, value: attributes[key] }] : []));
}

/** Hardware on loan that comes back when the service ends: [attribute key of its model, of its serial, what it is]. */
const LOANED_HARDWARE: [model: AttributeKey, serial: AttributeKey, id: string][] = [
  ['ontModel', 'ontSerial', 'ont'],
  ['routerModel', 'routerSerial', 'router'],
  ['cpeModel', 'cpeSerial', 'cpe'],
  ['dishModel', 'dishSerial', 'dish'],
];

export function loanedHardware(attributes: Record<string, string>) {
  return LOANED_HARDWARE.flatMap(([model, serial, id]) =>
    attributes[model] ? [{ id, description: attributes[serial] ? `${attributes[model]} (serial ${attributes[serial]})` : attributes[model] }] : [],
  );
}

/** Types whose usage has voice minutes and SMS as well as data. */
export const VOICE_TYPES = new Set(['mobiledata', 'shareddata', '3g-service', 'telco']);
