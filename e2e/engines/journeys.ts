import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EnginePage } from './engine-page';
import type { Relay } from './portal-server';

export const PEOPLE = { customer: '0821234567', twoParents: '0831234567' } as const;

/** What a journey needs besides its page: the server (for the demo outbox), its relay, a folder for its files. */
export interface JourneyContext {
  page: EnginePage;
  serverURL: string;
  relay: Relay;
  artifacts: string;
  /** What a journey learnt that a later one uses (the ticket it logged). */
  state: { ticketNumber?: string; ticketSubject?: string; accountName?: string };
}

export interface Journey {
  name: string;
  run(context: JourneyContext): Promise<void>;
}

const fail = (page: EnginePage, message: string): never => {
  throw new Error(`${page.engine} at ${page.width} px: ${message}`);
};
const expectThat = (page: EnginePage, ok: boolean, message: string) => {
  if (!ok) fail(page, message);
};

const currentPath = (page: EnginePage) => page.evaluate<string>('() => location.pathname + location.search');
const waitForPath = (page: EnginePage, pattern: RegExp, what = `the address ${pattern}`) =>
  page.waitFor<string>(what, '(source) => new RegExp(source).test(location.pathname) && location.pathname', pattern.source);
/** The text of the first visible h1, once there is one. */
const heading = (page: EnginePage) =>
  page.waitFor<string>('a page heading (h1)', `() => [...document.querySelectorAll('h1')].find((h) => h.getBoundingClientRect().height > 0)?.innerText.trim()`);
/** Waits for the page's h1 to read `text` (the page before may still show its own). */
const waitForHeading = (page: EnginePage, text: string) =>
  page.waitFor(`the heading "${text}"`, `(text) => [...document.querySelectorAll('h1')].some((h) => h.getBoundingClientRect().height > 0 && h.innerText.trim() === text)`, text);
/** Whether the app shows an error state, or could not start at all. */
const shownErrors = (page: EnginePage) =>
  page.evaluate<string[]>(`() => [
    ...[...document.querySelectorAll('.portal-state--error')].filter((el) => el.getBoundingClientRect().height > 0).map((el) => el.innerText.trim()),
    ...(document.body.innerText.includes('The portal could not start') ? [document.body.innerText.slice(0, 200)] : []),
  ]`);
const expectNoErrorShown = async (page: EnginePage, where: string) => {
  const errors = await shownErrors(page);
  expectThat(page, errors.length === 0, `${where} shows an error: ${errors.join(' | ')}`);
};

