import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { Builder, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { EMPTY_CONTROL, FIND_ELEMENT, SELECT_OPTION, WAIT_MS, describeQuery, encodeQuery, type EnginePage, type Query } from './engine-page';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';
/** WebKitGTK's MiniBrowser cannot be narrower than this: its "phone width" is this minimum. */
export const WEBKIT_MIN_WIDTH = 447;

/**
 * Xvfb's screen. With no window manager the keyboard focus follows the pointer, which stays at the screen's centre: a
 * window not over it has no focus (`document.hasFocus()` is false), and WebKit then shows no focus ring after Tab.
 * Each window is placed over the centre, as the window a person types into is the focused one.
 */
const SCREEN = { width: 1600, height: 1200 };

/** An X display of its own for MiniBrowser: Xvfb picks a free display number and writes it to a pipe. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(XVFB, ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdio[3]!.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (code ${code}) before it opened a display: ${stderr.trim().slice(-300)}`)));
    setTimeout(() => reject(new Error('Xvfb opened no display within 20 s')), 20_000);
  });
  return { display, process: child };
}

async function startDriver(port: number, display: string) {
  // en_ZA, as a South African customer's machine would be set (the portal's own locale).
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DISPLAY: display, LANG: 'en_ZA.UTF-8' } });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 20_000;
  while (!(await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (code ${child.exitCode}): ${stderr.trim().slice(-300)}`);
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${port} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

/** WebKitGTK (the engine of Safari), through WebKitWebDriver and selenium-webdriver: a MiniBrowser session per page. */
export async function launchWebKitEngine(driverPort: number, log: (line: string) => void) {
  for (const [what, path] of [['WebKitWebDriver (webkit2gtk-driver)', WEBKIT_DRIVER], ['MiniBrowser (webkit2gtk)', MINIBROWSER], ['Xvfb (xvfb)', XVFB]])
    if (!existsSync(path)) throw new Error(`${what} is not installed at ${path} (scripts/ensure-browsers.sh installs it from Debian's packages)`);
  const xvfb = await startXvfb();
  let driver: ChildProcess | undefined;
  try {
    driver = await startDriver(driverPort, xvfb.display);
  } catch (error) {
    xvfb.process.kill();
    throw error;
  }
  const server = `http://127.0.0.1:${driverPort}`;
  const sessions = new Set<WebDriver>();
  const capabilities = () =>
    new Capabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } });
  let version = '';

  return {
    get version() {
      return version;
    },
    async newPage(origin: string, width: number, height: number): Promise<EnginePage> {
      const session = await new Builder().usingServer(server).withCapabilities(capabilities()).build();
      sessions.add(session);
      version ||= `WebKitGTK ${String((await session.getCapabilities()).get('browserVersion'))}`;
      if (sessions.size === 1) log(`webkit: ${version} on display ${xvfb.display}`);
      await session.manage().setTimeouts({ script: WAIT_MS * 2, pageLoad: WAIT_MS * 2 });
      const windowWidth = Math.max(width, WEBKIT_MIN_WIDTH);
      await session.manage().window().setRect({ x: Math.round((SCREEN.width - windowWidth) / 2), y: Math.round((SCREEN.height - height) / 2), width: windowWidth, height });
      const innerWidth = Number(await session.executeScript('return innerWidth'));
      return webkitPage(session, origin, innerWidth, async () => {
        sessions.delete(session);
        await session.quit();
      });
    },
    async close() {
      await Promise.allSettled([...sessions].map((session) => session.quit()));
      driver?.kill();
      xvfb.process.kill();
    },
  };
}

function webkitPage(driver: WebDriver, origin: string, width: number, close: () => Promise<void>): EnginePage {
  const run = <T>(source: string, ...args: unknown[]) => driver.executeScript(`return (${source}).apply(null, arguments)`, ...args) as Promise<T>;

  async function waitUntil<T>(what: string, probe: () => Promise<T>, timeoutMs = WAIT_MS): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    for (;;) {
      try {
        const value = await probe();
        if (value) return value;
      } catch (error) {
        // A page being replaced (a navigation) answers a script with an error: tried again.
        lastError = error;
      }
      if (Date.now() > deadline) {
        const url = await driver.getCurrentUrl().catch(() => '?');
        throw new Error(`webkit: ${what} did not happen within ${timeoutMs / 1000} s on ${url}${lastError ? ` (${(lastError as Error).message.split('\n')[0]})` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const find = async (query: Query): Promise<WebElement> =>
    (await waitUntil(`a ${describeQuery(query)} to show`, () => run<WebElement | null>(FIND_ELEMENT, encodeQuery(query))))!;

  return {
    engine: 'webkit',
    width,
    origin,
    goto: (path) => driver.get(new URL(path, origin).href),
    evaluate: <T>(fn: string, arg?: unknown) => run<T>(fn, arg),
    waitFor: <T>(what: string, fn: string, arg?: unknown, timeoutMs?: number) => waitUntil(what, () => run<T>(fn, arg), timeoutMs),
    async click(query) {
      // The element found may be replaced by a render before the click lands: found again until it takes the click.
      await waitUntil(`a click on ${describeQuery(query)}`, async () => {
        await (await find(query)).click();
        return true;
      });
    },
    async fill(query, text) {
      const element = await find(query);
      await run(EMPTY_CONTROL, element);
      await element.sendKeys(text);
    },
    async select(query, value) {
      if (!(await run<boolean>(SELECT_OPTION, await find(query), value))) throw new Error(`webkit: ${describeQuery(query)} has no option ${value}`);
    },
    async upload(query, file) {
      await (await find({ ...query, hidden: true })).sendKeys(file);
    },
    pressTab: () => driver.actions().sendKeys(Key.TAB).perform(),
    back: () => driver.navigate().back(),
    reload: () => driver.navigate().refresh(),
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    // WebKitWebDriver cannot take the browser off the network: only the server going away is tried.
    setBrowserOffline: async () => false,
    // WebKitWebDriver reports no console: the page's own error reporting (to the server) is checked instead.
    errors: () => [],
    close,
  };
}
