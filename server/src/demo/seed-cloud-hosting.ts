import type { Db } from '../db/connect';
import { serviceItems, serviceLogs, services } from '../db/schema';
import { categoryPlan, type ProductRow } from './seed-product-rows';

const GB = 1024;
const DAY_MS = 86_400_000;

/** The catalogue of web hosting and co-location. */
export const HOSTING_PRODUCTS: ProductRow[] = [
  categoryPlan('cloud', 'web-hosting', 'Web Hosting Business 20 GB', 199, 'Hosting for a business website.', { domains: 5, diskMb: 20 * GB, bandwidthMb: 200 * GB }),
  categoryPlan('cloud', 'personal-web-hosting', 'Personal Web Hosting 5 GB', 59, 'Hosting for a personal website.', { domains: 1, diskMb: 5 * GB, bandwidthMb: 50 * GB }),
  categoryPlan('cloud', 'co-location', 'Co-location Half Rack', 3800, 'Half a rack in our data centre.', { units: 21, powerAmps: 8 }),
  categoryPlan('cloud', 'co-location', 'Co-location 2U', 899, 'Two rack units in our data centre, with 1 A of power.', { units: 2, powerAmps: 1 }),
  // Web hosting's restore add-on is in seed-billing.ts; personal web hosting restores the same way.
  {
    name: 'Website Restore from Backup',
    category: 'cloud',
    serviceType: 'personal-web-hosting',
    kind: 'add-on',
    price: '150.00',
    description: 'Your website put back as it was on a day you choose.',
  },
];

/** A repeatable sequence in [0, 1) per seed (so every demo database is the same). */
function seededRandom(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}
const seedOf = (tag: string) => [...tag].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);

interface WebSeed {
  /** [domain, days until its certificate expires]: the first is the plan's main domain. */
  domains: [string, number][];
  ftp: { username: string; passwordChangedDaysAgo: number };
  /** Disk in use 30 days ago and today (MB); bandwidth on a weekday (MB). */
  diskFromMb: number;
  diskToMb: number;
  weekdayBandwidthMb: number;
}

const WEB: Record<string, WebSeed> = {
  'WEB-800917': {
    domains: [
      ['mokoena-design.co.za', 62],
      ['mokoena.shop', 12],
      ['mokoenadesign.com', 201],
    ],
    ftp: { username: 'mokoenadesign', passwordChangedDaysAgo: 140 },
    diskFromMb: 11_650,
    diskToMb: 12_880,
    weekdayBandwidthMb: 4_300,
  },
  'PWH-901018': {
    domains: [['thandimokoena.co.za', 48]],
    ftp: { username: 'thandim', passwordChangedDaysAgo: 35 },
    diskFromMb: 1_720,
    diskToMb: 1_845,
    weekdayBandwidthMb: 310,
  },
  'WEB-230004': {
    domains: [
      ['acme-logistics.co.za', 75],
      ['track.acme-logistics.co.za', 75],
      ['acmelogistics.africa', 21],
    ],
    ftp: { username: 'acmeweb', passwordChangedDaysAgo: 60 },
    diskFromMb: 15_200,
    diskToMb: 16_940,
    weekdayBandwidthMb: 5_900,
  },
};

interface ColocationSeed {
  rack: { dataCentre: string; hall: string; rack: string; units: string; unitCount: number };
  /** Typical daily average draw (A). */
  averageAmps: number;
  visitors: [name: string, idOrCompany: string, cellNumber: string][];
}

