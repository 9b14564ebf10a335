/** Test-only: services, offers and usage as the server's actions answer them, and a fake API serving them. */
import type { ProductSummary, ServiceDetail, UsageDay } from '@portal/contract';
import { mockActions, type ActionReply } from '@portal/ui/testing';

export const product = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  productId: 11,
  name: 'Fibre 100/50 Mbps Uncapped',
  serviceType: 'ftth',
  kind: 'plan',
  price: 899,
  billing: 'monthly',
  speedDownMbps: 100,
  speedUpMbps: 50,
  dataCapMb: null,
  description: 'Uncapped fibre for the home.',
  needsDelivery: false,
  limits: null,
  ...overrides,
});

export const serviceDetail = (overrides: Partial<ServiceDetail> = {}): ServiceDetail => ({
  serviceTag: 'FTTH-100234',
  category: 'connectivity',
  type: 'ftth',
  status: 'Active',
  accountCode: 'CUS1001',
  product: product(),
  monthlyPrice: 899,
  attributes: [
    { label: 'Line ID', value: 'VUM-88213' },
    { label: 'Router model', value: 'TP-Link Archer C6' },
  ],
  installationAddress: '12 Jacaranda Street, Pretoria',
  contractEndDate: '2027-03-31',
  usage: { periodStart: '2026-11-01', periodEnd: '2026-11-30', usedMb: 153_600, capMb: null, topUpMb: 0 },
  pendingChange: null,
  cancellation: null,
  sharedMembers: [],
  can: { upgrade: true, topUp: false, cancel: true },
  ...overrides,
});

/** A capped mobile data service (20 GB, 12.5 GB used). */
export const mobileService = (overrides: Partial<ServiceDetail> = {}) =>
  serviceDetail({
    serviceTag: 'MOB-300412',
    type: 'mobiledata',
    product: product({ productId: 31, name: 'Mobile Data 20 GB', serviceType: 'mobiledata', price: 249, speedDownMbps: null, speedUpMbps: null, dataCapMb: 20_480 }),
    monthlyPrice: 249,
    attributes: [{ label: 'Cell number', value: '072 555 0101' }],
    installationAddress: null,
    contractEndDate: null,
    usage: { periodStart: '2026-11-01', periodEnd: '2026-11-30', usedMb: 12_800, capMb: 20_480, topUpMb: 0 },
    can: { upgrade: true, topUp: true, cancel: true },
    ...overrides,
  });

export const sharedService = (overrides: Partial<ServiceDetail> = {}) =>
  serviceDetail({
    serviceTag: 'SHD-400715',
    type: 'shareddata',
    product: product({ productId: 51, name: 'Shared Data 50 GB', serviceType: 'shareddata', price: 699, speedDownMbps: null, speedUpMbps: null, dataCapMb: 51_200 }),
    monthlyPrice: 699,
    installationAddress: null,
    usage: { periodStart: '2026-11-01', periodEnd: '2026-11-30', usedMb: 20_480, capMb: 51_200, topUpMb: 0 },
    sharedMembers: [
      { userId: 7, name: 'Thandi Mokoena', cellNumberMasked: '082***4567', capMb: 20_480, usedMb: 10_240 },
      { userId: 8, name: 'Sipho Mokoena', cellNumberMasked: '083***1111', capMb: 10_240, usedMb: 2_048 },
    ],
    ...overrides,
  });

/** `count` days ending 2026-11-30, oldest first; day i used (i + 1) × 100 MB, so the last day is the highest. */
export const usageDays = (count: number, withVoice = false): UsageDay[] =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 30 - (count - 1 - i))).toISOString().slice(0, 10);
    return { date, dataMb: (i + 1) * 100, voiceMinutes: withVoice ? i : null, smsCount: withVoice ? 1 : null };
  });

type Handler = (input: Record<string, unknown>) => ActionReply | Promise<ActionReply>;

/**
 * Answers each action with its handler; GetUsage answers by default with `days` days of usage, GetLiveSession with no sessions yet. An action without a
 * handler fails loudly, so a page that asks for something unexpected shows it.
 */
export function serveConnectivity(handlers: Record<string, Handler>) {
  return mockActions((name, input) => {
    const handler =
      handlers[name] ??
      (name === 'services.GetUsage'
        ? (i: Record<string, unknown>) => ({ result: { serviceTag: i.serviceTag, capMb: null, days: usageDays(Number(i.days)) } })
        : name === 'services.GetLiveSession'
          ? (i: Record<string, unknown>) => ({ result: { serviceTag: i.serviceTag, session: { state: 'none' } } })
          : undefined);
    return handler ? handler(input) : { error: `No handler for ${name}`, status: 500 };
  });
}

/** GetService for a set of services by tag; any other tag is not found, as the server answers it. */
export const serviceByTag =
  (...services: ServiceDetail[]): Handler =>
  (input) => {
    const found = services.find((s) => s.serviceTag === input.serviceTag);
    return found ? { result: found } : { error: 'That service was not found.', status: 404 };
  };
