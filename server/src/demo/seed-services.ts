import { CONNECTIVITY_TYPES } from '@portal/contract/catalogue';
import { eq } from 'drizzle-orm';
import { VOICE_TYPES, type ServiceAttributes } from '../actions/services/attributes';
import { addDays, isoDay } from '../documents/dates';
import type { Db } from '../db/connect';
import { DEVICE_PRODUCTS } from './seed-cloud-devices';
import { HOSTING_PRODUCTS } from './seed-cloud-hosting';
import { COMMUNICATION_PRODUCTS } from './seed-communication';
import { accounts, products, services, sharedDataMembers, usageRecords } from '../db/schema';

/**
 * The catalogue by service type and, for each seeded service, its plan, attributes, caps and 90 days of usage up to
 * the day the demo data is made (so a fresh demo always looks current). Deterministic for a given day.
 */

const GB = 1024;

import type { ProductRow } from './seed-product-rows';

const connectivity = (row: Omit<ProductRow, 'category'>): ProductRow => ({ category: 'connectivity', ...row });

function plan(serviceType: string, name: string, price: number, spec: { down?: number; up?: number; capGb?: number | null }, description: string): ProductRow {
  return connectivity({
    serviceType,
    name,
    kind: 'plan',
    billing: 'monthly',
    price: price.toFixed(2),
    speedDownMbps: spec.down ?? null,
    speedUpMbps: spec.up ?? null,
    dataCapMb: spec.capGb == null ? null : spec.capGb * GB,
    description,
  });
}

/** 1 GB, 5 GB and 10 GB of data for this period, priced per type. */
function topUps(serviceType: string, label: string, prices: [number, number, number]): ProductRow[] {
  return ([1, 5, 10] as const).map((gb, i) =>
    connectivity({
      serviceType,
      name: `${label} Top-up ${gb} GB`,
      kind: 'top-up',
      billing: 'once-off',
      price: prices[i].toFixed(2),
      dataCapMb: gb * GB,
      description: `${gb} GB added to this month's data at once; it lapses at the end of the month.`,
    }),
  );
}

const addOn = (serviceType: string, name: string, price: number, description: string, category = 'connectivity'): ProductRow => ({
  category,
  serviceType,
  name,
  kind: 'add-on',
  billing: 'once-off',
  price: price.toFixed(2),
  description,
});

const hardware = (serviceType: string, name: string, price: number, description: string, category = 'connectivity'): ProductRow => ({
  category,
  serviceType,
  name,
  kind: 'hardware',
  billing: 'once-off',
  price: price.toFixed(2),
  description,
  needsDelivery: true,
});

