import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { callRecords, serviceItems, serviceLogs, services } from '../db/schema';
import { communicationPlan, type ProductRow } from './seed-product-rows';

/** The catalogue of the voice services: hosted VoIP, fax, numbers and voice bundles. */
export const VOICE_PRODUCTS: ProductRow[] = [
  communicationPlan('voip', 'Hosted VoIP 5 Extensions', 325, 'A cloud PBX for your office.', { extensions: 5 }),
  communicationPlan('voip', 'Hosted VoIP 10 Extensions', 599, 'A cloud PBX for a growing office.', { extensions: 10 }),
  communicationPlan('voip', 'Hosted VoIP 20 Extensions', 1099, 'A cloud PBX for several teams.', { extensions: 20 }),
  communicationPlan('faxin', 'Fax to Email', 45, 'Faxes arrive as email.'),
  communicationPlan('faxout', 'Email to Fax', 45, 'Send faxes from your email.'),
  communicationPlan('phone-number', 'Geographic Number 011', 35, 'A Johannesburg number that rings wherever you choose.'),
  communicationPlan('voice-bundle', 'Voice Bundle 250 Minutes', 109, '250 minutes a month to any South African number.', { minutes: 250 }),
  communicationPlan('voice-bundle', 'Voice Bundle 500 Minutes', 199, 'Minutes to any South African number.', { minutes: 500 }),
  communicationPlan('voice-bundle', 'Voice Bundle 1000 Minutes', 369, '1000 minutes a month to any South African number.', { minutes: 1000 }),
];

