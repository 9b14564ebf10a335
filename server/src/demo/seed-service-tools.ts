import { CONNECTIVITY_TYPES } from '@portal/contract/catalogue';
import { eq, inArray } from 'drizzle-orm';
import {
  DAY_MS,
  dayStart,
  FIREWALL_TYPES,
  HOUR_MS,
  IRIS_TYPES,
  TOOL_LOG_KINDS,
  VOICE_TYPES,
  type DayData,
  type HourlyValues,
  type IncidentData,
  type TarMonthData,
} from '../actions/cloud/tools/tool-series';
import type { Db } from '../db/connect';
import { products, serviceLogs, services } from '../db/schema';

/** Days of hourly readings kept for the dashboards, up to and including today (the 30-day range needs 30). */
const HISTORY_DAYS = 31;
/** Complete months of TAR figures before the current one. */
const TAR_MONTHS = 6;

/** mulberry32, as in seed-services.ts: the same service gets the same readings for the same day. */
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
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** How busy an hour of the day is, 0..1: quiet at night, a working-day plateau and an evening peak. */
const HOME_PROFILE = [0.08, 0.05, 0.04, 0.04, 0.05, 0.08, 0.18, 0.3, 0.38, 0.4, 0.42, 0.44, 0.46, 0.45, 0.44, 0.46, 0.5, 0.6, 0.75, 0.9, 1, 0.95, 0.7, 0.35];
const OFFICE_PROFILE = [0.03, 0.02, 0.02, 0.02, 0.03, 0.05, 0.15, 0.45, 0.85, 1, 0.95, 0.9, 0.75, 0.9, 0.95, 0.9, 0.7, 0.4, 0.18, 0.1, 0.08, 0.06, 0.05, 0.04];

/** Typical round-trip time to the provider's core by access type, in ms. */
const BASE_LATENCY: Record<string, number> = {
  ftth: 4,
  fttb: 3,
  'wholesale-fibre': 5,
  data: 6,
  adsl: 22,
  telco: 48,
  lte: 32,
  'carrier-lte': 30,
  'fixed-lte': 28,
  mobiledata: 45,
  shareddata: 45,
  '3g-service': 95,
  wifi: 18,
  dialup: 140,
  satellite: 610,
  'carrier-5g': 14,
  'carrier-wireless': 12,
};
const FIBRE = new Set(['ftth', 'fttb', 'wholesale-fibre', 'data']);

interface Plan {
  down: number;
  up: number;
}

/** The hours of one day that have happened by `now`: all 24 before today, the complete ones today. */
const hoursDone = (day: number, now: number) => Math.max(0, Math.min(24, Math.floor((now - day) / HOUR_MS)));

function fillHours(day: number, now: number, value: (hour: number) => number): HourlyValues {
  const done = hoursDone(day, now);
  return Array.from({ length: 24 }, (_, hour) => (hour < done ? value(hour) : null));
}

function networkDay(random: () => number, type: string, plan: Plan, day: number, now: number): DayData {
  const weekend = [0, 6].includes(new Date(day).getUTCDay());
  const base = BASE_LATENCY[type] ?? 20;
  const wireless = !FIBRE.has(type);
  // Now and then a rough evening: congestion on the access network.
  const rough = random() < 0.12;
  const load = (hour: number) => (weekend ? HOME_PROFILE[hour] : Math.max(HOME_PROFILE[hour], OFFICE_PROFILE[hour] * 0.8));
  const latencyMs = fillHours(day, now, (hour) => round(base * (1 + load(hour) * (rough ? 0.9 : 0.35)) + random() * base * 0.25 + (wireless ? random() * 4 : 0.3), 1));
  const lossPct = fillHours(day, now, (hour) => round(Math.max(0, (wireless ? 0.12 : 0.01) + load(hour) * (rough ? 0.8 : 0.08) * random() + (random() < 0.02 ? random() * 2 : 0)), 2));
  const downMbps = fillHours(day, now, (hour) => round(plan.down * load(hour) * (0.25 + random() * 0.45), 1));
  const upMbps = fillHours(day, now, (hour) => round(plan.up * load(hour) * (0.1 + random() * 0.3), 1));
  return { latencyMs, lossPct, downMbps, upMbps };
}

