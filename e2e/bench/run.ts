/**
 * `pnpm bench`: on the production build, served by the real server on a fresh database (unless BENCH_URL points at a
 * running portal), measures the pages' JavaScript, Lighthouse (mobile, median of 3), the time to open and to switch
 * areas, and the API under load; prints one report and exits 1 when any budget is OVER.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { ownServer } from '../support/own-server';
import { DEMO } from '../support/sign-in';
import { apiTable, BARE_ROUTE, BARE_ROUTE_PORT, BENCH_LOADED_ACTIONS, LOAD_CONNECTIONS, LOAD_SECONDS, measureApiLoad, type LoadFigures } from './api-load';
import { areaMarks, DASHBOARD_LOOK_MS, measureAreaTimes } from './area-timing';
import { signInThroughPage } from './browser-session';
import { apiBudgets, areaBudgets, INP_MAX_MS, pageBudgets, type BudgetCheck } from './budgets';
import { startBareRoute } from './start-bare-route';
import { signInOverHttp } from './http-session';
import { BENCH_INTERACTIONS, INP_CPU_SLOWDOWN, measureInteractions } from './interactions';
import { launchChromiumForLighthouse, lighthouseMedian, type LighthouseFigures } from './lighthouse';
import { loginPageWeight, signedInPageWeight, type PageWeight } from './page-weight';
import { measureOnPostgres } from './postgres';
import { SCALE_OUT_HEADERS, scaleOutBudgets, scaleOutNote, scaleOutRows } from './scale-out';
import { median } from './stats';
import { kb, markdownTable, ms, seconds } from './table';

const LIGHTHOUSE_RUNS = 3;
const FIBRE_SERVICE_PATH = '/services/connectivity/ftth/FTTH-100234';

const progress = (step: string) => console.error(`bench: ${step}`);

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => undefined };
  const server = ownServer(8282);
  await server.start();
  return { url: server.baseURL, stop: () => server.dispose() };
}

function pageRow(name: string, weight: PageWeight, lighthouse?: LighthouseFigures) {
  return [
    name,
    String(weight.files),
    kb(weight.gzipBytes),
    kb(weight.brotliBytes),
    lighthouse ? `${lighthouse.score} (${lighthouse.scores.join(', ')})` : '—',
    lighthouse ? seconds(lighthouse.lcpMs) : '—',
    lighthouse ? ms(lighthouse.tbtMs) : '—',
    lighthouse ? lighthouse.cls.toFixed(3) : '—',
  ];
}

async function main() {
  const started = Date.now();
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions({ whole: true }));
  try {
    progress('JavaScript of the pages');
    const loginWeight = await loginPageWeight(browser, server.url);
    const session = await signInThroughPage(browser, server.url);
    const dashboardWeight = await signedInPageWeight(browser, server.url, session, '/dashboard', (page) =>
      page.getByRole('region', { name: 'Balance' }).getByText('Amount due').waitFor(),
    );
    const fibreWeight = await signedInPageWeight(browser, server.url, session, FIBRE_SERVICE_PATH, (page) =>
      page.getByRole('img', { name: /^Bar chart of the data used each day/ }).locator('canvas').waitFor(),
    );

    progress(`Lighthouse, ${LIGHTHOUSE_RUNS} runs of each page`);
    const lighthouseChromium = await launchChromiumForLighthouse();
    let loginLighthouse: LighthouseFigures;
    let dashboardLighthouse: LighthouseFigures;
    try {
      loginLighthouse = await lighthouseMedian(lighthouseChromium.port, `${server.url}/login`, LIGHTHOUSE_RUNS);
      await lighthouseChromium.storeSession(server.url, session);
      dashboardLighthouse = await lighthouseMedian(lighthouseChromium.port, `${server.url}/dashboard`, LIGHTHOUSE_RUNS);
    } finally {
      await lighthouseChromium.stop();
    }

    progress(`INP of three interactions with the CPU slowed ${INP_CPU_SLOWDOWN}×`);
    const twoParents = await signInThroughPage(browser, server.url, DEMO.twoParents, /Acme Logistics \(Pty\) Ltd/);
    const inp = await measureInteractions(browser, server.url, BENCH_INTERACTIONS({ customer: session, twoParents }));

    progress('area first visits and switches');
    const token = await signInOverHttp(server.url, DEMO.customer);
    const areas = await measureAreaTimes(browser, server.url, session, await areaMarks(server.url, token));
    await browser.close();

    progress(`API load, ${LOAD_SECONDS} s per action at ${LOAD_CONNECTIONS.join(' and ')} connections, beside a ${BARE_ROUTE}`);
    const bare = await startBareRoute(BARE_ROUTE_PORT);
    let load: LoadFigures[];
    let postgres: Awaited<ReturnType<typeof measureOnPostgres>>;
    try {
      load = await measureApiLoad(server.url, bare, token, BENCH_LOADED_ACTIONS, LOAD_CONNECTIONS, LOAD_SECONDS);
      progress('PostgreSQL and Redis: the same load on one API process, then the cost of a request on one node and on two behind haproxy');
      postgres = await measureOnPostgres(BENCH_LOADED_ACTIONS, bare, LOAD_CONNECTIONS, LOAD_SECONDS);
    } finally {
      await bare.stop();
    }

    const checks: BudgetCheck[] = [
      ...pageBudgets({ weight: loginWeight, lighthouse: loginLighthouse }, { weight: dashboardWeight, lighthouse: dashboardLighthouse }),
      ...areaBudgets(areas),
      ...[...inp].map(([name, value]) => ({ budget: `INP ≤ ${ms(INP_MAX_MS)}, ${name} (CPU ${INP_CPU_SLOWDOWN}× slower)`, measured: ms(value), within: value <= INP_MAX_MS })),
      ...apiBudgets(load, 'embedded'),
      ...(postgres.ran ? [...apiBudgets(postgres.load, 'postgres'), ...scaleOutBudgets(postgres.scaleOut)] : []),
    ];
    const switchesTo = (link: string) => areas.switchMs.filter((_, i) => i % areas.firstVisitMs.size === [...areas.firstVisitMs.keys()].indexOf(link));

    console.log(`## Pages (Lighthouse: mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS})\n`);
    console.log(
      markdownTable(
        ['page', ' JS files', ' gzip', ' brotli', ' Lighthouse (runs)', ' LCP', ' TBT', ' CLS'],
        [
          pageRow('/login', loginWeight, loginLighthouse),
          pageRow('/dashboard (signed in, cold)', dashboardWeight, dashboardLighthouse),
          pageRow('fibre service page (signed in, cold)', fibreWeight),
        ],
      ),
    );
    console.log(
      `\nLighthouse's benchmarkIndex of this machine (its CPU speed as Lighthouse measured it before each run; the score ` +
        `slows what it observed by a fixed 4×): /login ${loginLighthouse.benchmarkIndexes.join(', ')}; ` +
        `/dashboard ${dashboardLighthouse.benchmarkIndexes.join(', ')}.`,
    );
    console.log(`\n## Areas (from the dashboard, click → heading and data on screen)\n`);
    console.log(
      markdownTable(
        ['area', ` first visit (after ${seconds(DASHBOARD_LOOK_MS)} on the dashboard)`, ' first visit (straight after load)', ' switch to it (median)'],
        [
          ...[...areas.firstVisitMs].map(([link, firstMs]) => [link, ms(firstMs), ms(areas.straightAfterLoadMs.get(link)!), ms(median(switchesTo(link)))]),
          [`all ${areas.switchMs.length} switches, p95`, '', '', ms(areas.switchP95Ms)],
        ],
      ),
    );
    console.log(`\n## API on the embedded database (${LOAD_SECONDS} s each; ratios to the ${BARE_ROUTE} in this run)\n`);
    console.log(apiTable(load));
    console.log(`\n## API on PostgreSQL + Redis, one process (${LOAD_SECONDS} s each; ratios to the ${BARE_ROUTE} in this run)\n`);
    console.log(postgres.ran ? apiTable(postgres.load) : `Did not run: ${postgres.reason}.`);
    if (postgres.ran && postgres.scaleOut.ran) {
      const { scaleOut } = postgres;
      console.log(`\n## Scale-out (account.GetAccount on PostgreSQL + Redis, ${scaleOut.ratePerSec}/s offered for ${scaleOut.seconds} s; CPU of the API processes)\n`);
      console.log(markdownTable(SCALE_OUT_HEADERS, scaleOutRows(scaleOut)));
      console.log(`\n${scaleOutNote(scaleOut)}`);
    } else {
      console.log(`\n## Scale-out\n\nDid not run: ${postgres.ran && !postgres.scaleOut.ran ? postgres.scaleOut.reason : !postgres.ran ? postgres.reason : ''}.`);
    }
    console.log(`\n## Budgets (the API judged by its ratios to the ${BARE_ROUTE} in this run; no figure is scaled)\n`);
    console.log(markdownTable(['budget', 'measured', 'verdict'], checks.map((c) => [c.budget, c.measured, c.within ? 'within' : 'OVER'])));
    const over = checks.filter((c) => !c.within).length;
    console.log(`\n${over === 0 ? 'All budgets within.' : `${over} of ${checks.length} budgets OVER.`} (bench took ${Math.round((Date.now() - started) / 1000)} s)`);
    if (over > 0) process.exitCode = 1;
  } finally {
    if (browser.isConnected()) await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
