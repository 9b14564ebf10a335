import {
  DASHBOARD_AREA_BUDGET_GZIP,
  REMOTE_ENTRY_BUDGET_GZIP,
  DASHBOARD_JS_BUDGET_GZIP,
  DASHBOARD_JS_REQUESTS_BUDGET,
  LOGIN_JS_BUDGET_BROTLI,
  LOGIN_JS_BUDGET_GZIP,
} from '../support/measure-page';
import { BARE_ROUTE, type LoadFigures } from './api-load';
import { DASHBOARD_LOOK_MS, type AreaTimes } from './area-timing';
import type { LighthouseFigures } from './lighthouse';
import type { PageWeight } from './page-weight';
import { kb, ms, seconds, times } from './table';

export interface BudgetCheck {
  budget: string;
  measured: string;
  within: boolean;
}

export const LOGIN_LIGHTHOUSE = { minScore: 99, maxLcpMs: 1200, maxTbtMs: 100, maxCls: 0 };
export const DASHBOARD_LIGHTHOUSE = { minScore: 90, maxLcpMs: 2000, maxTbtMs: 200, maxCls: 0.05 };
export const AREA_FIRST_VISIT_MAX_MS = 120;
export const AREA_SWITCH_P95_MAX_MS = 50;
/** Interaction to Next Paint of each interaction the bench times, with the CPU slowed 4×. */
export const INP_MAX_MS = 200;
export const API_LOADED_ACTIONS = ['auth.ValidateSession', 'account.GetAccount', 'billing.GetInvoices'];
export type ApiDatabase = 'embedded' | 'postgres';
/**
 * The least share of the bare Fastify route's requests per second (measured in the same run, at the same connections)
 * that an action answers, per database. What separates an action from the bare route is the portal's own work per
 * request: headers, logging, compression, rate limits, the schema's parse, the session, the query.
 */
export const API_MIN_SHARE_OF_BARE: Record<string, Record<ApiDatabase, number>> = {
  'auth.ValidateSession': { embedded: 0.6, postgres: 0.6 },
  'account.GetAccount': { embedded: 0.25, postgres: 0.35 },
};
/** At this many connections, each action's p99 latency is at most this many times the bare route's. */
export const API_P99_MAX_TIMES_BARE = { connections: 8, times: 3 };

/** `92 (benchmarkIndex 1,480)`: a score means little without the speed Lighthouse found the machine at. */
const scoreWithIndex = (lighthouse: LighthouseFigures) => `${lighthouse.score} (benchmarkIndex ${lighthouse.benchmarkIndexes.map((i) => Math.round(i)).join(', ')})`;