interface OutboxMessage {
  to: string;
  text: string;
  sentAt: string;
}
/** The newest PIN the demo SMS adapter sent the number since `after`, read from the outbox as the phone would. */
async function latestPin(serverURL: string, cellNumber: string, after: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const outbox = (await (await fetch(`${serverURL}/api/dev/outbox`)).json()) as OutboxMessage[];
    const pin = /\b(\d{6})\b/.exec(outbox.filter((m) => m.to === cellNumber && Date.parse(m.sentAt) >= after).at(-1)?.text ?? '')?.[1];
    if (pin) return pin;
    if (Date.now() > deadline) throw new Error(`No PIN for ${cellNumber} in the demo outbox within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const underServiceWorker = (page: EnginePage) =>
  page.waitFor('the service worker to control the page', '() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined');

/** Signs in through the login page as a person would, choosing `accountName` when the login asks which account. */
export async function signIn(context: JourneyContext, cellNumber: string, accountName?: RegExp) {
  const { page } = context;
  // The login page itself: one reached by Back may carry another page to go to after signing in.
  if ((await currentPath(page)) !== '/login') await page.goto('/login');
  // The login page comes prerendered: what is typed before React has taken it over (hydrated) is lost.
  await page.waitFor('the login page to be hydrated', `() => [...document.querySelectorAll('button')].some((b) => b.innerText.trim() === 'Send PIN' && Object.keys(b).some((key) => key.startsWith('__react')))`);
  await page.fill({ label: 'Cell number' }, cellNumber);
  const requested = Date.now() - 1000;
  await page.click({ css: 'button', name: 'Send PIN' });
  const pin = await latestPin(context.serverURL, cellNumber, requested);
  // A person reads the SMS meanwhile: the service worker has installed by then and sees the signed-in pages load.
  await underServiceWorker(page);
  await page.fill({ label: 'Enter your 6 digit pin' }, pin);
  await page.click({ css: 'button', name: 'Sign in' });
  if (accountName) await page.click({ css: 'button', name: accountName });
  await waitForPath(page, /^\/dashboard$/, 'the dashboard after signing in');
}

/** The header's Sign out: behind "More options" on a phone. */
async function signOut(page: EnginePage) {
  const narrow = await page.evaluate<boolean>(`() => getComputedStyle(document.querySelector('.portal-header__more')).display !== 'none'`);
  if (narrow) {
    await page.click({ css: '.portal-header__more > button', name: /More options/ });
    await page.click({ css: '.portal-header__popover button', name: 'Sign out' });
  } else {
    await page.click({ css: '.portal-header__actions button', name: 'Sign out' });
  }
  await waitForPath(page, /^\/login$/, 'the login page after Sign out');
}

/** In the page: every file of the areas the page loaded is in the service worker's caches. */
const KEPT_EVERYTHING_LOADED = `async () => {
  const loaded = [...new Set(performance.getEntriesByType('resource').map((e) => e.name).filter((name) => new URL(name).pathname.startsWith('/remotes/')))];
  // As the worker matches them: regardless of the server's Vary: Origin.
  for (const url of loaded) if (!(await caches.match(url, { ignoreVary: true }))) return false;
  return loaded.length > 0;
}`;

const balanceCard = `() => {
  const card = [...document.querySelectorAll('section')].find((s) => s.querySelector('h2, h3')?.innerText.trim() === 'Balance');
  const text = card?.innerText.trim();
  return text && /R \\d/.test(text) ? text : null;
}`;

export const signInJourney: Journey = {
  name: 'sign in with a PIN from the demo outbox',
  async run(context) {
    const { page } = context;
    await page.goto('/login');
    // A first visit: nothing of an earlier page of this engine (another width) is in this one's storage.
    const earlier = await page.evaluate<string[]>(`() => [navigator.serviceWorker?.controller ? 'a service worker' : '', localStorage.length ? 'local storage' : ''].filter(Boolean)`);
    expectThat(page, earlier.length === 0, `the login page is not a first visit: it has ${earlier.join(' and ')}`);
    await signIn(context, PEOPLE.customer);
    await waitForHeading(page, 'Dashboard');
  },
};

export const OFFLINE_JOURNEY: Journey = {
  name: 'offline after one online visit: a reload shows the dashboard as last seen',
  async run(context) {
    const { page, relay } = context;
    await waitForPath(page, /^\/dashboard$/);
    const lastSeen = await page.waitFor<string>('the Balance card to show an amount', balanceCard);
    await underServiceWorker(page);
    // The first visit is over once the service worker keeps every file of the areas the page loaded.
    await page.waitFor('the service worker to keep every file of the areas the first visit loaded', KEPT_EVERYTHING_LOADED);
    await relay.cut();
    const browserOffline = await page.setBrowserOffline(true);
    try {
      await page.reload();
      if (browserOffline) {
        await waitForHeading(page, 'Dashboard');
        await expectNoErrorShown(page, 'offline, the dashboard');
        const shown = await page.waitFor<string>('the Balance card as last seen', balanceCard);
        expectThat(page, shown === lastSeen, `offline, the Balance card shows "${shown}", not "${lastSeen}" as last seen`);
        await page.waitFor('"You are offline"', `() => document.body.innerText.includes('You are offline')`);
      } else {
        // WebKitWebDriver cannot take the browser off the network, so it still says it is online while the server is
        // gone: the reload starts from what the service worker kept, and the portal then says it cannot reach the
        // servers (as it does whenever they are down and the device is online), instead of failing to start.
        const shown = await page.waitFor<string>(
          'the portal to start from the service worker’s copies and say the servers cannot be reached',
          `() => document.body.innerText.includes('The portal could not start') ? 'could not start: ' + document.body.innerText.slice(0, 200) : location.pathname === '/unavailable' && document.body.innerText.includes('We cannot reach our servers') && 'unavailable'`,
        );
        expectThat(page, shown === 'unavailable', `offline, the reload shows: ${shown}`);
      }
    } finally {
      await page.setBrowserOffline(false);
      await relay.restore();
    }
  },
};

/** Opens the sidebar where it is closed (below 1360 px it closes on every navigation), once it has settled. */
async function openSidebarIfClosed(page: EnginePage) {
  const open = await page.waitFor<'open' | 'closed'>(
    'the sidebar to settle',
    `() => { const nav = document.getElementById('portal-sidebar'); if (!nav) return null; if (nav.hidden) return 'closed'; const box = nav.getBoundingClientRect(); return box.width > 0 && box.right > 0 ? 'open' : null; }`,
  );
  if (open === 'closed') {
    await page.click({ css: 'button.portal-header__menu' });
    await page.waitFor('the sidebar to open', `() => !document.getElementById('portal-sidebar').hidden`);
  }
}

export const areasJourney: Journey = {
  name: 'every area from the sidebar',
  async run(context) {
    const { page } = context;
    await page.goto('/dashboard');
    await heading(page);
    await openSidebarIfClosed(page);
    const links = await page.evaluate<{ label: string; href: string }[]>(
      `() => [...document.querySelectorAll('#portal-sidebar a.portal-sidebar__link')].filter((a) => a.origin === location.origin).map((a) => ({ label: a.innerText.trim(), href: a.pathname }))`,
    );
    expectThat(page, links.length >= 5, `the sidebar has ${links.length} entries`);
    for (const link of links) {
      await openSidebarIfClosed(page);
      await page.click({ css: '#portal-sidebar a.portal-sidebar__link', name: link.label });
      // The area opens once its code is here; the sidebar (on narrow screens) closes after that.
      await waitForPath(page, new RegExp(`^${link.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), `${link.label} to open ${link.href}`);
      await page.waitFor(`${link.label}'s sidebar entry to be current`, `(label) => [...document.querySelectorAll('#portal-sidebar a[aria-current="page"]')].some((a) => a.innerText.trim() === label)`, link.label);
      const title = await heading(page);
      // Each area's page has loaded its content: no "Loading" placeholder, no error state.
      await page.waitFor(`${link.label} to finish loading`, `() => !document.querySelector('main [aria-busy="true"], main .portal-state--loading')`);
      await expectNoErrorShown(page, `${link.label} (${title})`);
    }
  },
};