const COLOCATION: Record<string, ColocationSeed> = {
  'COL-800918': {
    rack: { dataCentre: 'Johannesburg DC1, Isando', hall: 'Hall 2', rack: 'R14', units: 'U21–U22', unitCount: 2 },
    averageAmps: 0.62,
    visitors: [
      ['Thandi Mokoena', 'Mokoena Design', '0821234567'],
      ['Sizwe Mokoena', 'Mokoena Design', '0827654321'],
    ],
  },
  'COL-230003': {
    rack: { dataCentre: 'Johannesburg DC1, Isando', hall: 'Hall 3', rack: 'C07', units: 'U1–U21', unitCount: 21 },
    averageAmps: 5.3,
    visitors: [
      ['Sipho Dlamini', 'Acme Logistics', '0831234567'],
      ['Johan Botha', 'Acme Logistics', '0845551234'],
      ['Naledi Khumalo', 'NetOps Contractors (Pty) Ltd', '0729876543'],
    ],
  },
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round = (n: number, places = 0) => Math.round(n * 10 ** places) / 10 ** places;

/** Domains, disk and bandwidth, SSL, FTP users, backups, racks, power and access lists of every seeded service. */
export async function seedHosting(db: Db, today: Date) {
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const all = await db.select().from(services);
  const items: (typeof serviceItems.$inferInsert)[] = [];
  const logs: (typeof serviceLogs.$inferInsert)[] = [];
  const item = (serviceId: number, kind: string, key: string, data: Record<string, unknown>) => items.push({ serviceId, kind, key, data, createdAt: today, updatedAt: today });

  for (const service of all) {
    const tag = service.serviceTag;
    const random = seededRandom(seedOf(tag));
    if (service.type === 'web-hosting' || service.type === 'personal-web-hosting') {
      const name = tag.toLowerCase().replace(/[^a-z0-9]/g, '');
      const seed: WebSeed = WEB[tag] ?? {
        domains: [[`${name}.example.co.za`, 60]],
        ftp: { username: name, passwordChangedDaysAgo: 90 },
        diskFromMb: 800,
        diskToMb: 900,
        weekdayBandwidthMb: 150,
      };
      seed.domains.forEach(([domain, daysLeft], i) =>
        item(service.id, 'domain', domain, { primary: i === 0, ssl: { issuer: "Let's Encrypt R11", expiresOn: isoDay(todayMs + daysLeft * DAY_MS) } }),
      );
      item(service.id, 'ftp-user', seed.ftp.username, {
        host: 'sftp.web.example-isp.co.za',
        protocol: 'SFTP',
        port: 22,
        passwordChangedOn: isoDay(todayMs - seed.ftp.passwordChangedDaysAgo * DAY_MS),
      });
      // The last 30 whole days: disk at the end of each day, bandwidth used that day.
      for (let i = 30; i >= 1; i--) {
        const day = todayMs - i * DAY_MS;
        const weekday = new Date(day).getUTCDay();
        const share = (30 - i) / 29;
        const diskMb = Math.round(seed.diskFromMb + (seed.diskToMb - seed.diskFromMb) * share + (random() - 0.5) * 40);
        const quiet = weekday === 0 || weekday === 6 ? 0.45 : 1;
        const bandwidthMb = Math.round(seed.weekdayBandwidthMb * quiet * (0.75 + random() * 0.5));
        logs.push({ serviceId: service.id, kind: 'hosting-usage', occurredAt: new Date(day + DAY_MS - 60_000), data: { diskMb, bandwidthMb } });
      }
      // A backup every night at 02:00, the last 14.
      for (let i = 13; i >= 0; i--) {
        const at = todayMs - i * DAY_MS + 2 * 3_600_000;
        const share = (13 - i) / 13;
        const sizeMb = Math.round((seed.diskFromMb + (seed.diskToMb - seed.diskFromMb) * (0.5 + share / 2)) * 0.82 + random() * 30);
        logs.push({ serviceId: service.id, kind: 'backup', occurredAt: new Date(at), data: { sizeMb } });
      }
    } else if (service.type === 'co-location') {
      const limits = HOSTING_PRODUCTS.find((p) => p.name === service.product)?.limits;
      const seed: ColocationSeed = COLOCATION[tag] ?? {
        rack: { dataCentre: 'Johannesburg DC1, Isando', hall: 'Hall 1', rack: 'A01', units: 'U1–U2', unitCount: limits?.units ?? 2 },
        averageAmps: (limits?.powerAmps ?? 1) * 0.6,
        visitors: [],
      };
      item(service.id, 'rack', 'rack', seed.rack);
      for (const [name, idOrCompany, cellNumber] of seed.visitors) item(service.id, 'visitor', cellNumber, { name, idOrCompany });
      for (let i = 30; i >= 1; i--) {
        const day = todayMs - i * DAY_MS;
        const averageAmps = round(seed.averageAmps * (0.9 + random() * 0.2), 2);
        // One busy day (a batch job) shows a peak close to the allowance.
        const peakAmps = round(i === 9 ? seed.averageAmps * 1.45 : averageAmps * (1.12 + random() * 0.12), 2);
        logs.push({ serviceId: service.id, kind: 'power', occurredAt: new Date(day + DAY_MS - 60_000), data: { averageAmps, peakAmps } });
      }
    }
  }
  if (items.length) await db.insert(serviceItems).values(items);
  if (logs.length) await db.insert(serviceLogs).values(logs);
}
