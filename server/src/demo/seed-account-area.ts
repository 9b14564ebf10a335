import { and, eq, inArray } from 'drizzle-orm';
import { formatLongDate } from '@portal/contract/format';
import type { Db } from '../db/connect';
import {
  accountDocuments,
  accountMessages,
  accounts,
  accountUsers,
  callRecords,
  cancellations,
  dashboardAlerts,
  invoices,
  orderLines,
  orders,
  people,
} from '../db/schema';

/**
 * Demo data of the account area for CUS1001 (0821234567) and ENT2001, the enterprise parent of
 * 0831234567: the provider's broadcast alerts, messages, users with different modules, call records, orders, documents and
 * cancellations. Deterministic: the same rows on every fresh database.
 */

/** mulberry32: a small seeded generator, so the demo calls are the same every time. */
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

const TERMS_ACCEPTED = new Date('2026-01-15T09:00:00Z');

/** The day the demo's new alerts and messages were written for; they keep their order and spacing from the seed day. */
const WRITTEN_FOR = Date.UTC(2026, 10, 22);

/** Moves a time written for WRITTEN_FOR by whole days to the same place relative to `today`. */
const relativeTo = (today: Date) => {
  const shift = Math.round((Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - WRITTEN_FOR) / 86_400_000) * 86_400_000;
  return {
    at: (iso: string) => new Date(Date.parse(iso) + shift).toISOString(),
    /** '25 November 2026' written for WRITTEN_FOR, moved the same way. */
    longDate: (iso: string) => formatLongDate(new Date(Date.parse(iso) + shift).toISOString()),
  };
};

async function accountIdOf(db: Db, code: string) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code));
  if (!row) throw new Error(`seed: account ${code} is missing`);
  return row.id;
}

type UserSeed = [first: string, last: string, cell: string, accountCode: string, modules: string[]];