export const chartJourney: Journey = {
  name: "a service page's usage chart draws",
  async run(context) {
    const { page } = context;
    // Firefox runs with navigator.language "C" (puppeteer-engine.ts): the chart draws where it is no valid tag too.
    const invalidLanguage = await page.evaluate<string | null>(`() => { try { new Intl.NumberFormat(navigator.language); return null; } catch { return navigator.language; } }`);
    if (page.engine === 'firefox') expectThat(page, invalidLanguage === 'C', `navigator.language is not the invalid tag "C" but a valid one`);
    await page.goto('/services/connectivity/ftth/FTTH-100234');
    await heading(page);
    await page.waitFor('the usage chart to draw (a uPlot canvas)', `() => document.querySelector('.conn-chart .uplot canvas') !== null`);
    const note = await page.evaluate<string>(`() => document.querySelector('.conn-chart-frame')?.innerText ?? ''`);
    expectThat(page, !note.includes('could not be drawn'), `the chart says: ${note}`);
  },
};

const CARD = { holder: 'S Dlamini', number: '4111 1111 1111 1111', cvv: '123' };

export const paymentJourney: Journey = {
  name: 'a card payment through the gateway page',
  async run(context) {
    const { page } = context;
    await page.goto('/account/billing-details');
    await page.click({ css: 'button', name: 'Pay now' });
    const dialog = '[role="dialog"]';
    await page.fill({ within: dialog, label: 'Amount to pay' }, '10');
    await page.click({ within: dialog, css: 'button', name: 'Confirm Payment' });
    await waitForPath(page, /^\/gateway-sim\//, 'the gateway page');
    await page.fill({ label: 'Card holder' }, CARD.holder);
    await page.fill({ label: 'Card number' }, CARD.number);
    await page.fill({ label: 'CVV' }, CARD.cvv);
    await page.select({ label: 'Month' }, '12');
    await page.select({ label: 'Year' }, String(new Date().getFullYear() + 2));
    await page.click({ css: 'button', name: /^Pay R/ });
    const confirmed = await page.waitFor<string>(
      'the Payment Confirmed dialog',
      `() => [...document.querySelectorAll('[role="dialog"]')].map((d) => d.innerText).find((t) => t.includes('Payment Confirmed'))`,
    );
    expectThat(page, confirmed.includes('R 10.00'), `Payment Confirmed does not say R 10.00: ${confirmed}`);
    await page.click({ within: dialog, css: 'button', name: 'OK' });
  },
};

/** A real PNG (1 × 1 pixel): the server checks what files are by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const ticketJourney: Journey = {
  name: 'tickets: a row opens its own ticket; a ticket with an attachment gets the helpdesk’s reply',
  async run(context) {
    const { page } = context;
    await page.goto('/tickets');
    await heading(page);
    // A click on a row's subject (not its link) opens that row's ticket, and no other (WebKit opened the last one).
    const rows = await page.waitFor<{ number: string; subject: string }[]>(
      'the tickets list',
      `() => { const rows = [...document.querySelectorAll('.tk-list tbody tr')].map((tr) => ({ number: tr.querySelector('a.tk-row-link')?.innerText.trim(), subject: tr.children[1]?.innerText.trim() })).filter((r) => r.number); return rows.length > 1 && rows; }`,
    );
    await page.click({ css: '.tk-list tbody tr:first-child td:nth-child(2)' });
    await waitForPath(page, new RegExp(`^/tickets/support/${rows[0].number}$`), `the row's own ticket ${rows[0].number} (not another row's)`);
    // Back to the list, as a person would: the same document, no page load.
    await page.back();
    await waitForPath(page, /^\/tickets$/, 'the tickets list after Back');
    await page.click({ css: 'a', name: 'New ticket' });
    await waitForPath(page, /^\/tickets\/support$/, 'the New ticket form');
    const subject = `Line drops in ${page.engine} at ${page.width} px`;
    await page.select({ label: 'Category' }, 'Technical');
    await page.fill({ label: 'Subject' }, subject);
    await page.fill({ label: 'Description' }, `Since Monday the line drops every evening (logged from ${page.engine}).`);
    const file = path.join(context.artifacts, 'router-lights.png');
    writeFileSync(file, PNG);
    await page.upload({ label: 'Attachments (optional)' }, file);
    await page.waitFor('the chosen file to be listed', `() => document.querySelector('[aria-label="Chosen files"]')?.innerText.includes('router-lights.png')`);
    await page.click({ css: 'button', name: 'Submit ticket' });
    const ticketPath = await waitForPath(page, /^\/tickets\/support\/TCK-[0-9A-Z]{8}$/, 'the new ticket’s conversation');
    await waitForHeading(page, subject);
    await page.waitFor('the attachment on the first message', `() => [...document.querySelectorAll('button')].some((b) => b.innerText.includes('router-lights.png'))`);
    // The demo helpdesk answers after a few seconds; the page shows it without a reload.
    await page.waitFor('the helpdesk’s reply', `() => [...document.querySelectorAll('article')].some((a) => (a.getAttribute('aria-label') ?? a.innerText).includes('Support team'))`, undefined, 60_000);
    context.state.ticketNumber = ticketPath.split('/').pop();
    context.state.ticketSubject = subject;
  },
};

/**
 * Tab, and Tab again, from the top of the page to the header's "More options" button on a phone (its "Devices" at
 * desktop width): it takes the focus and shows its ring, not cut off by anything around it.
 */
export const keyboardJourney: Journey = {
  name: 'keyboard: Tab reaches the header’s More options (Devices at desktop width) and shows its focus ring',
  async run(context) {
    const { page } = context;
    await page.goto('/dashboard');
    await heading(page);
    const narrow = await page.evaluate<boolean>(`() => getComputedStyle(document.querySelector('.portal-header__more')).display !== 'none'`);
    const targetName = narrow ? 'More options' : 'Devices';
    expectThat(page, await page.evaluate<boolean>('() => document.hasFocus()'), 'the page does not have the keyboard focus (its window is not the focused one)');
    // From the top of the document, as after a page load.
    await page.evaluate(`() => { document.activeElement?.blur(); window.scrollTo(0, 0); }`);
    let focused = '';
    for (let presses = 0; presses < 12; presses++) {
      await page.pressTab();
      focused = await page.evaluate<string>(`() => { const el = document.activeElement; return el ? (el.innerText || el.getAttribute('aria-label') || el.tagName).replace(/\\s+/g, ' ').trim() : ''; }`);
      if (focused.includes(targetName)) break;
    }
    expectThat(page, focused.includes(targetName), `Tab never reached ${targetName} (last focused: "${focused}")`);
    const ring = await page.evaluate<{ focusVisible: boolean; outline: string; clippedBy: string | null }>(`() => {
      const el = document.activeElement;
      const style = getComputedStyle(el);
      const width = parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset) || 0);
      const box = el.getBoundingClientRect();
      const ring = { left: box.left - width, right: box.right + width, top: box.top - width, bottom: box.bottom + width };
      let clippedBy = null;
      for (let parent = el.parentElement; parent && !clippedBy; parent = parent.parentElement) {
        const ps = getComputedStyle(parent);
        if (ps.overflowX === 'visible' && ps.overflowY === 'visible') continue;
        const p = parent.getBoundingClientRect();
        if (ring.left < p.left || ring.right > p.right || ring.top < p.top || ring.bottom > p.bottom) clippedBy = parent.className || parent.tagName;
      }
      return { focusVisible: el.matches(':focus-visible'), outline: style.outlineStyle + ' ' + style.outlineWidth, clippedBy };
    }`);
    expectThat(page, ring.focusVisible, `${targetName} has the focus but not :focus-visible`);
    expectThat(page, ring.outline.startsWith('solid') && parseFloat(ring.outline.split(' ')[1]) >= 2, `${targetName}'s focus ring is "${ring.outline}"`);
    expectThat(page, ring.clippedBy === null, `${targetName}'s focus ring is cut off by ${ring.clippedBy}`);
    await page.screenshot(path.join(context.artifacts, `focus-${targetName.replace(/\s+/g, '-').toLowerCase()}.png`));
  },
};

export const signOutBackJourney: Journey = {
  name: 'Sign out, then Back: the login page, and nothing of the person who signed out',
  async run(context) {
    const { page, state } = context;
    // The ticket's conversation is one document; the dashboard, loaded afresh, another: Sign out there, then Back.
    const ticket = state.ticketNumber ?? (await firstTicket(page));
    await page.goto(`/tickets/support/${ticket}`);
    const subject = await heading(page);
    const accountName = await page.waitFor<string>('the account’s name in the header', `() => document.querySelector('.portal-header__account-name')?.innerText.trim()`);
    await page.goto('/dashboard');
    await heading(page);
    await signOut(page);
    await page.back();
    await waitForPath(page, /^\/login$/, 'the login page after Back');
    await page.waitFor('the login page’s Send PIN', `() => [...document.querySelectorAll('button')].some((b) => b.innerText.trim() === 'Send PIN')`);
    const text = await page.evaluate<string>('() => document.documentElement.textContent ?? ""');
    for (const personal of [accountName, ticket, subject, 'Messages on ticket']) expectThat(page, !text.includes(personal), `after Back the page still holds "${personal}"`);
  },
};

async function firstTicket(page: EnginePage) {
  await page.goto('/tickets');
  return page.waitFor<string>('a ticket in the list', `() => document.querySelector('.tk-list a.tk-row-link')?.innerText.trim()`);
}

export const accountSwitchJourney: Journey = {
  name: 'an account switch into a branch (person 0831234567, Acme Logistics → Cape Town)',
  async run(context) {
    const { page } = context;
    if (!/^\/login/.test(await currentPath(page))) {
      await page.goto('/dashboard');
      await heading(page);
      await signOut(page);
    }
    await signIn(context, PEOPLE.twoParents, /Acme Logistics \(Pty\) Ltd/);
    await page.waitFor('Acme Logistics in the header', `() => document.querySelector('.portal-header')?.innerText.includes('ENT2001')`);
    await page.waitFor('the dashboard to show its cards', balanceCard);
    await page.waitFor('Switch Account in the header (the person has other accounts)', `() => document.querySelector('button.portal-header__switch')`);
    await page.click({ css: 'button.portal-header__switch' });
    const dialog = '[role="dialog"]';
    await page.click({ within: dialog, css: '[role="tab"]', name: 'Child Accounts' });
    await page.click({ within: dialog, css: 'button', name: /Cape Town/ });
    const header = await page.waitFor<string>(
      'the branch in the header',
      `() => { const t = document.querySelector('.portal-header')?.innerText ?? ''; return t.includes('Cape Town') && !document.querySelector('[role="dialog"]') && t; }`,
    );
    expectThat(page, /ENT2001-\d\d/.test(header), `the header names no branch code: ${header}`);
    await waitForPath(page, /^\/dashboard$/, 'the branch’s dashboard');
    await page.waitFor('the branch’s dashboard to show its cards', balanceCard);
    await expectNoErrorShown(page, 'the branch’s dashboard');
  },
};

/** In this order on each page: a journey's state (signed in, the ticket logged) carries into the next. */
export const JOURNEYS: Journey[] = [signInJourney, OFFLINE_JOURNEY, areasJourney, chartJourney, paymentJourney, ticketJourney, keyboardJourney, signOutBackJourney, accountSwitchJourney];