/** Plans of other categories: what their services run on (no upgrade pages yet, but the same rules). */
/** Every connectivity type has at least two plans; capped mobile types have top-ups; fibre and ADSL an add-on and a router. */
export const CATALOGUE: ProductRow[] = [
  plan('ftth', 'Fibre 50/25 Mbps Uncapped', 699, { down: 50, up: 25 }, 'Home fibre for streaming and working from home.'),
  plan('ftth', 'Fibre 50/50 Mbps Uncapped', 749, { down: 50, up: 50 }, 'Symmetrical home fibre: uploads as fast as downloads.'),
  plan('ftth', 'Fibre 100/50 Mbps Uncapped', 899, { down: 100, up: 50 }, 'Fast home fibre for a busy household.'),
  plan('ftth', 'Fibre 200/100 Mbps Uncapped', 1099, { down: 200, up: 100 }, 'For big households, gaming and 4K streaming.'),
  plan('ftth', 'Fibre 500/250 Mbps Uncapped', 1299, { down: 500, up: 250 }, 'Very fast fibre for power users.'),
  plan('ftth', 'Business Fibre 200/200 Mbps', 1899, { down: 200, up: 200 }, 'Business fibre with a next-business-day fault fix.'),
  hardware('ftth', 'Fibre Wi-Fi 6 Router', 1499, 'A Wi-Fi 6 router, delivered by courier and set up for your line.'),
  plan('fttb', 'Business Fibre 500 Mbps', 2999, { down: 500, up: 500 }, 'Dedicated building fibre for a small office.'),
  plan('fttb', 'Business Fibre 1 Gbps', 4999, { down: 1000, up: 1000 }, 'Dedicated building fibre for a busy office.'),
  plan('fttb', 'Business Fibre 2 Gbps', 7999, { down: 2000, up: 2000 }, 'Dedicated building fibre for a head office.'),
  addOn('fttb', 'Static IP Block /29 (once-off setup)', 950, 'Six usable public IP addresses for your building line.'),
  hardware('fttb', 'Business Fibre Router', 3499, 'A managed business router, delivered and installed.'),
  plan('adsl', 'ADSL 4 Mbps Uncapped', 249, { down: 4, up: 1 }, 'Basic ADSL on your copper line.'),
  plan('adsl', 'ADSL 10 Mbps Uncapped', 349, { down: 10, up: 1 }, 'ADSL for browsing and email.'),
  plan('adsl', 'ADSL 20 Mbps Uncapped', 449, { down: 20, up: 2 }, 'The fastest ADSL your line may carry.'),
  addOn('adsl', 'Static IP Address for ADSL (once-off setup)', 250, 'A fixed public IP address on your ADSL line.'),
  hardware('adsl', 'ADSL Wi-Fi Router', 699, 'An ADSL router with Wi-Fi, delivered by courier.'),
  plan('telco', 'Telco Business Line 10 GB', 299, { capGb: 10 }, 'A business cell line: 250 minutes, 100 SMS and 10 GB a month.'),
  plan('telco', 'Telco Business Line 30 GB', 499, { capGb: 30 }, 'A business cell line: 500 minutes, 250 SMS and 30 GB a month.'),
  ...topUps('telco', 'Telco', [35, 119, 199]),
  plan('data', 'Data Line 20 Mbps', 1499, { down: 20, up: 20 }, 'A dedicated, uncontended data line.'),
  plan('data', 'Data Line 50 Mbps', 2499, { down: 50, up: 50 }, 'A dedicated, uncontended data line.'),
  plan('data', 'Data Line 100 Mbps', 3999, { down: 100, up: 100 }, 'A dedicated, uncontended data line.'),
  plan('wholesale-fibre', 'Wholesale Fibre 100 Mbps', 1199, { down: 100, up: 100 }, 'Fibre on a partner network, managed by us.'),
  plan('wholesale-fibre', 'Wholesale Fibre 1 Gbps', 3999, { down: 1000, up: 1000 }, 'Fibre on a partner network, managed by us.'),
  plan('lte', 'LTE 30 GB Anytime', 249, { down: 30, up: 10, capGb: 30 }, 'LTE data for a small home.'),
  plan('lte', 'Fixed LTE 60 GB Anytime', 399, { down: 50, up: 20, capGb: 60 }, 'LTE data for a household.'),
  plan('lte', 'Fixed LTE 120 GB', 499, { down: 50, up: 20, capGb: 120 }, 'LTE data for heavy use.'),
  ...topUps('lte', 'LTE', [29, 99, 179]),
  plan('carrier-lte', 'Carrier LTE 50 GB', 449, { down: 60, up: 20, capGb: 50 }, 'LTE on the carrier’s own network.'),
  plan('carrier-lte', 'Carrier LTE 100 GB', 649, { down: 60, up: 20, capGb: 100 }, 'LTE on the carrier’s own network.'),
  ...topUps('carrier-lte', 'Carrier LTE', [29, 99, 179]),
  plan('fixed-lte', 'Fixed-LTE 50 GB', 349, { down: 40, up: 15, capGb: 50 }, 'Fixed LTE at your address, with a router.'),
  plan('fixed-lte', 'Fixed-LTE 100 GB', 499, { down: 40, up: 15, capGb: 100 }, 'Fixed LTE at your address, with a router.'),
  plan('fixed-lte', 'Fixed-LTE Uncapped 10 Mbps', 599, { down: 10, up: 5 }, 'Uncapped fixed LTE, shaped to 10 Mbps.'),
  ...topUps('fixed-lte', 'Fixed-LTE', [29, 99, 179]),
  plan('mobiledata', 'Mobile Data 10 GB', 179, { capGb: 10 }, 'Data on a SIM for your phone, tablet or laptop.'),
  plan('mobiledata', 'Mobile Data 20 GB', 249, { capGb: 20 }, 'Data on a SIM for your phone, tablet or laptop.'),
  plan('mobiledata', 'Mobile Data 50 GB', 449, { capGb: 50 }, 'Data on a SIM for your phone, tablet or laptop.'),
  // 'Mobile Data Top-up 5 GB' is seed-billing.ts's, offered to add to the bill since before the catalogue.
  ...topUps('mobiledata', 'Mobile Data', [29, 99, 179]).filter((p) => p.dataCapMb !== 5 * GB),
  plan('shareddata', 'Shared Data 50 GB', 699, { capGb: 50 }, 'One bundle shared by up to five SIMs, each with its own cap.'),
  plan('shareddata', 'Shared Data 100 GB', 1099, { capGb: 100 }, 'One bundle shared by up to five SIMs, each with its own cap.'),
  ...topUps('shareddata', 'Shared Data', [35, 119, 199]),
  plan('wifi', 'Wi-Fi Hotspot 20 GB', 149, { capGb: 20 }, 'Our public Wi-Fi hotspots across the country.'),
  plan('wifi', 'Wi-Fi Hotspot Uncapped', 299, {}, 'Our public Wi-Fi hotspots, uncapped.'),
  plan('dialup', 'Dial-up 30 Hours', 49, {}, 'Dial-up access for up to 30 hours a month.'),
  plan('dialup', 'Dial-up Unlimited', 99, {}, 'Unlimited dial-up access.'),
  plan('3g-service', '3G Data 2 GB', 79, { capGb: 2 }, '3G data with minutes and SMS.'),
  plan('3g-service', '3G Data 5 GB', 129, { capGb: 5 }, '3G data with minutes and SMS.'),
  ...topUps('3g-service', '3G', [29, 99, 179]),
  plan('satellite', 'Satellite 30 GB', 899, { down: 20, up: 3, capGb: 30 }, 'Internet anywhere, by satellite.'),
  plan('satellite', 'Satellite 60 GB', 1399, { down: 30, up: 5, capGb: 60 }, 'Internet anywhere, by satellite.'),
  ...topUps('satellite', 'Satellite', [59, 249, 449]),
  plan('carrier-5g', '5G 100 GB', 599, { down: 300, up: 50, capGb: 100 }, '5G data on the carrier’s network.'),
  plan('carrier-5g', '5G Uncapped', 999, { down: 300, up: 50 }, 'Uncapped 5G data on the carrier’s network.'),
  ...topUps('carrier-5g', '5G', [29, 99, 179]),
  plan('carrier-wireless', 'Wireless 10 Mbps Uncapped', 549, { down: 10, up: 10 }, 'Fixed wireless from a nearby tower.'),
  plan('carrier-wireless', 'Wireless 20 Mbps Uncapped', 749, { down: 20, up: 20 }, 'Fixed wireless from a nearby tower.'),
  ...COMMUNICATION_PRODUCTS,
  ...HOSTING_PRODUCTS,
  ...DEVICE_PRODUCTS,
];

