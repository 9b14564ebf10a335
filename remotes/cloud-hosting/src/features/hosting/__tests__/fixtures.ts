/** What the server answers for the seeded hosting services, trimmed to what the pages show. */
export const serviceDetail = (type: string, serviceTag: string, name: string) => ({
  serviceTag,
  category: 'cloud',
  type,
  status: 'Active',
  accountCode: 'CUS1001',
  product: { productId: 40, name, serviceType: type, kind: 'plan', price: 199, billing: 'monthly', speedDownMbps: null, speedUpMbps: null, dataCapMb: null, description: '', needsDelivery: false, limits: null },
  monthlyPrice: 199,
  attributes: [],
  installationAddress: null,
  contractEndDate: null,
  usage: null,
  pendingChange: null,
  cancellation: null,
  sharedMembers: [],
  can: { upgrade: false, topUp: false, cancel: true },
});

const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

export const webHostingOverview = (extra: Record<string, unknown> = {}) => ({
  serviceTag: 'WEB-800917',
  type: 'web-hosting',
  limits: { domains: 5, diskMb: 20480, bandwidthMb: 204800 },
  used: { diskMb: 12880, bandwidthMb: 71680 },
  domains: [
    { name: 'mokoena-design.co.za', primary: true, ssl: { issuer: "Let's Encrypt R11", expiresOn: '2027-01-23', daysLeft: 62 }, pending: null },
    { name: 'mokoena.shop', primary: false, ssl: { issuer: "Let's Encrypt R11", expiresOn: '2026-12-04', daysLeft: 12 }, pending: null },
    { name: 'mokoena.africa', primary: false, ssl: null, pending: { state: 'adding', reference: 'CHG-1' } },
  ],
  usage: { days: days(21), diskMb: days(21).map((_, i) => 12000 + i * 40), bandwidthMb: days(21).map(() => 4300) },
  ftpUser: { username: 'mokoenadesign', host: 'sftp.web.example-isp.co.za', protocol: 'SFTP', port: 22, passwordChangedOn: '2026-07-05', pending: null },
  backups: [
    { date: '2026-11-22', sizeMb: 10400 },
    { date: '2026-11-21', sizeMb: 10380 },
  ],
  restores: [{ reference: 'ORD-111', backupDate: '2026-11-10', orderDate: '2026-11-12', status: 'done' }],
  restoreProduct: { productId: 77, price: 150 },
  ...extra,
});

export const colocationOverview = (extra: Record<string, unknown> = {}) => ({
  serviceTag: 'COL-800918',
  rack: { dataCentre: 'Johannesburg DC1, Isando', hall: 'Hall 2', rack: 'R14', units: 'U21–U22', unitCount: 2 },
  power: { allowanceAmps: 1, days: days(3), averageAmps: [0.6, 0.62, 0.64], peakAmps: [0.7, 1.2, 0.72] },
  visitors: [{ name: 'Sizwe Mokoena', idOrCompany: 'Mokoena Design', cellNumber: '0827654321', pending: null }],
  remoteHands: [],
  remoteHandsAvailable: true,
  ...extra,
});

export const activity = { result: { entries: [{ message: 'FTP password reset', actorName: 'Thandi', at: '2026-11-23T10:42:00Z', reference: 'CHG-2' }] } };