export function pageBudgets(login: { weight: PageWeight; lighthouse: LighthouseFigures }, dashboard: { weight: PageWeight; lighthouse: LighthouseFigures }): BudgetCheck[] {
  const lh = login.lighthouse;
  const dash = dashboard.lighthouse;
  const [largestArea, largestAreaBytes] = [...dashboard.weight.gzipByArea].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  const entries = dashboard.weight.urls.filter((u) => u.endsWith('/remoteEntry.js')).map((u) => [new URL(u).pathname.split('/')[2], dashboard.weight.gzipByUrl[u]] as const);
  const [largestEntry, largestEntryBytes] = [...entries].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  return [
    { budget: `/login JS ≤ ${kb(LOGIN_JS_BUDGET_BROTLI)} brotli`, measured: kb(login.weight.brotliBytes), within: login.weight.brotliBytes <= LOGIN_JS_BUDGET_BROTLI },
    { budget: `/login JS ≤ ${kb(LOGIN_JS_BUDGET_GZIP)} gzip`, measured: kb(login.weight.gzipBytes), within: login.weight.gzipBytes <= LOGIN_JS_BUDGET_GZIP },
    { budget: `/login Lighthouse mobile ≥ ${LOGIN_LIGHTHOUSE.minScore}`, measured: scoreWithIndex(lh), within: lh.score >= LOGIN_LIGHTHOUSE.minScore },
    { budget: `/login LCP ≤ ${seconds(LOGIN_LIGHTHOUSE.maxLcpMs)}`, measured: seconds(lh.lcpMs), within: lh.lcpMs <= LOGIN_LIGHTHOUSE.maxLcpMs },
    { budget: `/login TBT ≤ ${ms(LOGIN_LIGHTHOUSE.maxTbtMs)}`, measured: ms(lh.tbtMs), within: lh.tbtMs <= LOGIN_LIGHTHOUSE.maxTbtMs },
    { budget: `/login CLS ${LOGIN_LIGHTHOUSE.maxCls}`, measured: lh.cls.toFixed(3), within: lh.cls <= LOGIN_LIGHTHOUSE.maxCls },
    { budget: `/dashboard JS cold ≤ ${kb(DASHBOARD_JS_BUDGET_GZIP)} gzip`, measured: kb(dashboard.weight.gzipBytes), within: dashboard.weight.gzipBytes <= DASHBOARD_JS_BUDGET_GZIP },
    { budget: `/dashboard ≤ ${DASHBOARD_JS_REQUESTS_BUDGET} JS requests`, measured: String(dashboard.weight.files), within: dashboard.weight.files <= DASHBOARD_JS_REQUESTS_BUDGET },
    {
      budget: `each remoteEntry.js ≤ ${kb(REMOTE_ENTRY_BUDGET_GZIP)} gzip`,
      measured: `largest ${largestEntry} ${kb(largestEntryBytes)}`,
      within: largestEntryBytes <= REMOTE_ENTRY_BUDGET_GZIP,
    },
    {
      budget: `/dashboard each area ≤ ${kb(DASHBOARD_AREA_BUDGET_GZIP)} gzip`,
      measured: `largest ${largestArea} ${kb(largestAreaBytes)}`,
      within: largestAreaBytes <= DASHBOARD_AREA_BUDGET_GZIP,
    },
    { budget: `/dashboard Lighthouse mobile ≥ ${DASHBOARD_LIGHTHOUSE.minScore}`, measured: scoreWithIndex(dash), within: dash.score >= DASHBOARD_LIGHTHOUSE.minScore },
    { budget: `/dashboard LCP ≤ ${seconds(DASHBOARD_LIGHTHOUSE.maxLcpMs)}`, measured: seconds(dash.lcpMs), within: dash.lcpMs <= DASHBOARD_LIGHTHOUSE.maxLcpMs },
    { budget: `/dashboard TBT ≤ ${ms(DASHBOARD_LIGHTHOUSE.maxTbtMs)}`, measured: ms(dash.tbtMs), within: dash.tbtMs <= DASHBOARD_LIGHTHOUSE.maxTbtMs },
    { budget: `/dashboard CLS ≤ ${DASHBOARD_LIGHTHOUSE.maxCls}`, measured: dash.cls.toFixed(3), within: dash.cls <= DASHBOARD_LIGHTHOUSE.maxCls },
  ];
}

export function areaBudgets(areas: AreaTimes): BudgetCheck[] {
  const [slowest, slowestMs] = [...areas.firstVisitMs].sort((a, b) => b[1] - a[1])[0];
  return [
    { budget: `first visit to each area ≤ ${ms(AREA_FIRST_VISIT_MAX_MS)} (after ${seconds(DASHBOARD_LOOK_MS)} on the dashboard)`, measured: `slowest ${slowest} ${ms(slowestMs)}`, within: slowestMs <= AREA_FIRST_VISIT_MAX_MS },
    { budget: `area to area p95 ≤ ${ms(AREA_SWITCH_P95_MAX_MS)}`, measured: ms(areas.switchP95Ms), within: areas.switchP95Ms <= AREA_SWITCH_P95_MAX_MS },
  ];
}

/** The API judged by its ratios to the bare route in the same run: no figure is scaled. */
export function apiBudgets(load: LoadFigures[], database: ApiDatabase): BudgetCheck[] {
  const where = database === 'embedded' ? 'embedded database' : 'PostgreSQL';
  const checks: BudgetCheck[] = [];
  for (const f of load.filter((x) => API_LOADED_ACTIONS.includes(x.action))) {
    const at = `${where}: ${f.action} at ${f.connections} connections`;
    const share = API_MIN_SHARE_OF_BARE[f.action]?.[database];
    const measured = `${times(f.vsBaseline.reqPerSec)} (${Math.round(f.reqPerSec).toLocaleString('en-US')}/s)`;
    if (share !== undefined) checks.push({ budget: `${at} ≥ ${times(share)} the ${BARE_ROUTE}'s req/s`, measured, within: f.vsBaseline.reqPerSec >= share });
    if (f.connections === API_P99_MAX_TIMES_BARE.connections) {
      const limit = API_P99_MAX_TIMES_BARE.times;
      checks.push({ budget: `${at} p99 ≤ ${times(limit)} the ${BARE_ROUTE}'s`, measured: `${times(f.vsBaseline.p99)} (${ms(f.p99Ms)})`, within: f.vsBaseline.p99 <= limit });
    }
    checks.push({ budget: `${at}: no errors`, measured: String(f.errors), within: f.errors === 0 });
  }
  return checks;
}