/** mulberry32: a small seeded generator, so the demo usage is the same for the same day. */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hashOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/** What each type keeps about a service, made up from its tag so the same service always shows the same values. */
function attributesFor(type: string, tag: string, address: string): ServiceAttributes {
  const random = seededRandom(hashOf(tag));
  const serial = (prefix: string) => `${prefix}${digits(random, 10)}`;
  const sim = () => ({ msisdn: `08${digits(random, 1)} ${digits(random, 3)} ${digits(random, 4)}`, iccid: `8927${digits(random, 15)}`, simNumber: serial('SIM') });
  switch (type) {
    case 'ftth':
    case 'fttb':
    case 'wholesale-fibre':
      return {
        lineId: `${tag}-L1`,
        networkOperator: type === 'wholesale-fibre' ? 'Vumatel' : 'Openserve',
        ontModel: 'Huawei EchoLife HG8145V5',
        ontSerial: serial('4857544'),
        routerModel: type === 'fttb' ? 'MikroTik RB4011' : 'TP-Link Archer AX55',
        routerSerial: serial('TPL'),
        installationAddress: address,
      };
    case 'adsl':
      return { lineId: `${tag}-L1`, phoneNumber: '011 456 7890', routerModel: 'TP-Link TD-W9970', routerSerial: serial('TPL'), installationAddress: address };
    case 'data':
      return { circuitId: `CCT-${digits(random, 6)}`, routerModel: 'Cisco ISR 1111', routerSerial: serial('FGL'), installationAddress: address };
    case 'lte':
    case 'carrier-lte':
    case 'fixed-lte':
    case 'carrier-5g':
      return {
        ...sim(),
        apn: type === 'carrier-5g' ? 'internet5g' : 'internet',
        routerModel: type === 'carrier-5g' ? 'ZTE MC801A' : 'Huawei B535',
        routerSerial: serial('HW'),
        installationAddress: address,
      };
    case 'mobiledata':
    case 'shareddata':
    case '3g-service':
    case 'telco':
      return { ...sim(), apn: 'internet' };
    case 'wifi':
      return { username: `${tag.toLowerCase()}@hotspot.example` };
    case 'dialup':
      return { username: `${tag.toLowerCase()}@dialup.example`, dialInNumber: '086 000 1234' };
    case 'satellite':
      return { dishModel: 'Hughes HT2000W, 0.74 m dish', dishSerial: serial('HUG'), installationAddress: address };
    case 'carrier-wireless':
      return { cpeModel: 'Ubiquiti LiteBeam 5AC', cpeSerial: serial('UBN'), tower: 'Northcliff Hill', installationAddress: address };
    default:
      return {};
  }
}