/** mulberry32: the same demo contents on every fresh database. */
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

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const clock = (seconds: number) => [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((n) => String(n).padStart(2, '0')).join(':');

async function serviceOf(db: Db, serviceTag: string) {
  const [row] = await db.select().from(services).where(eq(services.serviceTag, serviceTag));
  if (!row) throw new Error(`seed: service ${serviceTag} is missing`);
  return row;
}

type Items = [kind: string, key: string, data: Record<string, unknown>][];

async function addItems(db: Db, serviceTag: string, items: Items, now: Date) {
  const service = await serviceOf(db, serviceTag);
  await db.insert(serviceItems).values(items.map(([kind, key, data]) => ({ serviceId: service.id, kind, key, data, createdAt: now, updatedAt: now })));
  return service;
}

const extension = (key: string, name: string, directNumber: string | null, device: string, registered: boolean): Items[number] => [
  'extension',
  key,
  { name, directNumber, device, registered },
];

/** Calls made on a service, billed against its account: `perDay` calls on each weekday of [from, to]. */
async function addCalls(db: Db, accountId: number, serviceTag: string, from: number, to: number, perDay: [number, number], maxSeconds: number, seed: number, free = false) {
  const random = seededRandom(seed);
  const places: [string, string, number][] = [
    ['Johannesburg', '011', 0.45],
    ['Pretoria', '012', 0.45],
    ['Cape Town', '021', 0.65],
    ['Vodacom mobile', '082', 1.1],
    ['MTN mobile', '083', 1.1],
  ];
  const rows: (typeof callRecords.$inferInsert)[] = [];
  for (let at = from; at <= to; at += DAY_MS) {
    const weekday = new Date(at).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const count = perDay[0] + Math.floor(random() * (perDay[1] - perDay[0] + 1));
    for (let i = 0; i < count; i++) {
      const [destination, prefix, perMinute] = places[Math.floor(random() * places.length)];
      const durationSeconds = 20 + Math.floor(random() ** 2 * maxSeconds);
      const cost = free ? 0 : Math.round((durationSeconds * perMinute * 100) / 60) / 100;
      rows.push({
        accountId,
        serviceTag,
        callDate: day(at),
        callTime: clock(8 * 3600 + Math.floor(random() * 9 * 3600)),
        number: prefix + String(Math.floor(random() * 1e7)).padStart(7, '0'),
        destination,
        durationSeconds,
        cost: cost.toFixed(2),
      });
    }
  }
  if (rows.length) await db.insert(callRecords).values(rows);
}

/** Faxes of a fax service, newest `count` over the last weeks: most delivered, a few failed, the newest sending (out). */
async function addFaxes(db: Db, serviceId: number, direction: 'in' | 'out', today: number, count: number, seed: number, senders: string[] = []) {
  const random = seededRandom(seed);
  const numbers = ['0114830000', '0123421100', '0214187700', '0317010200', '0118831234'];
  const reasons = ['No answer', 'Line busy', 'Not a fax machine'];
  const rows = Array.from({ length: count }, (_, i) => {
    const occurredAt = new Date(today - Math.floor(i * 2.3 * DAY_MS) - (3 + Math.floor(random() * 8)) * 3_600_000);
    const failed = i % 4 === 2;
    const sending = direction === 'out' && i === 0;
    return {
      serviceId,
      kind: 'fax',
      occurredAt,
      data: {
        number: numbers[Math.floor(random() * numbers.length)],
        pages: 1 + Math.floor(random() * 6),
        status: sending ? 'sending' : failed ? 'failed' : 'delivered',
        reason: failed && !sending ? reasons[i % reasons.length] : null,
        sender: direction === 'out' ? senders[i % senders.length] : null,
      },
    };
  });
  await db.insert(serviceLogs).values(rows);
}

/** Calls to a number, this month and last: who called, how long, answered or not. */
async function addIncomingCalls(db: Db, serviceId: number, from: number, to: number, seed: number) {
  const random = seededRandom(seed);
  const rows: (typeof serviceLogs.$inferInsert)[] = [];
  for (let at = from; at <= to; at += DAY_MS) {
    const weekday = new Date(at).getUTCDay();
    const count = weekday === 0 || weekday === 6 ? Math.floor(random() * 2) : 2 + Math.floor(random() * 5);
    for (let i = 0; i < count; i++) {
      const answered = random() > 0.12;
      rows.push({
        serviceId,
        kind: 'call',
        occurredAt: new Date(at + (7 * 3600 + Math.floor(random() * 11 * 3600)) * 1000),
        data: { from: `0${['11', '12', '82', '83', '72'][Math.floor(random() * 5)]}${String(Math.floor(random() * 1e7)).padStart(7, '0')}`, durationSeconds: answered ? 15 + Math.floor(random() * 600) : 0, answered },
      });
    }
  }
  if (rows.length) await db.insert(serviceLogs).values(rows);
}

/** Extensions, forwarding, voicemail, fax addresses and logs, numbers and minutes of every seeded voice service. */
export async function seedVoice(db: Db, today: Date) {
  const now = today;
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const lastMonthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1);
  const yesterday = todayMs - DAY_MS;

  // Thandi's office PBX: four of five extensions, forwarding on busy and no answer to her cell, voicemail by email.
  await addItems(
    db,
    'VOIP-600715',
    [
      ['number', 'main', { number: '0105001200' }],
      extension('101', 'Thandi Mokoena', '0105001201', 'Desk phone', true),
      extension('102', 'Sizwe Mokoena', '0105001202', 'Softphone (mobile app)', true),
      extension('103', 'Ayanda Mokoena', null, 'Desk phone', false),
      extension('105', 'Studio', null, 'Cordless phone', true),
      ['forwarding', 'always', { enabled: false, number: null }],
      ['forwarding', 'busy', { enabled: true, number: '0821234567' }],
      ['forwarding', 'noAnswer', { enabled: true, number: '0821234567', afterSeconds: 20 }],
      ['voicemail', 'email', { enabled: true, email: 'thandi@mokoena-design.co.za' }],
    ],
    now,
  );

  // Acme's Pretoria head office: every extension of the plan in use, no forwarding.
  const acmeVoip = await addItems(
    db,
    'VOIP-271107',
    [
      ['number', 'main', { number: '0125550100' }],
      extension('200', 'Reception', '0125550100', 'Desk phone', true),
      extension('201', 'Operations', '0125550101', 'Desk phone', true),
      extension('202', 'Dispatch', '0125550102', 'Cordless phone', true),
      extension('203', 'Finance', '0125550103', 'Softphone (computer)', false),
      extension('204', 'Boardroom', null, 'Desk phone', true),
      ['forwarding', 'always', { enabled: false, number: null }],
      ['forwarding', 'busy', { enabled: false, number: null }],
      ['forwarding', 'noAnswer', { enabled: false, number: null, afterSeconds: 20 }],
      ['voicemail', 'email', { enabled: true, email: 'reception@acme-logistics.co.za' }],
    ],
    now,
  );
  await addCalls(db, acmeVoip.accountId, 'VOIP-271107', Math.max(lastMonthStart, todayMs - 20 * DAY_MS), yesterday, [3, 8], 900, 7107);

  // Thandi's fax to email (being cancelled) and Acme's depot fax.
  const faxIn = await addItems(
    db,
    'FAX-700816',
    [
      ['number', 'main', { number: '0115550816' }],
      ['fax-address', 'thandi@mokoena-design.co.za', {}],
      ['fax-address', 'accounts@mokoena-design.co.za', {}],
    ],
    now,
  );
  await addFaxes(db, faxIn.id, 'in', todayMs, 9, 816);
  const depotFax = await addItems(
    db,
    'FAX-271001',
    [
      ['number', 'main', { number: '0215550101' }],
      ['fax-address', 'depot@acme-logistics.co.za', {}],
      ['fax-address', 'orders@acme-logistics.co.za', {}],
      ['fax-address', 'sipho@acme-logistics.co.za', {}],
    ],
    now,
  );
  await addFaxes(db, depotFax.id, 'in', todayMs, 12, 271001);

  // Thandi's email to fax: two addresses may send.
  const faxOut = await addItems(
    db,
    'FAXO-700917',
    [
      ['number', 'main', { number: '0115550917' }],
      ['fax-address', 'thandi@mokoena-design.co.za', {}],
      ['fax-address', 'studio@mokoena-design.co.za', {}],
    ],
    now,
  );
  await addFaxes(db, faxOut.id, 'out', todayMs, 8, 917, ['thandi@mokoena-design.co.za', 'studio@mokoena-design.co.za']);

  // A Johannesburg number ringing Thandi's cell in business hours and Sizwe's after hours.
  const number = await addItems(
    db,
    'NUM-701422',
    [
      ['number', 'main', { number: '0115551422' }],
      ['routing', 'number', { destination: '0821234567', outOfHours: { opens: '08:00', closes: '17:00', destination: '0721234501' } }],
    ],
    now,
  );
  await addIncomingCalls(db, number.id, lastMonthStart, todayMs - 1, 1422);

  // The voice bundle: calls this month (free within the bundle) and last month.
  const bundle = await serviceOf(db, 'VCB-701523');
  await addCalls(db, bundle.accountId, 'VCB-701523', lastMonthStart, monthStart - DAY_MS, [3, 5], 480, 1523, true);
  await addCalls(db, bundle.accountId, 'VCB-701523', monthStart, todayMs, [3, 5], 480, 1524, true);
}
