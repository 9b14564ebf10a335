/** What the server answers for the seeded mail services, trimmed to what the pages show. */
export const serviceDetail = (type: string, serviceTag: string, name: string) => ({
  serviceTag,
  category: 'communication',
  type,
  status: 'Active',
  accountCode: 'CUS1001',
  product: { productId: 5, name, serviceType: type, kind: 'plan', price: 150, billing: 'monthly', speedDownMbps: null, speedUpMbps: null, dataCapMb: null, description: '', needsDelivery: false, limits: null },
  monthlyPrice: 150,
  attributes: [],
  installationAddress: null,
  contractEndDate: null,
  usage: null,
  pendingChange: null,
  cancellation: null,
  sharedMembers: [],
  can: { upgrade: true, topUp: false, cancel: true },
});

export const DOMAIN = 'mokoena-design.co.za';

export const emailOverview = (extra: Record<string, unknown> = {}) => ({
  serviceTag: 'EML-500614',
  domain: DOMAIN,
  limits: { mailboxes: 10, storageMb: 51200, mailboxQuotaMb: 10240 },
  used: { mailboxes: 2, allocatedMb: 15360, usedMb: 9150 },
  mailboxes: [
    { address: `info@${DOMAIN}`, localPart: 'info', displayName: 'Mokoena Design', quotaMb: 5120, usedMb: 2310, forwarding: null, pending: null },
    { address: `thandi@${DOMAIN}`, localPart: 'thandi', displayName: 'Thandi Mokoena', quotaMb: 10240, usedMb: 6840, forwarding: { to: 'thandi@example.com', keepCopy: true, pending: null }, pending: null },
  ],
  aliases: [{ address: `hello@${DOMAIN}`, deliversTo: `info@${DOMAIN}`, pending: null }],
  addOns: [],
  ...extra,
});