const SHARED_MEMBERS: [name: string, cell: string, capGb: number][] = [
  ['Thandi Mokoena', '0821234567', 20],
  ['Sizwe Mokoena', '0721234501', 10],
  ['Ayanda Mokoena', '0721234502', 10],
  ['Lwazi Mokoena', '0791234504', 10],
];

/** Contract end dates, counted from the seed day so that some are near and some far. */
const CONTRACT_DAYS: Record<string, number> = { ftth: 214, fttb: 540, 'fixed-lte': 96, lte: 41, carrier: 300, shareddata: 180, data: 700, 'wholesale-fibre': 365 };

/** A plausible day of data for an uncapped service, in MB, by its download speed. */
const uncappedDailyMb = (type: string, speedDown: number | null) => {
  if (type === 'dialup') return 35;
  if (type === 'wifi') return 900;
  return Math.min(25_000, Math.max(1500, (speedDown ?? 20) * 90));
};

interface UsageShape {
  /** MB on an average weekday. */
  dailyMb: number;
  voice: boolean;
  /** Only on and before this day (a suspended service stopped). */
  lastDay: string;
}

/**
 * 90 days up to today: weekends busier than weekdays, some noise, today only half done. A capped service is
 * aimed at about two-thirds of its cap over a month, so it is mostly under it.
 */
