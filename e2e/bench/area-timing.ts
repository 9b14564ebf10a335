import type { Browser, Page } from '@playwright/test';
import { contextWithSession } from './browser-session';
import { callAction } from './http-session';
import { percentile } from './stats';

/** An area as the sidebar names it, and what its first page shows once its data is there. */
export interface AreaMark {
  link: string;
  /** The page's h1. */
  heading: string;
  /** Text from the server's answer that the page shows once it has its data. */
  content: string;
}

export interface AreaTimes {
  /**
   * Click on the sidebar link → heading and content on screen, the first time the area opens, after the dashboard
   * has been on screen for DASHBOARD_LOOK_MS (the portal loads the areas' code ahead once the page is quiet).
   */
  firstVisitMs: Map<string, number>;
  /** The same, clicked as soon as the dashboard's network is idle: the area's code is not loaded yet. */
  straightAfterLoadMs: Map<string, number>;
  /** The same, between areas already opened once. */
  switchMs: number[];
  switchP95Ms: number;
}

/** What each area's first page shows, read from the API with the same account's token. */
export async function areaMarks(baseURL: string, token: string): Promise<AreaMark[]> {
  const call = <T>(name: string, input: object = {}) => callAction<T>(baseURL, name, input, token);
  const firstService = async (category: string) =>
    (await call<{ services: { serviceTag: string }[] }>('services.GetServices', { category })).services[0].serviceTag;
  const account = await call<{ customerName: string }>('account.GetAccount');
  const { invoices } = await call<{ invoices: { invoiceTxNumber: string }[] }>('billing.GetInvoices', { page: 1, pageSize: 12 });
  const { tickets } = await call<{ tickets: unknown[] }>('tickets.GetTickets');
  return [
    { link: 'My Account', heading: 'My Account', content: account.customerName },
    { link: 'Payments & Billing', heading: 'Payments & Billing', content: invoices[0].invoiceTxNumber },
    { link: 'Connectivity', heading: 'Connectivity', content: await firstService('connectivity') },
    { link: 'Communication', heading: 'Communication', content: await firstService('communication') },
    { link: 'Cloud & Hosting', heading: 'Cloud & Hosting', content: await firstService('cloud') },
    // The filter buttons count the tickets once the list is there.
    { link: 'Tickets', heading: 'Tickets', content: `All (${tickets.length})` },
  ];
}

const AREA_TIMEOUT_MS = 10_000;

/**
 * Run in the page before the click: resolves window.benchShown with the milliseconds from the click to the first
 * frame after <main> holds the h1 and the content. Plain JavaScript, so that the bundler's helpers stay out of it.
 */
const watchForArea = (heading: string, content: string) => `
  window.benchShown = new Promise((resolve, reject) => {
    const heading = ${JSON.stringify(heading)};
    const content = ${JSON.stringify(content)};
    let clickedAt;
    const shown = () => {
      const main = document.querySelector('main');
      if (!main || !main.textContent.includes(content)) return false;
      return [...main.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === heading);
    };
    const check = () => {
      if (clickedAt === undefined || !shown()) return;
      observer.disconnect();
      const since = clickedAt;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - since)));
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    addEventListener('click', () => { clickedAt = performance.now(); check(); }, { capture: true, once: true });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error('No h1 ' + JSON.stringify(heading) + ' with ' + JSON.stringify(content) + ' in <main> within ${AREA_TIMEOUT_MS} ms'));
    }, ${AREA_TIMEOUT_MS});
  });
  // Not the promise itself: page.evaluate would wait for it.
  undefined;
`;

/**
 * Clicks the sidebar link and returns the milliseconds from the click to the area's heading and content on screen,
 * timed inside the page so that Playwright's own polling does not count.
 */
async function timeNavigation(page: Page, mark: AreaMark): Promise<number> {
  await page.evaluate(watchForArea(mark.heading, mark.content));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: mark.link, exact: true }).click();
  return page.evaluate('window.benchShown');
}

/** How long a user looks at the dashboard before opening an area from the sidebar. */
export const DASHBOARD_LOOK_MS = 3000;

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Balance' }).getByText('Amount due').waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Signed in, with the dashboard loaded and looked at for DASHBOARD_LOOK_MS: opens each area once from the sidebar,
 * then goes round the areas `rounds` more times. Each area's data comes from the server on its first visit;
 * afterwards from the page's query cache. Then, in a new page for each area, the first visit clicked as soon as the
 * dashboard's network is idle.
 */
export async function measureAreaTimes(browser: Browser, baseURL: string, session: string, marks: AreaMark[], rounds = 3): Promise<AreaTimes> {
  const context = await contextWithSession(browser, baseURL, session);
  try {
    const page = await context.newPage();
    await openDashboard(page);
    await page.waitForTimeout(DASHBOARD_LOOK_MS);
    const firstVisitMs = new Map<string, number>();
    for (const mark of marks) firstVisitMs.set(mark.link, await timeNavigation(page, mark));
    const switchMs: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const mark of marks) switchMs.push(await timeNavigation(page, mark));
    }
    const straightAfterLoadMs = new Map<string, number>();
    for (const mark of marks) {
      const fresh = await context.newPage();
      await openDashboard(fresh);
      straightAfterLoadMs.set(mark.link, await timeNavigation(fresh, mark));
      await fresh.close();
    }
    return { firstVisitMs, straightAfterLoadMs, switchMs, switchP95Ms: percentile(switchMs, 95) };
  } finally {
    await context.close();
  }
}