function firewallDay(random: () => number, business: boolean, day: number, now: number): DayData {
  const weekend = [0, 6].includes(new Date(day).getUTCDay());
  const peak = business ? 2600 : 520;
  // A scan or a burst of phishing mail some days.
  const burstHour = random() < 0.25 ? Math.floor(random() * 24) : -1;
  const sessions: HourlyValues = [];
  const threatsBlocked: HourlyValues = [];
  const done = hoursDone(day, now);
  for (let hour = 0; hour < 24; hour++) {
    const opened = Math.round(peak * (weekend ? OFFICE_PROFILE[hour] * 0.2 + 0.03 : OFFICE_PROFILE[hour]) * (0.8 + random() * 0.4));
    const blocked = Math.round(opened * 0.003 * (0.5 + random()) + random() * 3 + (hour === burstHour ? 40 + random() * 120 : 0));
    sessions.push(hour < done ? opened : null);
    threatsBlocked.push(hour < done ? blocked : null);
  }
  return { sessions, threatsBlocked };
}

function voiceDay(random: () => number, extensions: number, day: number, now: number): DayData {
  const weekend = [0, 6].includes(new Date(day).getUTCDay());
  const calls: HourlyValues = [];
  const minutes: HourlyValues = [];
  const mos: HourlyValues = [];
  const done = hoursDone(day, now);
  // A day of poorer quality now and then (a congested uplink at the office).
  const poor = random() < 0.1;
  for (let hour = 0; hour < 24; hour++) {
    const made = Math.round(extensions * 2.2 * OFFICE_PROFILE[hour] * (weekend ? 0.1 : 1) * (0.6 + random() * 0.8));
    const talked = made === 0 ? 0 : Math.round(made * (2 + random() * 3.5));
    calls.push(hour < done ? made : null);
    minutes.push(hour < done ? talked : null);
    mos.push(hour < done && made > 0 ? round((poor ? 3.5 : 4.15) + random() * 0.3, 2) : null);
  }
  return { calls, minutes, mos };
}

const INCIDENTS: Record<string, string[]> = {
  web: ['HTTP check failed: the web server did not answer', 'TLS certificate check timed out', 'Database connections exhausted; PHP workers restarted'],
  rack: ['Host unreachable: top-of-rack switch restarted', 'Power feed A lost; running on feed B', 'Ping loss above 20% on the cross-connect'],
  vdc: ['Hypervisor host failover: virtual machines restarted', 'Storage latency above 200 ms', 'Management network unreachable'],
};

/** One to three incidents in the last 30 days, with the hourly availability they leave. */
function irisHistory(random: () => number, type: string, days: number[], now: number) {
  const family = type === 'co-location' ? 'rack' : type === 'vdc' ? 'vdc' : 'web';
  const incidents: { at: number; data: IncidentData }[] = [];
  const count = 1 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) {
    // Never in the current hour: the incident is over and counted.
    const at = days[0] + Math.floor(random() * ((now - HOUR_MS - days[0]) / HOUR_MS)) * HOUR_MS + Math.floor(random() * 50) * 60_000;
    incidents.push({ at, data: { minutes: 4 + Math.floor(random() * 70), summary: INCIDENTS[family][Math.floor(random() * INCIDENTS[family].length)] } });
  }
  const downMinutes = new Map<number, number>();
  for (const { at, data } of incidents) {
    let left = data.minutes;
    let t = at;
    while (left > 0) {
      const hour = Math.floor(t / HOUR_MS) * HOUR_MS;
      const inHour = Math.min(left, 60 - (t - hour) / 60_000);
      downMinutes.set(hour, (downMinutes.get(hour) ?? 0) + inHour);
      left -= inHour;
      t = hour + HOUR_MS;
    }
  }
  const rows = days.map((day) => ({
    day,
    data: { availabilityPct: fillHours(day, now, (hour) => round(100 - (Math.min(60, downMinutes.get(day + hour * HOUR_MS) ?? 0) / 60) * 100, 2)) } as DayData,
  }));
  return { rows, incidents };
}

function tarMonth(random: () => number, type: string, plan: Plan, monthStart: Date): TarMonthData {
  const daysInMonth = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0)).getUTCDate();
  const availabilityPct = round(99.4 + random() * 0.6, 3);
  // Average use of the line over the month, in Mbps, turned into gigabytes.
  const meanDown = plan.down * (0.08 + random() * 0.1);
  return {
    downloadGb: round((meanDown * 3600 * 24 * daysInMonth) / 8 / 1000, 1),
    uploadGb: round((plan.up * (0.03 + random() * 0.05) * 3600 * 24 * daysInMonth) / 8 / 1000, 1),
    peakDownMbps: round(plan.down * (0.75 + random() * 0.2), 1),
    availabilityPct,
    outageMinutes: Math.round(((100 - availabilityPct) / 100) * daysInMonth * 24 * 60),
    avgLatencyMs: round((BASE_LATENCY[type] ?? 20) * (1.15 + random() * 0.3), 1),
  };
}