function usageDays(random: () => number, today: string, shape: UsageShape) {
  const rows: { usageDate: string; dataMb: string; voiceMinutes: number | null; smsCount: number | null }[] = [];
  for (let back = 89; back >= 0; back--) {
    const day = addDays(today, -back);
    if (day > shape.lastDay) continue;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const partOfDay = back === 0 ? 0.4 : 1;
    const noise = 0.55 + random() * 0.9;
    const data = shape.dailyMb * (weekend ? 1.35 : 0.86) * noise * partOfDay;
    rows.push({
      usageDate: day,
      dataMb: data.toFixed(1),
      voiceMinutes: shape.voice ? Math.round((weekend ? 6 : 18) * (0.3 + random() * 1.4) * partOfDay) : null,
      smsCount: shape.voice ? Math.round((weekend ? 2 : 5) * random() * 2 * partOfDay) : null,
    });
  }
  return rows;
}

/** The average weekday use that lands a month at `share` of `capMb`. */
const dailyForCap = (capMb: number, share: number) => (capMb * share) / 30;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Seeds the catalogue and the details of every seeded service (seed.ts calls it once, inside its transaction). */
export async function seedServices(db: Db, today: Date) {
  const day = isoDay(today);
  await db.insert(products).values(CATALOGUE);
  const all = await db.select().from(products);
  const planOf = (type: string, name: string) => all.find((p) => p.kind === 'plan' && p.serviceType === type && p.name === name);

  const rows = await db
    .select({ service: services, address: { line1: accounts.physicalLine1, line2: accounts.physicalLine2, city: accounts.physicalCity, code: accounts.physicalCode } })
    .from(services)
    .innerJoin(accounts, eq(accounts.id, services.accountId));

  const usage: (typeof usageRecords.$inferInsert)[] = [];
  for (const { service, address } of rows) {
    const product = planOf(service.type, service.product);
    const installation = [address.line1, address.line2, address.city, address.code].filter(Boolean).join(', ');
    const contractDays = CONTRACT_DAYS[service.type] ?? (service.type.startsWith('carrier') ? CONTRACT_DAYS.carrier : undefined);
    await db
      .update(services)
      .set({
        productId: product?.id ?? null,
        dataCapMb: product?.dataCapMb ?? null,
        attributes: attributesFor(service.type, service.serviceTag, installation) as Record<string, string>,
        contractEndDate: contractDays ? addDays(day, contractDays) : null,
      })
      .where(eq(services.id, service.id));

    if (!(CONNECTIVITY_TYPES as readonly string[]).includes(service.type) || service.status === 'Pending') continue;
    const random = seededRandom(hashOf(service.serviceTag));
    const lastDay = service.status === 'Suspended' ? addDays(day, -17) : day;
    const voice = VOICE_TYPES.has(service.type);
    if (service.type === 'shareddata') {
      const members = await db
        .insert(sharedDataMembers)
        .values(SHARED_MEMBERS.map(([name, cellNumber, capGb]) => ({ serviceId: service.id, name, cellNumber, capMb: capGb * GB })))
        .returning();
      for (const [i, member] of members.entries()) {
        const share = [0.78, 0.55, 0.62, 0.4][i] ?? 0.5;
        usage.push(...usageDays(random, day, { dailyMb: dailyForCap(member.capMb, share), voice, lastDay }).map((u) => ({ ...u, serviceId: service.id, memberId: member.id })));
      }
      continue;
    }
    const cap = product?.dataCapMb ?? null;
    // LTE-200311 runs close to its cap (a smaller plan is refused late in the month); the rest sit comfortably under.
    const share = service.serviceTag === 'LTE-200311' ? 0.8 : 0.6;
    const dailyMb = cap ? dailyForCap(cap, share) : uncappedDailyMb(service.type, product?.speedDownMbps ?? null);
    usage.push(...usageDays(random, day, { dailyMb, voice, lastDay }).map((u) => ({ ...u, serviceId: service.id })));
  }
  await insertInChunks(usage, (chunk) => db.insert(usageRecords).values(chunk));
}
