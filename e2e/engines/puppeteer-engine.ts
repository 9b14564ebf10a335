import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { EMPTY_CONTROL, FIND_ELEMENT, SELECT_OPTION, WAIT_MS, describeQuery, encodeQuery, type EngineName, type EnginePage, type Query } from './engine-page';

export const FIREFOX = '/usr/bin/firefox-esr';
export const CHROMIUM = process.env.PORTAL_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

/** A function of the page, from its source (puppeteer sends a function's source to the page). */
const pageFunction = (source: string) => new Function(`return (${source});`)() as (...args: unknown[]) => unknown;

/** Firefox (WebDriver BiDi) or Chromium (CDP), through puppeteer-core: one browser, a private context per page. */
export async function launchPuppeteerEngine(engine: 'firefox' | 'chromium', log: (line: string) => void) {
  const executablePath = engine === 'firefox' ? FIREFOX : CHROMIUM;
  if (!existsSync(executablePath)) throw new Error(`${engine} is not installed at ${executablePath} (scripts/ensure-browsers.sh installs it from Debian's packages)`);
  const browser: Browser = await puppeteer.launch({
    browser: engine === 'firefox' ? 'firefox' : 'chrome',
    executablePath,
    protocol: engine === 'firefox' ? 'webDriverBiDi' : 'cdp',
    headless: true,
    timeout: 60_000,
    protocolTimeout: 60_000,
    args: engine === 'chromium' ? ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'] : [],
    // Firefox writes what its web console shows (the service worker's errors among them) to its standard output. Its
    // language is "C", no valid language tag, as WebKit's navigator.language was under the C locale (the usage chart
    // threw on it, issue 36): the journeys run where `new Intl.NumberFormat(navigator.language)` throws.
    extraPrefsFirefox: { 'devtools.console.stdout.content': true, 'browser.dom.window.dump.enabled': true, 'intl.accept_languages': 'C' },
    dumpio: false,
  });
  const consoleLines: string[] = [];
  const child = browser.process();
  for (const stream of [child?.stdout, child?.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) consoleLines.push(line);
    });
  }
  log(`${engine}: ${await browser.version()}`);

  return {
    version: await browser.version(),
    /** Lines of the browser's own console output (Firefox's web console, service workers included). */
    consoleLines,
    async newPage(origin: string, width: number, height: number): Promise<EnginePage> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      return puppeteerPage(engine, page, origin, width, () => context.close());
    },
    close: () => browser.close(),
  };
}

function puppeteerPage(engine: EngineName, page: Page, origin: string, width: number, closeContext: () => Promise<void>): EnginePage {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  // What the page asked the network for and got, for a failure's report (not checked).
  const journal: string[] = [];
  const note = (line: string) => journal.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  page.on('requestfailed', (request) => note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? '?'}`));
  page.on('response', (response) => note(`${response.status()} ${response.request().method()} ${response.url()}${response.fromServiceWorker() ? ' (service worker)' : ''} ${response.headers()['content-length'] ?? ''}`));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`navigated to ${frame.url()}`));

  async function find(query: Query): Promise<ElementHandle<Element>> {
    try {
      const handle = await page.waitForFunction(pageFunction(FIND_ELEMENT), { timeout: WAIT_MS, polling: 100 }, encodeQuery(query));
      return handle.asElement() as ElementHandle<Element>;
    } catch (error) {
      throw new Error(`${engine}: no ${describeQuery(query)} on ${page.url()} (${(error as Error).message.split('\n')[0]})`);
    }
  }

  return {
    engine,
    width,
    origin,
    async goto(path) {
      await page.goto(new URL(path, origin).href, { waitUntil: 'load', timeout: WAIT_MS * 2 });
    },
    evaluate: <T>(fn: string, arg?: unknown) => page.evaluate(pageFunction(fn), arg) as Promise<T>,
    async waitFor<T>(what: string, fn: string, arg?: unknown, timeoutMs = WAIT_MS) {
      try {
        const handle = await page.waitForFunction(pageFunction(fn), { timeout: timeoutMs, polling: 100 }, arg);
        return (await handle.jsonValue()) as T;
      } catch (error) {
        throw new Error(`${engine}: ${what} did not happen within ${timeoutMs / 1000} s on ${page.url()} (${(error as Error).message.split('\n')[0]})`);
      }
    },
    async click(query) {
      await (await find(query)).click();
    },
    async fill(query, text) {
      const element = await find(query);
      await element.evaluate(pageFunction(EMPTY_CONTROL));
      await element.type(text);
    },
    async select(query, value) {
      const element = await find(query);
      if (!(await element.evaluate(pageFunction(SELECT_OPTION), value))) throw new Error(`${engine}: ${describeQuery(query)} has no option ${value}`);
    },
    async upload(query, file) {
      await ((await find({ ...query, hidden: true })) as ElementHandle<HTMLInputElement>).uploadFile(file);
    },
    pressTab: () => page.keyboard.press('Tab'),
    async back() {
      // A page restored from the back/forward cache fires no load: the test waits for the state it expects instead.
      await page.goBack({ waitUntil: 'domcontentloaded', timeout: WAIT_MS }).catch(() => undefined);
    },
    async reload() {
      await page.reload({ waitUntil: 'load', timeout: WAIT_MS * 2 });
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png`, fullPage: true });
    },
    async setBrowserOffline(offline) {
      await page.setOfflineMode(offline);
      return true;
    },
    errors: () => errors,
    journal: () => journal,
    close: closeContext,
  };
}
