import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, firstOfMonth, isoDay } from '../documents/dates';
import type { Db } from '../db/connect';
import type { FieldCipher } from '../secrets/field-encryption';
import { products, serviceItems, serviceLogs, services, serviceTopUps } from '../db/schema';
import { communicationPlan, type ProductRow } from './seed-product-rows';

/** Credits added to an SMS or bulk-mailer service at once, charged once on the next invoice. */
const credits = (serviceType: string, name: string, price: number, count: number, description: string): ProductRow => ({
  category: 'communication',
  serviceType,
  name,
  kind: 'top-up',
  billing: 'once-off',
  price: price.toFixed(2),
  description,
  limits: { credits: count },
});

/** The catalogue of the messaging services: SMS, antivirus licences and the bulk mailer. */
export const MESSAGING_PRODUCTS: ProductRow[] = [
  communicationPlan('sms', 'Business SMS', 49, 'Send SMS from your systems and the web, with your own sender id.'),
  credits('sms', 'SMS Credits 500', 175, 500, '500 SMS credits, one per message; they do not expire.'),
  credits('sms', 'SMS Credits 1 000', 320, 1000, '1 000 SMS credits, one per message; they do not expire.'),
  credits('sms', 'SMS Credits 5 000', 1450, 5000, '5 000 SMS credits, one per message; they do not expire.'),
  communicationPlan('escan', 'eScan Internet Security 3 Devices', 49, 'Antivirus and web protection for three devices.', { devices: 3 }),
  communicationPlan('bulk-mailer', 'Bulk Mailer Starter', 149, 'Email campaigns to your contact lists.', { contacts: 2000 }),
  communicationPlan('bulk-mailer', 'Bulk Mailer Growth', 399, 'Email campaigns to up to 10 000 contacts.', { contacts: 10000 }),
  communicationPlan('bulk-mailer', 'Bulk Mailer Pro', 999, 'Email campaigns to up to 50 000 contacts.', { contacts: 50000 }),
  credits('bulk-mailer', 'Email Credits 5 000', 99, 5000, '5 000 email credits, one per recipient; they do not expire.'),
  credits('bulk-mailer', 'Email Credits 20 000', 349, 20000, '20 000 email credits, one per recipient; they do not expire.'),
];

/** What a service starts with: an opening balance, recorded as a top-up of this product. */
const OPENING = { sms: { product: 'SMS Credits 5 000', credits: 5000 }, 'bulk-mailer': { product: 'Email Credits 20 000', credits: 20000 } } as const;
export const OPENING_BALANCE_REFERENCE = 'Opening balance';

