import { expect, test, type Locator, type Page } from '../support/test';
import { callAsPage } from '../support/api';
import { pdfText } from '../support/documents';
import { DEMO, signIn } from '../support/sign-in';

/** config/instances/default.json provider. */
const SUPPLIER = { legalName: 'Customer Portal Telecoms (Pty) Ltd', registrationNumber: '2019/123456/07', vatNumber: '4123456789' };
/** CUS1001's first invoice: paid by the seeded debit order, and no test changes it. */
const PAID_INVOICE = 'INV1001-0001';

interface InvoiceItem {
  invoiceTxNumber: string;
  outstanding: number;
}

const main = (page: Page) => page.getByRole('main');
const AMOUNT = /-?R \d{1,3}(?: \d{3})*\.\d{2}/;
/** 'R 3 927.00' as cents. */
const cents = (shown: string) => Math.round(Number(shown.replace(/[R ]/g, '')) * 100);
/** Rand as the portal writes it. */
const rand = (amount: number) => `R ${Math.floor(amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${String(Math.round(amount * 100) % 100).padStart(2, '0')}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2025-12-25' as the portal shows it: '25 Dec 2025'. */
const shownDate = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** The value next to a label in a details list. */
const detail = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label.replace(/\./g, '\\.')}$`) }).locator('xpath=following-sibling::dd[1]');

async function openBilling(page: Page, cellNumber: string, accountName?: RegExp) {
  await page.goto('/login?nextURL=%2Faccount%2Fbilling-details');
  await signIn(page, cellNumber, accountName ? { accountName } : {});
  await expect(page).toHaveURL(/\/account\/billing-details$/);
}

test.describe('tax invoices', () => {
  test('an invoice opens as a tax invoice whose totals add up, and its PDF says the same', async ({ page }) => {
    await openBilling(page, DEMO.customer);
    const invoices = main(page).getByRole('region', { name: 'Invoices' });
    // The oldest invoice is behind Show more invoices: the list opens on the latest six.
    const link = invoices.getByRole('link', { name: `View invoice ${PAID_INVOICE}` });
    const listed = invoices.getByRole('link', { name: /^View invoice / });
    while (!(await link.count())) {
      const shown = await listed.count();
      await invoices.getByRole('button', { name: 'Show more invoices' }).click();
      await expect.poll(() => listed.count()).toBeGreaterThan(shown);
    }
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/account/billing-details/invoices/${PAID_INVOICE}$`));

    const { paidDate } = await callAsPage<{ paidDate: string | null }>(page, 'billing.GetViewInvoice', { invoiceTxNumber: PAID_INVOICE });
    expect(paidDate).not.toBeNull();
    const paidOn = shownDate(paidDate!);
    const card = main(page).getByRole('region', { name: `Tax Invoice ${PAID_INVOICE}` });
    await expect(card.getByRole('heading', { level: 2, name: `Tax Invoice ${PAID_INVOICE}` })).toBeVisible();
    await expect(card.getByText(SUPPLIER.legalName)).toBeVisible();
    await expect(card.getByText(`VAT number: ${SUPPLIER.vatNumber}`)).toBeVisible();
    await expect(card.getByText(`Registration number: ${SUPPLIER.registrationNumber}`)).toBeVisible();
    await expect(card.getByText('Account code: CUS1001')).toBeVisible();
    await expect(card.getByText(`Paid on ${paidOn}.`)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Pay this invoice' })).toHaveCount(0);

    const exclusive = (await detail(card, 'Total excl. VAT').textContent())!.trim();
    const vat = (await detail(card, 'VAT 15%').textContent())!.trim();
    const inclusive = (await detail(card, 'Total incl. VAT').textContent())!.trim();
    expect(cents(exclusive) + cents(vat)).toBe(cents(inclusive));
    expect(cents(vat)).toBeGreaterThan(0);
    // The VAT column of the lines adds up to the VAT total.
    const lineVat = await card.getByRole('table').locator('tbody td[data-label="VAT"]').allTextContents();
    expect(lineVat.length).toBeGreaterThan(0);
    expect(lineVat.reduce((sum, shown) => sum + cents(shown.trim()), 0)).toBe(cents(vat));

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Download PDF of invoice ${PAID_INVOICE}` }).click()]);
    expect(download.suggestedFilename()).toBe(`Invoice ${PAID_INVOICE}.pdf`);
    const { text } = await pdfText(download);
    for (const expected of ['Tax Invoice', SUPPLIER.legalName, `VAT number: ${SUPPLIER.vatNumber}`, 'Account code: CUS1001', PAID_INVOICE]) expect(text).toContain(expected);
    // The same totals as on screen.
    const totalIn = (label: string) => new RegExp(`${label.replace(/\./g, '\\.')} (${AMOUNT.source})`).exec(text)?.[1];
    expect([totalIn('Total excl. VAT'), totalIn('VAT 15%'), totalIn('Total incl. VAT')]).toEqual([exclusive, vat, inclusive]);
    expect(text).toContain(`Paid in full on ${paidOn}.`);
  });

  test('an unpaid invoice offers “Pay this invoice”, which opens the payment on that invoice', async ({ page }) => {
    // Acme Logistics (ENT2001) has unpaid invoices that no test pays.
    await openBilling(page, DEMO.twoParents, /Acme Logistics \(Pty\) Ltd/);
    const { invoices } = await callAsPage<{ invoices: InvoiceItem[] }>(page, 'billing.GetInvoices', { page: 1, pageSize: 12 });
    const unpaid = invoices.find((i) => i.outstanding > 0)!;
    expect(unpaid).toBeDefined();

    await page.goto(`/account/billing-details/invoices/${unpaid.invoiceTxNumber}`);
    const card = main(page).getByRole('region', { name: `Tax Invoice ${unpaid.invoiceTxNumber}` });
    await expect(detail(card, 'Outstanding')).toHaveText(rand(unpaid.outstanding));
    await card.getByRole('link', { name: 'Pay this invoice' }).click();
    await expect(page).toHaveURL(/\/account\/billing-details(\?|$)/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(rand(unpaid.outstanding)).first()).toBeVisible();
  });

  test('on a phone an invoice fits the screen and the list shows the latest six', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openBilling(page, DEMO.customer);
    const invoices = main(page).getByRole('region', { name: 'Invoices' });
    const list = invoices.getByRole('list', { name: 'Invoices, newest first' });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    await expect(invoices.getByText('Showing the latest 6 of 12 invoices')).toBeVisible();

    await page.goto(`/account/billing-details/invoices/${PAID_INVOICE}`);
    await expect(main(page).getByRole('heading', { name: `Tax Invoice ${PAID_INVOICE}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
