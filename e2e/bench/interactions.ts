/**
 * Interaction to Next Paint of three interactions, as the web-vitals library reports it in the page, with the CPU
 * slowed 4× (Chromium's CPU throttling): opening the pay dialog, switching account, opening a service page. Each runs
 * in a fresh page of a context that holds only the session, once the page it starts from is quiet.
 */
import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { contextWithSession } from './browser-session';

export const INP_CPU_SLOWDOWN = 4;
const INP_KEY = 'bench-inp';
const SERVICE_PATH = '/services/connectivity/ftth/FTTH-100234';
// The UMD build: in a page with no module loader it defines the global webVitals.
const WEB_VITALS = readFileSync(require.resolve('web-vitals'), 'utf8');

declare global {
  interface Window {
    webVitals: { onINP: (report: (metric: { value: number }) => void, options: { reportAllChanges: boolean }) => void };
  }
}

export interface Interaction {
  name: string;
  /** The session the interaction needs (the switch needs a person with several accounts). */
  session: string;
  startAt: string;
  /** What the page shows once it is ready for the interaction. */
  ready: (page: Page) => Promise<void>;
  /** The interaction, ending once its result is on screen. */
  act: (page: Page) => Promise<void>;
}

async function inpOf(browser: Browser, baseURL: string, interaction: Interaction): Promise<number> {
  const context = await contextWithSession(browser, baseURL, interaction.session);
  try {
    // Kept in sessionStorage: an interaction that loads another page (an account switch) is reported as the page goes.
    await context.addInitScript(
      `${WEB_VITALS};webVitals.onINP((m) => sessionStorage.setItem('${INP_KEY}', String(Math.max(Number(sessionStorage.getItem('${INP_KEY}') ?? 0), m.value))), { reportAllChanges: true });`,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(interaction.startAt);
    await interaction.ready(page);
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
    await interaction.act(page);
    // INP is reported once the next frame after the interaction has been painted.
    await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, INP_KEY);
    const inp = Number(await page.evaluate((key) => sessionStorage.getItem(key), INP_KEY));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return inp;
  } finally {
    await context.close();
  }
}

/** Each interaction's INP in milliseconds. */
export async function measureInteractions(browser: Browser, baseURL: string, interactions: Interaction[]): Promise<Map<string, number>> {
  const figures = new Map<string, number>();
  for (const interaction of interactions) figures.set(interaction.name, await inpOf(browser, baseURL, interaction));
  return figures;
}

/** The interactions whose INP is judged; `sessions` holds the demo customer's and an enterprise user's with two parent accounts. */
export const BENCH_INTERACTIONS = (sessions: { customer: string; twoParents: string }): Interaction[] => [
  {
    name: 'open the pay dialog',
    session: sessions.customer,
    startAt: '/account/billing-details',
    ready: (page) => page.getByRole('button', { name: 'Pay now' }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.getByRole('dialog', { name: 'Credit Card Payment' }).waitFor();
    },
  },
  {
    name: 'switch account',
    session: sessions.twoParents,
    startAt: '/dashboard',
    ready: (page) => page.getByRole('region', { name: 'Balance' }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Switch Account' }).click();
      const modal = page.getByRole('dialog', { name: 'Switch Account' });
      await modal.getByRole('tab', { name: 'Parent Accounts' }).click();
      await modal.getByRole('button', { name: /Dlamini Consulting/ }).click();
      await expect(page.getByRole('banner').getByText(/^Current account:/).locator('..')).toContainText('Dlamini Consulting');
    },
  },
  {
    name: 'open a service page',
    session: sessions.customer,
    startAt: '/services/connectivity',
    ready: (page) => page.locator(`a[href$="${SERVICE_PATH.split('/').at(-1)}"]`).first().waitFor(),
    act: async (page) => {
      await page.locator(`a[href$="${SERVICE_PATH.split('/').at(-1)}"]`).first().click();
      await page.waitForURL(`**${SERVICE_PATH}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  },
];
