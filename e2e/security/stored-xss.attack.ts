import { expect, test, type Browser } from '@playwright/test';
import { call } from './support/api';
import { MANY_SIGN_INS, PRINCIPALS, signInAs } from './support/objects-principals';
import { portalServer } from './support/server';

/**
 * Stored XSS: script-bearing text stored through the API everywhere a customer can store text, then every page
 * that shows it opened in Chromium. No script may run (window.__xss stays undefined), no dialog may open, and the
 * text must be shown literally. PDFs and spreadsheets are not HTML and are left out.
 */

const server = portalServer(MANY_SIGN_INS);
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '"><script>window.__xss=1</script>';
const SVG = "<svg onload='window.__xss=1'>";
const JS_URL = 'javascript:window.__xss=1';

interface Stored {
  what: string;
  /** The page that shows it, and the texts it must show literally. */
  page: string;
  shows: string[];
}

const stored: Stored[] = [];

async function must(name: string, body: unknown, token: string) {
  const answer = await call(server.baseURL, name, body, token);
  expect(answer.status, `${name}: ${JSON.stringify(answer.errors)}`).toBe(200);
  return answer.result;
}

test.beforeAll(async () => {
  const token = await signInAs(server.baseURL, PRINCIPALS.customer);
  await must(
    'account.access.AddUser',
    { firstName: IMG, lastName: SCRIPT, cellNumber: '0791234560', portalModules: ['tickets'] },
    token,
  );
  stored.push({ what: 'a user’s names (AddUser)', page: '/account/access', shows: [IMG, SCRIPT] });

  const address = (line1: string, line2: string, city: string) => ({ line1, line2, city, postalCode: '2001' });
  await must(
    'account.UpdateAddress',
    { postalAddress: address(IMG, SVG, JS_URL), physicalAddress: address(SCRIPT, JS_URL, SVG), cellNumber: '0821234567', landline: null },
    token,
  );
  stored.push({ what: 'address lines (UpdateAddress)', page: '/account/account-details', shows: [IMG, SCRIPT, SVG, JS_URL] });

  await must('billing.support.CreateAccountEnquirySupportTicket', { loggedDescription: IMG, currentStatusDescription: SCRIPT }, token);
  await must('billing.support.CreateBillingSupportTicket', { description: `${SVG} ${IMG}` }, token);
  stored.push({ what: 'a support ticket’s subject (CreateAccountEnquirySupportTicket)', page: '/tickets', shows: [SCRIPT] });

  const billing = await must('billing.GetBillingDetails', {}, token) as {
    billingDetails: { debitOrderDetailsBean: { bankNameId: number; accountTypeId: number; branchCode: string; debitCollectionDayId: number } | null };
  };
  const debit = billing.billingDetails.debitOrderDetailsBean!;
  await must(
    'billing.UpdateBillingDetails',
    {
      paymentMethodId: 2,
      billingDetails: {
        debitOrderDetailsBean: {
          accountHolder: IMG,
          bankNameId: debit.bankNameId,
          accountTypeId: debit.accountTypeId,
          branchCode: debit.branchCode,
          debitCollectionDayId: debit.debitCollectionDayId,
          declarationAccepted: true,
        },
        creditCardDetailsBean: null,
      },
    },
    token,
  );
  stored.push({ what: 'the debit order’s account holder (UpdateBillingDetails)', page: '/account/billing-details', shows: [IMG] });
  stored.push({ what: 'the mandate’s account holder', page: '/account/debit-order-mandate', shows: [IMG] });
  stored.push({ what: 'the dashboard with all of the above stored', page: '/dashboard', shows: [] });
});

/** A new browser context signed in as the customer (the token where the portal keeps it), on `path`. */
async function openSignedIn(browser: Browser, path: string) {
  const token = await signInAs(server.baseURL, PRINCIPALS.customer);
  const context = await browser.newContext();
  await context.addInitScript((accessToken) => {
    if (!localStorage.getItem('portal.session')) localStorage.setItem('portal.session', JSON.stringify({ accessToken }));
  }, token);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(`${server.baseURL}${path}`);
  return { page, dialogs, close: () => context.close() };
}

test('every page showing stored text shows it literally and runs none of it', async ({ browser }) => {
  const problems: string[] = [];
  for (const s of stored) {
    const { page, dialogs, close } = await openSignedIn(browser, s.page);
    for (const text of s.shows) {
      await expect
        .poll(async () => (await page.evaluate(() => document.body.innerText)).includes(text), { message: `${s.page} shows ${text} (${s.what})`, timeout: 15_000 })
        .toBe(true);
    }
    if (!s.shows.length) await page.waitForLoadState('networkidle');
    const fired = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
    if (fired !== undefined) problems.push(`${s.page}: stored ${s.what} ran as script`);
    if (dialogs.length) problems.push(`${s.page}: dialogs opened: ${dialogs.join('; ')}`);
    const links = await page.evaluate(() => [...document.querySelectorAll('a[href], [src], form[action]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? e.getAttribute('action') ?? ''));
    const scripted = links.filter((href) => /^\s*javascript:/i.test(href));
    if (scripted.length) problems.push(`${s.page}: javascript: links made from stored text: ${scripted.join(', ')}`);
    await close();
  }
  expect(problems).toEqual([]);
});
