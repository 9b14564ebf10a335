/**
 * The main journeys in every engine: Firefox (WebDriver BiDi), WebKit (WebKitWebDriver) and Chromium (CDP), each at a
 * phone's width and at a desktop's, against the production build's server in demo mode. `pnpm test:engines`.
 *
 * An engine that cannot start fails, saying why; nothing is skipped. Results go to $PORTAL_RESULTS_DIR/engines.json
 * (scripts/summarize-tests.mjs adds them up), screenshots and files to e2e/.artifacts/engines/.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORT } from '../support/env';
import type { EngineName, EnginePage } from './engine-page';
import { JOURNEYS, OFFLINE_JOURNEY, type JourneyContext } from './journeys';
import makeSeededTemplate from '../support/seeded-template';
import { startPortalServer, startRelay, type Relay } from './portal-server';
import { launchPuppeteerEngine } from './puppeteer-engine';
import { WEBKIT_MIN_WIDTH, launchWebKitEngine } from './webkit-engine';

/**
 * This suite's ports sit after the Playwright suite's (E2E_PORT + 0..150): for each engine a server of its own and
 * the relay its pages reach it through (E2E_PORT + 160..165), and WebKitWebDriver's (E2E_PORT + 169).
 */
const BASE_PORT = E2E_PORT + 160;
const WEBKIT_DRIVER_PORT = BASE_PORT + 9;
const ENGINES: EngineName[] = (process.env.PORTAL_ENGINES?.split(',').filter(Boolean) as EngineName[] | undefined) ?? ['firefox', 'webkit', 'chromium'];
const WIDTHS = [
  { label: 'phone', width: 360, height: 780 },
  { label: 'desktop', width: 1280, height: 900 },
] as const;

const artifactsRoot = path.join(__dirname, '..', '.artifacts', 'engines');
const repoRoot = path.join(__dirname, '..', '..');

interface Result {
  title: string;
  status: 'passed' | 'failed';
  error?: string;
  ms: number;
}
const results: Result[] = [];
const log = (line: string) => console.log(line);

interface LaunchedEngine {
  version: string;
  newPage(origin: string, width: number, height: number): Promise<EnginePage>;
  close(): Promise<void>;
  consoleLines?: string[];
}

/**
 * What the browser said of its service worker failing a request (Firefox: "A ServiceWorker intercepted the request and
 * encountered an unexpected error", or "passed a promise to FetchEvent.respondWith() that rejected"). Offline, a read
 * with no copy kept fails as the network did, and is not counted.
 */
const serviceWorkerFailures = (lines: string[]) => lines.filter((line) => /ServiceWorker/i.test(line));

interface Launch {
  engine: EngineName;
  /** The browser, once it has started; and how long it took (whether it started or not). */
  launched: Promise<LaunchedEngine>;
  took: Promise<number>;
}

/** Starts the engine's browser (WebKit: Xvfb and WebKitWebDriver too); meanwhile the database is seeded. */
function launchEngine(engine: EngineName): Launch {
  const started = Date.now();
  const launched = engine === 'webkit' ? launchWebKitEngine(WEBKIT_DRIVER_PORT, log) : launchPuppeteerEngine(engine, log);
  // Said at once; counted as a failure in the engine's turn (not an unhandled rejection meanwhile).
  const took = launched.then(
    () => Date.now() - started,
    (error: Error) => {
      log(`✘ ${engine} could not start: ${error.message}`);
      return Date.now() - started;
    },
  );
  return { engine, launched, took };
}

async function runEngine({ engine, launched: launching, took }: Launch, index: number) {
  let launched: LaunchedEngine;
  try {
    launched = await launching;
  } catch (error) {
    const reason = (error as Error).message;
    results.push({ title: `${engine} › starts`, status: 'failed', error: `${engine} could not start: ${reason}`, ms: await took });
    return;
  }
  // WebKit names its version once it has a session.
  results.push({ title: `${engine} › starts${launched.version ? ` (${launched.version})` : ''}`, status: 'passed', ms: await took });
  const serverStarted = Date.now();
  const serverPort = BASE_PORT + index * 2;
  const relay = await startRelay(serverPort + 1, serverPort);
  let server: Awaited<ReturnType<typeof startPortalServer>> | undefined;
  try {
    server = await startPortalServer(serverPort, relay.origin);
    log(`${engine}: its server answered in ${((Date.now() - serverStarted) / 1000).toFixed(1)} s`);
    await runJourneys(engine, launched, server.baseURL, relay);
  } catch (error) {
    if (server) throw error;
    results.push({ title: `${engine} › its portal server starts`, status: 'failed', error: (error as Error).message, ms: Date.now() - serverStarted });
  } finally {
    await launched.close().catch(() => undefined);
    await relay.close();
    await server?.stop();
  }
}

