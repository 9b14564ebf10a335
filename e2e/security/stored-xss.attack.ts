import { expect, test, type Browser } from '@playwright/test';
import { call } from './support/api';
import { upload } from './support/objects-http';
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

/** An upload (multipart: the json part and files) that must succeed; its result. */
async function mustUpload(name: string, json: unknown, files: { fileName: string; data: string }[], token: string) {
  const answer = await upload(server.baseURL, name, json, files.map((f) => ({ ...f, contentType: 'text/plain' })), token);
  expect(answer.status, `${name}: ${answer.text.slice(0, 300)}`).toBe(200);
  return (answer.envelope as { result: unknown }).result;
}

const key = () => `xss-${crypto.randomUUID()}`;
/** A file name that is markup (no quotes or slashes: those a name cannot carry). */
const IMG_FILE = '<img src=x onerror=window.__xss=1>.txt';

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

  // The billing forms' tickets: the subject carries the customer's words, the status shown goes into the history.
  const enquiry = (await must('billing.support.CreateAccountEnquirySupportTicket', { loggedDescription: IMG, currentStatusDescription: SCRIPT }, token)) as {
    ticketNumber: string;
  };
  await must('billing.support.CreateBillingSupportTicket', { description: `${SVG} ${IMG}` }, token);
  stored.push({ what: 'the billing forms’ tickets’ subjects and a ticket’s subject (CreateAccountEnquirySupportTicket, CreateBillingSupportTicket, CreateTicket)', page: '/tickets', shows: [IMG, SVG] });
  stored.push({ what: 'an account enquiry’s description and the status it was logged with', page: `/tickets/support/${enquiry.ticketNumber}`, shows: [IMG, SCRIPT] });

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

  // A ticket logged and replied to through the upload route: subject, description, reply and an attachment's name.
  const { ticketNumber } = (await mustUpload(
    'tickets.CreateTicket',
    { category: 'Technical', subject: IMG, description: `${SCRIPT} ${SVG}`, idempotencyKey: key() },
    [{ fileName: IMG_FILE, data: 'speed test: 0.0 Mbps\n' }],
    token,
  )) as { ticketNumber: string };
  await mustUpload('tickets.ReplyToTicket', { ticketNumber, body: `${JS_URL} ${IMG}`, idempotencyKey: key() }, [], token);
  stored.push({ what: 'a ticket’s subject, description, reply and file name (CreateTicket, ReplyToTicket)', page: `/tickets/support/${ticketNumber}`, shows: [IMG, SCRIPT, SVG, JS_URL, IMG_FILE] });

  // A cancellation's comment: a sensitive action, so a fresh sign-in just before.
  const fresh = await signInAs(server.baseURL, PRINCIPALS.customer);
  const options = (await must('services.GetCancellationOptions', { serviceTag: 'FLTE-400614' }, fresh)) as {
    earliestDate: string;
    reasons: { id: string }[];
    lines: { id: string }[];
    hardware: { id: string }[];
  };
  await must(
    'commerce.CancelService',
    {
      cancellation: {
        serviceTag: 'FLTE-400614',
        cancellationDate: options.earliestDate,
        cancellationLines: options.lines.map((l) => l.id),
        cancellationInformation: { reasonId: options.reasons[0].id, comment: `${IMG} ${SCRIPT}` },
        cancellationHardware: options.hardware.map((h) => ({ id: h.id, returnMethod: 'drop-off' })),
      },
      idempotencyKey: key(),
    },
    fresh,
  );
  stored.push({ what: 'a cancellation’s comment (CancelService)', page: '/account/cancellations', shows: [IMG, SCRIPT] });
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