/** mulberry32 on the tag: the same contents for the same service, every seed. */
function randomFor(tag: string) {
  let a = createHash('sha256').update(tag).digest().readUInt32BE(0);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'K7QD-3MWP-9XRT-7F3A': a licence key of the tag, the same every seed. */
export function licenceKeyOf(tag: string) {
  const hex = createHash('sha256').update(`licence:${tag}`).digest('hex').toUpperCase();
  return [0, 4, 8, 12].map((i) => hex.slice(i, i + 4)).join('-');
}

const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

type SeedService = typeof services.$inferSelect;

async function seedSms(db: Db, service: SeedService, day: string, now: Date) {
  const random = randomFor(service.serviceTag);
  const logs = [];
  // The 29 days before today, and today so far (its messages logged as of now).
  for (let back = 29; back >= 0; back--) {
    const date = addDays(day, -back);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const full = weekend ? Math.round(4 + random() * 10) : Math.round(35 + random() * 60);
    const sent = back === 0 ? Math.round(full / 4) : full;
    const failed = Math.round(sent * random() * 0.05);
    logs.push({ serviceId: service.id, kind: 'sms-day', occurredAt: back === 0 ? now : at(date, '18:00:00'), data: { sent, delivered: sent - failed, failed } });
  }
  await db.insert(serviceLogs).values(logs);
  await db.insert(serviceItems).values({ serviceId: service.id, kind: 'sender-id', key: 'sender-id', data: { senderId: 'MokoenaDsn' }, createdAt: now, updatedAt: now });
}

const DEVICES = [
  { name: 'Thandi’s laptop', os: 'Windows 11', hoursAgo: 2, upToDate: true },
  { name: 'Reception PC', os: 'Windows 10', hoursAgo: 9 * 24 + 3, upToDate: false },
  { name: 'Studio MacBook', os: 'macOS 14 Sonoma', hoursAgo: 26, upToDate: true },
];

async function seedEscan(db: Db, service: SeedService, day: string, now: Date, cipher: FieldCipher) {
  await db.insert(serviceItems).values([
    { serviceId: service.id, kind: 'licence', key: 'licence', data: { licenceKey: cipher.seal(licenceKeyOf(service.serviceTag)), renewalDate: addDays(day, 143) }, createdAt: now, updatedAt: now },
    ...DEVICES.map((d, i) => ({
      serviceId: service.id,
      kind: 'device',
      key: `dev-${i + 1}`,
      data: { name: d.name, os: d.os, lastSeenAt: new Date(now.getTime() - d.hoursAgo * 3_600_000).toISOString(), upToDate: d.upToDate },
      createdAt: now,
      updatedAt: now,
    })),
  ]);
}

const LISTS = [
  ['Customers', 1120],
  ['Newsletter sign-ups', 418],
  ['Trade partners', 96],
] as const;

const CAMPAIGNS = [
  ['Festive season opening hours', 3, 1598],
  ['November specials', 17, 1542],
  ['Spring collection launch', 44, 1490],
  ['Trade partner price list', 61, 92],
  ['Winter clearance', 98, 1377],
] as const;

async function seedBulkMailer(db: Db, service: SeedService, day: string, now: Date) {
  const random = randomFor(service.serviceTag);
  await db.insert(serviceItems).values(
    LISTS.map(([name, contacts], i) => ({ serviceId: service.id, kind: 'contact-list', key: `list-${i + 1}`, data: { name, contacts }, createdAt: now, updatedAt: now })),
  );
  await db.insert(serviceLogs).values(
    CAMPAIGNS.map(([name, daysAgo, recipients]) => {
      const opens = Math.round(recipients * (0.22 + random() * 0.2));
      const bounces = Math.round(recipients * (0.005 + random() * 0.02));
      return { serviceId: service.id, kind: 'campaign', occurredAt: at(addDays(day, -daysAgo), '07:30:00'), data: { name, recipients, opens, bounces } };
    }),
  );
}

/** SMS credits and messages, antivirus licences and devices, contact lists and campaigns of every seeded service. */
export async function seedMessaging(db: Db, today: Date, cipher: FieldCipher) {
  const day = isoDay(today);
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.category, 'communication'), inArray(services.type, ['sms', 'escan', 'bulk-mailer'])))
    .orderBy(services.serviceTag);
  const catalogue = await db.select().from(products).where(inArray(products.serviceType, ['sms', 'bulk-mailer']));
  for (const service of rows) {
    if (service.type === 'sms') await seedSms(db, service, day, today);
    if (service.type === 'escan') await seedEscan(db, service, day, today, cipher);
    if (service.type === 'bulk-mailer') await seedBulkMailer(db, service, day, today);
    if (service.type === 'sms' || service.type === 'bulk-mailer') {
      const opening = OPENING[service.type];
      const product = catalogue.find((p) => p.name === opening.product)!;
      const openedOn = addDays(day, -45);
      await db.insert(serviceTopUps).values({
        serviceId: service.id,
        productId: product.id,
        dataMb: 0,
        credits: opening.credits,
        periodStart: firstOfMonth(openedOn),
        reference: OPENING_BALANCE_REFERENCE,
        createdAt: at(openedOn, '09:00:00'),
      });
    }
  }
}