async function runJourneys(engine: EngineName, launched: LaunchedEngine, serverURL: string, relay: Relay) {
  // One width after the other, each in a private context (WebKit: a session) of its own, on the engine's one origin.
  for (const size of WIDTHS) {
    const artifacts = path.join(artifactsRoot, `${engine}-${size.label}`);
    mkdirSync(artifacts, { recursive: true });
    let page: EnginePage | undefined;
    try {
      page = await launched.newPage(relay.origin, size.width, size.height);
      const widthNote = engine === 'webkit' && size.width < WEBKIT_MIN_WIDTH ? ` (${page.width} px: WebKit's narrowest window)` : '';
      const prefix = `${engine} › ${size.label} ${size.width} px${widthNote}`;
      const context: JourneyContext = { page, serverURL, relay, artifacts, state: {} };
      for (const journey of JOURNEYS) {
        const t0 = Date.now();
        const consoleBefore = launched.consoleLines?.length ?? 0;
        const errorsBefore = page.errors().length;
        try {
          await journey.run(context);
          const said = [...(launched.consoleLines?.slice(consoleBefore) ?? []), ...page.errors().slice(errorsBefore)];
          const swFailures = journey === OFFLINE_JOURNEY ? [] : serviceWorkerFailures(said);
          if (swFailures.length) throw new Error(`the service worker failed requests: ${swFailures.slice(0, 3).join(' | ')}`);
          results.push({ title: `${prefix} › ${journey.name}`, status: 'passed', ms: Date.now() - t0 });
          log(`  ✓ ${prefix} › ${journey.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        } catch (error) {
          const message = (error as Error).message;
          await page.screenshot(path.join(artifacts, `failed-${JOURNEYS.indexOf(journey)}.png`)).catch(() => undefined);
          writeFileSync(path.join(artifacts, `failed-${JOURNEYS.indexOf(journey)}.log`), [...(page.journal?.() ?? []), '--- the browser’s console', ...(launched.consoleLines ?? [])].join('\n'));
          results.push({ title: `${prefix} › ${journey.name}`, status: 'failed', error: message, ms: Date.now() - t0 });
          log(`  ✘ ${prefix} › ${journey.name}\n      ${message}`);
        }
        const pageErrors = page.errors().slice(errorsBefore);
        if (pageErrors.length) log(`    (${engine} logged during it: ${pageErrors.slice(0, 3).join(' | ')})`);
      }
    } catch (error) {
      results.push({ title: `${engine} › ${size.label} › opens a page`, status: 'failed', error: (error as Error).message, ms: 0 });
      log(`  ✘ ${engine} › ${size.label} › opens a page: ${(error as Error).message}`);
    } finally {
      if (page?.journal) writeFileSync(path.join(artifacts, 'journal.log'), page.journal().join('\n'));
      await page?.close().catch(() => undefined);
      await relay.restore().catch(() => undefined);
    }
  }
}

async function main() {
  const startedAt = Date.now();
  if (!existsSync(path.join(repoRoot, 'host', 'dist', 'index.html'))) {
    throw new Error('No production build: run `node scripts/build.mjs` first.');
  }
  rmSync(artifactsRoot, { recursive: true, force: true });
  mkdirSync(artifactsRoot, { recursive: true });
  // The browsers start while the database is seeded.
  const launches = ENGINES.map(launchEngine);
  // One seeded database, copied for each engine's server: people, payments and PIN limits are not shared.
  let removeTemplate: () => void;
  try {
    removeTemplate = await makeSeededTemplate();
  } catch (error) {
    await Promise.allSettled(launches.map(({ launched }) => launched.then((browser) => browser.close())));
    throw error;
  }
  log(`seeded the demo database in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  try {
    // The engines side by side.
    await Promise.all(launches.map((launch, index) => runEngine(launch, index)));
  } finally {
    removeTemplate();
  }
  const seconds = (Date.now() - startedAt) / 1000;
  const passed = results.filter((r) => r.status === 'passed').length;
  const failed = results.length - passed;
  const perEngine = ENGINES.map((engine) => {
    const mine = results.filter((r) => r.title.startsWith(`${engine} `));
    return `${engine} ${mine.filter((r) => r.status === 'passed').length}/${mine.length}`;
  });
  log(`\nengines: ${perEngine.join(', ')} in ${seconds.toFixed(0)} s`);
  for (const failure of results.filter((r) => r.status === 'failed')) log(`  ✘ ${failure.title}\n      ${failure.error}`);
  const resultsDir = process.env.PORTAL_RESULTS_DIR;
  if (resultsDir) {
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, 'engines.json'),
      JSON.stringify({ suite: 'engines (Firefox, WebKit, Chromium)', passed, failed, skipped: 0, seconds, failures: results.filter((r) => r.status === 'failed').map((r) => ({ title: r.title, error: r.error })), tests: results }, null, 2),
    );
  }
  log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || results.length === 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(`engines: ${(error as Error).message}`);
  const resultsDir = process.env.PORTAL_RESULTS_DIR;
  if (resultsDir) {
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'engines.json'), JSON.stringify({ suite: 'engines (Firefox, WebKit, Chromium)', passed: 0, failed: 1, skipped: 0, failures: [{ title: 'engines › the suite starts', error: (error as Error).message }] }));
  }
  process.exitCode = 1;
});