async function addUsers(db: Db, seeds: UserSeed[], role = 'customer') {
  for (const [firstName, lastName, cellNumber, code, portalModules] of seeds) {
    const [known] = await db
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.cellNumber, cellNumber), eq(people.firstName, firstName), eq(people.lastName, lastName)));
    const personId =
      known?.id ??
      (
        await db
          .insert(people)
          .values({
            firstName,
            lastName,
            email: `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
            cellNumber,
            termsAcceptedAt: TERMS_ACCEPTED,
          })
          .returning({ id: people.id })
      )[0].id;
    await db.insert(accountUsers).values({ personId, accountId: await accountIdOf(db, code), role, portalModules });
  }
}

type AlertSeed = [severity: string, title: string, message: string, transient: boolean, link: [string, string] | null, createdAt: string, expiresAt?: string, kind?: 'promotion'];

async function addAlerts(db: Db, accountId: number, seeds: AlertSeed[]) {
  await db.insert(dashboardAlerts).values(
    seeds.map(([severity, title, message, transient, link, createdAt, expiresAt, kind]) => ({
      accountId,
      severity,
      title,
      message,
      transient,
      linkLabel: link?.[0] ?? null,
      linkTo: link?.[1] ?? null,
      createdAt: new Date(createdAt),
      expiresAt: expiresAt ? new Date(expiresAt) : null,
      kind: kind ?? 'service',
    })),
  );
}

type MessageSeed = [subject: string, body: string, sentAt: string, read: boolean];

async function addMessages(db: Db, accountId: number, sender: string, seeds: MessageSeed[]) {
  await db.insert(accountMessages).values(
    seeds.map(([subject, body, sentAt, read]) => ({
      accountId,
      sender,
      subject,
      body,
      sentAt: new Date(sentAt),
      readAt: read ? new Date(new Date(sentAt).getTime() + 3 * 3600_000) : null,
    })),
  );
}

type OrderSeed = [reference: string, status: string, date: string, lines: [description: string, quantity: number, amount: number][]];

/** Orders, each with an order form unless cancelled; returns order ids by reference. */
async function addOrders(db: Db, accountId: number, seeds: OrderSeed[]) {
  for (const [reference, status, orderDate, lines] of seeds) {
    const [order] = await db.insert(orders).values({ accountId, reference, status, orderDate }).returning({ id: orders.id });
    await db.insert(orderLines).values(lines.map(([description, quantity, amount]) => ({ orderId: order.id, description, quantity, amount: amount.toFixed(2) })));
    if (status !== 'cancelled') {
      await db.insert(accountDocuments).values({ accountId, kind: 'order-form', title: `Order form ${reference}`, documentDate: orderDate, orderId: order.id });
    }
  }
}

async function addInvoiceDocuments(db: Db, accountId: number, numbers: string[]) {
  const rows = await db
    .select({ id: invoices.id, number: invoices.invoiceTxNumber, date: invoices.invoiceDate })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), inArray(invoices.invoiceTxNumber, numbers)));
  if (!rows.length) return;
  await db.insert(accountDocuments).values(rows.map((r) => ({ accountId, kind: 'invoice', title: `Invoice ${r.number}`, documentDate: r.date, invoiceId: r.id })));
}

type CancellationSeed = [reference: string, serviceTag: string, product: string, status: string, requested: string, effective: string | null, reason: string];

async function addCancellations(db: Db, accountId: number, seeds: CancellationSeed[]) {
  await db.insert(cancellations).values(
    seeds.map(([reference, serviceTag, product, status, requestedDate, effectiveDate, reason]) => ({
      accountId,
      reference,
      serviceTag,
      product,
      status,
      requestedDate,
      effectiveDate,
      reason,
    })),
  );
}

/** [destination, number prefix, rand per minute, weight] */
const DESTINATIONS: [string, string, number, number][] = [
  ['Johannesburg', '011', 0.45, 5],
  ['Pretoria', '012', 0.45, 2],
  ['Cape Town', '021', 0.65, 3],
  ['Durban', '031', 0.65, 2],
  ['Vodacom mobile', '082', 1.1, 4],
  ['MTN mobile', '083', 1.1, 3],
  ['Cell C mobile', '084', 1.1, 1],
  ['United Kingdom', '0044', 2.8, 1],
  ['United States', '001', 2.4, 1],
];

/**
 * `count` calls on `days` days up to `lastDay` (inclusive), working hours, billed per second
 * and rounded to the cent. A few numbers recur, as a real business's calls do.
 */
async function addCalls(db: Db, accountId: number, serviceTag: string, count: number, lastDay: string, days: number, seed: number) {
  const random = seededRandom(seed);
  const weighted = DESTINATIONS.flatMap((d) => Array.from({ length: d[3] }, () => d));
  const regulars = weighted.map(([, prefix]) => prefix + String(Math.floor(random() * 1e7)).padStart(prefix.length > 3 ? 8 : 7, '0'));
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  const rows = Array.from({ length: count }, () => {
    const index = Math.floor(random() * weighted.length);
    const [destination, prefix, perMinute] = weighted[index];
    const number = random() < 0.5 ? regulars[index] : prefix + String(Math.floor(random() * 1e7)).padStart(prefix.length > 3 ? 8 : 7, '0');
    const callDate = new Date(last - Math.floor(random() * days) * 86_400_000).toISOString().slice(0, 10);
    const seconds = 7 * 3600 + Math.floor(random() * 12 * 3600);
    const callTime = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((n) => String(n).padStart(2, '0')).join(':');
    const durationSeconds = 5 + Math.floor(random() ** 2 * 1800);
    const cost = Math.round((durationSeconds * perMinute * 100) / 60) / 100;
    return { accountId, serviceTag, callDate, callTime, number, destination, durationSeconds, cost: cost.toFixed(2) };
  });
  rows.sort((a, b) => (a.callDate + a.callTime).localeCompare(b.callDate + b.callTime));
  await db.insert(callRecords).values(rows);
}

export async function seedAccountArea(db: Db, today: Date) {
  const { at, longDate } = relativeTo(today);
  const maintenance = longDate('2026-11-25T00:00:00Z');
  const customer = await accountIdOf(db, 'CUS1001');
  const acme = await accountIdOf(db, 'ENT2001');

  await addUsers(db, [
    ['Sizwe', 'Mokoena', '0721234501', 'CUS1001', ['billing']],
    ['Ayanda', 'Mokoena', '0721234502', 'CUS1001', ['account', 'connectivity', 'communication', 'tickets']],
    ['Kabelo', 'Nkuna', '0721234503', 'CUS1001', ['connectivity', 'tickets']],
    ['Nomsa', 'Mthembu', '0731234501', 'ENT2001', ['account', 'billing']],
    ['Johan', 'Botha', '0731234502', 'ENT2001', ['connectivity', 'communication', 'cloud-hosting', 'tickets']],
    ['Priya', 'Naidoo', '0731234503', 'ENT2001', ['account', 'access']],
    ['Ruan', 'Jacobs', '0731234504', 'ENT2001-01', ['connectivity', 'tickets']],
    ['Zanele', 'Cele', '0731234505', 'ENT2001-02', ['billing']],
    ['Nomsa', 'Mthembu', '0731234501', 'ENT2001-07', ['billing']],
  ]);

  // Only the provider's broadcasts are stored: overdue invoices, suspended services, cancellations, outages, the
  // mandate and the card make their alerts from the data itself (actions/account-area/alerts).
  await addAlerts(db, customer, [
    ['info', 'The portal on your phone', 'Pay, follow your usage and log tickets from your phone: the portal now fits any screen.', false, null, at('2026-11-20T07:00:00Z'), undefined, 'promotion'],
    ['info', 'Winter special ended', 'The winter data special has ended.', false, null, '2024-06-01T07:00:00Z', '2025-01-31T00:00:00Z'],
  ]);
  await addAlerts(db, acme, [
    ['info', 'Your branches at a glance', 'Each branch’s balance and services are now on your dashboard.', false, ['View branches', '/dashboard#branches'], at('2026-11-21T07:00:00Z'), undefined, 'promotion'],
  ]);

  await addMessages(db, customer, 'Customer Care', [
    ['Your November invoice is ready', 'Dear Thandi,\n\nYour invoice INV1001-0012 for November 2026 is ready. You can view and download it under Payments & Billing.\n\nKind regards,\nCustomer Care', at('2026-11-01T06:05:00Z'), false],
    ['Planned maintenance in Johannesburg', `Dear Thandi,\n\nWe will upgrade the fibre network in your area on ${maintenance} between 00:00 and 04:00. Your connection may drop briefly during this time.\n\nWe apologise for the inconvenience.`, at('2026-11-20T10:05:00Z'), false],
    ['Your cancellation request FAX-700816', 'Dear Thandi,\n\nWe received your request to cancel Fax to Email (FAX-700816). Our team will confirm the effective date within two working days.', at('2026-11-19T13:00:00Z'), false],
    ['Ticket TCK-10009 closed', 'Dear Thandi,\n\nYour ticket about the router replacement has been resolved and closed. Reply within 7 days to reopen it.', '2026-08-02T16:20:00Z', true],
    ['Your UPS order ORD-1001-0007', 'Dear Thandi,\n\nThank you for your order. Delivery and installation of your UPS will be arranged within five working days.', '2026-10-28T09:10:00Z', true],
    ['Welcome to Mobile Data', 'Dear Thandi,\n\nYour Mobile Data 20 GB SIM (MOB-300412) is active. Keep this message for your records.', '2026-09-16T08:00:00Z', true],
    ['Price adjustment notice', 'Dear Thandi,\n\nFrom 1 March 2026 some product prices change in line with inflation. Your fibre price stays the same.', '2026-01-30T07:00:00Z', true],
    ['Your October invoice is ready', 'Dear Thandi,\n\nYour invoice INV1001-0011 for October 2026 is ready.', '2026-10-01T06:05:00Z', true],
  ]);
  await addMessages(db, acme, 'Enterprise Desk', [
    ['Overdue invoices', 'Dear Sipho,\n\nInvoices INV2001-0005 and INV2001-0006 are unpaid. Please arrange payment to avoid suspension of branch services.', at('2026-11-08T06:10:00Z'), false],
    ['Gqeberha Warehouse suspension', 'Dear Sipho,\n\nThe fibre service at Gqeberha Warehouse (ENT2001-03) was suspended after returned debit orders.', at('2026-10-30T09:05:00Z'), false],
    ['Quarterly service review', 'Dear Sipho,\n\nYour account manager would like to schedule the quarterly service review. Reply to this message with a suitable date.', '2026-10-01T08:00:00Z', true],
    ['Co-location access list updated', 'Dear Sipho,\n\nThe access list for your half rack (COL-230003) now includes Johan Botha.', '2026-07-14T11:30:00Z', true],
  ]);

  await addOrders(db, customer, [
    ['ORD-1001-0008', 'pending', '2026-11-20', [['Business Email: 5 extra mailboxes', 5, 75]]],
    ['ORD-1001-0007', 'processing', '2026-10-28', [['UPS Rental 1 kVA (first month)', 1, 189], ['UPS delivery and installation', 1, 350]]],
    ['ORD-1001-0006', 'completed', '2026-09-14', [['Mobile Data 20 GB (first month)', 1, 249], ['SIM card and delivery', 1, 99]]],
    ['ORD-1001-0005', 'cancelled', '2026-07-02', [['Fibre 500/250 Mbps upgrade', 1, 1299]]],
    ['ORD-1001-0004', 'completed', '2026-04-10', [['Hosted VoIP 5 Extensions (first month)', 1, 325], ['IP desk phone', 5, 5750]]],
    ['ORD-1001-0003', 'completed', '2019-03-14', [['Fibre 100/50 Mbps Uncapped (first month)', 1, 899], ['Fibre router', 1, 1499], ['Installation', 1, 0]]],
  ]);
  await db.insert(accountDocuments).values({ accountId: customer, kind: 'contract', title: 'Service contract CUS1001', documentDate: '2019-03-14' });
  await addInvoiceDocuments(db, customer, ['INV1001-0010', 'INV1001-0011', 'INV1001-0012']);

  await addOrders(db, acme, [
    ['ORD-2001-0012', 'processing', '2026-11-12', [['Business Fibre 200/200 Mbps: Kimberley Stores upgrade', 1, 1899], ['On-site installation', 1, 1500]]],
    ['ORD-2001-0011', 'completed', '2026-06-03', [['Hosted Exchange: 10 extra mailboxes', 10, 490]]],
    ['ORD-2001-0010', 'completed', '2024-10-17', [['Business Fibre 200/200 Mbps: Polokwane Office', 1, 1899], ['Router and installation', 1, 2850]]],
  ]);
  await db.insert(accountDocuments).values({ accountId: acme, kind: 'contract', title: 'Enterprise master agreement ENT2001', documentDate: '2016-07-01' });
  await addInvoiceDocuments(db, acme, ['INV2001-0005', 'INV2001-0006']);

  await addCancellations(db, customer, [
    ['CAN-1001-0004', 'FAX-700816', 'Fax to Email', 'pending', '2026-11-19', null, 'No longer needed'],
    // Withdrawn, so the suspended ADSL line can still be cancelled from its page.
    ['CAN-1001-0003', 'ADSL-400513', 'ADSL 10 Mbps Uncapped', 'withdrawn', '2026-11-05', null, 'Replaced by fibre'],
    ['CAN-1001-0002', 'PWH-901018', 'Personal Web Hosting 5 GB', 'withdrawn', '2026-06-11', null, 'Changed my mind'],
    ['CAN-1001-0001', 'LTE-199001', 'Fixed LTE 30 GB Anytime', 'completed', '2026-02-03', '2026-03-31', 'Moved to fibre'],
  ]);
  await addCancellations(db, acme, [
    ['CAN-2001-0002', 'FTTB-200003', 'Business Fibre 200/200 Mbps', 'pending', '2026-11-10', null, 'Gqeberha Warehouse closing'],
    ['CAN-2001-0001', 'ADSL-2001-07', 'ADSL 20 Mbps Uncapped', 'completed', '2025-08-01', '2025-09-30', 'Replaced by fibre'],
  ]);

  await addCalls(db, customer, 'VOIP-600715', 260, '2026-11-21', 183, 1001);
  await addCalls(db, acme, 'PBX-ENT2001', 220, '2026-11-21', 92, 2001);
}