/** Speeds by type for plans that have none in the catalogue (mobile data and the like). */
const planOf = (type: string, down: number | null, up: number | null): Plan => ({
  down: down ?? (type === 'dialup' ? 0.056 : type === '3g-service' ? 7 : 20),
  up: up ?? (type === 'dialup' ? 0.033 : type === '3g-service' ? 2 : 10),
});

/** Extensions a VoIP plan includes ('Hosted VoIP 5 Extensions'), or 5. */
const extensionsOf = (product: string) => Number(/(\d+)\s+Extensions?/i.exec(product)?.[1] ?? 5);

/**
 * The metric series the service tools show (line quality, firewall, monitoring, voice) and the monthly TAR figures,
 * relative to the demo day, for every seeded service of the types the tools read. A suspended service stopped 17 days
 * ago (as its usage does); a pending one has none.
 */
export async function seedServiceTools(db: Db, today: Date) {
  const now = today.getTime();
  const todayStart = dayStart(now);
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) => todayStart - (HISTORY_DAYS - 1 - i) * DAY_MS);
  const types = [...CONNECTIVITY_TYPES, ...FIREWALL_TYPES, ...IRIS_TYPES, ...VOICE_TYPES] as string[];
  const rows = await db
    .select({ id: services.id, type: services.type, tag: services.serviceTag, product: services.product, status: services.status, down: products.speedDownMbps, up: products.speedUpMbps })
    .from(services)
    .leftJoin(products, eq(products.id, services.productId))
    .where(inArray(services.type, types));

  const logs: (typeof serviceLogs.$inferInsert)[] = [];
  const perDay = (serviceId: number, kind: string, day: number, data: DayData) => logs.push({ serviceId, kind, occurredAt: new Date(day), data });
  for (const service of rows) {
    if (service.status === 'Pending') continue;
    const random = seededRandom(hashOf(`tools:${service.tag}`));
    const lastDay = service.status === 'Suspended' ? todayStart - 17 * DAY_MS : todayStart;
    const liveDays = days.filter((d) => d <= lastDay);
    // A suspended service's last day is a whole one: it stopped at its end.
    const until = (day: number) => (day === todayStart ? now : day + DAY_MS);
    if ((CONNECTIVITY_TYPES as readonly string[]).includes(service.type)) {
      const plan = planOf(service.type, service.down, service.up);
      for (const day of liveDays) perDay(service.id, TOOL_LOG_KINDS.network, day, networkDay(random, service.type, plan, day, until(day)));
      const thisMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
      for (let back = TAR_MONTHS; back >= 1; back--) {
        const month = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - back, 1));
        logs.push({ serviceId: service.id, kind: TOOL_LOG_KINDS.tar, occurredAt: month, data: { ...tarMonth(random, service.type, plan, month) } });
      }
    } else if ((FIREWALL_TYPES as readonly string[]).includes(service.type)) {
      const business = /business|enterprise/i.test(service.product);
      for (const day of liveDays) perDay(service.id, TOOL_LOG_KINDS.firewall, day, firewallDay(random, business, day, until(day)));
    } else if ((IRIS_TYPES as readonly string[]).includes(service.type)) {
      const history = irisHistory(random, service.type, liveDays, Math.min(now, until(liveDays.at(-1) ?? todayStart)));
      for (const { day, data } of history.rows) perDay(service.id, TOOL_LOG_KINDS.iris, day, data);
      for (const { at, data } of history.incidents) logs.push({ serviceId: service.id, kind: TOOL_LOG_KINDS.irisIncident, occurredAt: new Date(at), data: { ...data } });
    } else if ((VOICE_TYPES as readonly string[]).includes(service.type)) {
      const extensions = extensionsOf(service.product);
      for (const day of liveDays) perDay(service.id, TOOL_LOG_KINDS.voice, day, voiceDay(random, extensions, day, until(day)));
    }
  }
  for (let i = 0; i < logs.length; i += 200) await db.insert(serviceLogs).values(logs.slice(i, i + 200));
}
