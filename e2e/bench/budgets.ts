import {
  DASHBOARD_AREA_BUDGET_GZIP,
  REMOTE_ENTRY_BUDGET_GZIP,
  DASHBOARD_JS_BUDGET_GZIP,
  DASHBOARD_JS_REQUESTS_BUDGET,
  LOGIN_JS_BUDGET_BROTLI,
  LOGIN_JS_BUDGET_GZIP,
} from '../support/measure-page';
import { BASELINE_ACTION, type LoadFigures } from './api-load';
import { DASHBOARD_LOOK_MS, type AreaTimes } from './area-timing';
import type { LighthouseFigures } from './lighthouse';
import type { PageWeight } from './page-weight';
import { kb, ms, perSec, seconds, times } from './table';

export interface BudgetCheck {
  budget: string;
  measured: string;
  within: boolean;
}

export const LOGIN_LIGHTHOUSE = { minScore: 98, maxLcpMs: 1500, maxTbtMs: 100, maxCls: 0 };
export const DASHBOARD_LIGHTHOUSE = { minScore: 90, maxCls: 0.05 };
export const AREA_FIRST_VISIT_MAX_MS = 150;
export const AREA_SWITCH_P95_MAX_MS = 50;
export const API_LOADED_ACTIONS = ['account.GetAccount', 'billing.GetInvoices'];
export const API_BUDGETS: Record<number, { minReqPerSec?: number; maxP99Ms: number }> = {
  8: { minReqPerSec: 1500, maxP99Ms: 25 },
  32: { maxP99Ms: 60 },
};
/**
 * What the baseline action answers, at each number of connections, on the machine the API targets are set for
 * (2 cores shared with the bench's own load generator, no other heavy work running). The API budgets are judged on
 * each action's figures scaled by reference ÷ this run's baseline, so that a machine busy with other work, which
 * slows the baseline as much as the action, does not change the verdict; a faster machine makes them stricter.
 */
export const BASELINE_REFERENCE_REQ_PER_SEC: Record<number, number> = { 8: 12_000, 32: 13_000 };

export function pageBudgets(login: { weight: PageWeight; lighthouse: LighthouseFigures }, dashboard: { weight: PageWeight; lighthouse: LighthouseFigures }): BudgetCheck[] {
  const lh = login.lighthouse;
  const dash = dashboard.lighthouse;
  const [largestArea, largestAreaBytes] = [...dashboard.weight.gzipByArea].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  const entries = dashboard.weight.urls.filter((u) => u.endsWith('/remoteEntry.js')).map((u) => [new URL(u).pathname.split('/')[2], dashboard.weight.gzipByUrl[u]] as const);
  const [largestEntry, largestEntryBytes] = [...entries].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  return [
    { budget: `/login JS ≤ ${kb(LOGIN_JS_BUDGET_BROTLI)} brotli`, measured: kb(login.weight.brotliBytes), within: login.weight.brotliBytes <= LOGIN_JS_BUDGET_BROTLI },
    { budget: `/login JS ≤ ${kb(LOGIN_JS_BUDGET_GZIP)} gzip`, measured: kb(login.weight.gzipBytes), within: login.weight.gzipBytes <= LOGIN_JS_BUDGET_GZIP },
    { budget: `/login Lighthouse mobile ≥ ${LOGIN_LIGHTHOUSE.minScore}`, measured: String(lh.score), within: lh.score >= LOGIN_LIGHTHOUSE.minScore },
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
    { budget: `/dashboard Lighthouse mobile ≥ ${DASHBOARD_LIGHTHOUSE.minScore}`, measured: String(dash.score), within: dash.score >= DASHBOARD_LIGHTHOUSE.minScore },
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

/** The factor that turns this run's figures into the reference machine's: > 1 when this machine is slower or busier. */
export function machineFactor(load: LoadFigures[], connections: number) {
  const baseline = load.find((f) => f.action === BASELINE_ACTION && f.connections === connections);
  const reference = BASELINE_REFERENCE_REQ_PER_SEC[connections];
  return baseline && reference ? reference / baseline.reqPerSec : 1;
}

export function apiBudgets(load: LoadFigures[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const f of load.filter((x) => API_LOADED_ACTIONS.includes(x.action))) {
    const budget = API_BUDGETS[f.connections];
    if (!budget) continue;
    const factor = machineFactor(load, f.connections);
    const scaled = { reqPerSec: f.reqPerSec * factor, p99Ms: f.p99Ms / factor };
    const at = `${f.action} at ${f.connections} connections`;
    const note = factor === 1 ? '' : ` (${times(factor)} machine factor: measured ${perSec(f.reqPerSec)}, p99 ${ms(f.p99Ms)})`;
    if (budget.minReqPerSec !== undefined) {
      checks.push({ budget: `${at} ≥ ${perSec(budget.minReqPerSec)}`, measured: `${perSec(scaled.reqPerSec)}${note}`, within: scaled.reqPerSec >= budget.minReqPerSec });
    }
    checks.push({ budget: `${at} p99 ≤ ${ms(budget.maxP99Ms)}`, measured: `${ms(scaled.p99Ms)}${note}`, within: scaled.p99Ms <= budget.maxP99Ms });
    checks.push({ budget: `${at}: no errors`, measured: String(f.errors), within: f.errors === 0 });
  }
  return checks;
}
