import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

const SHOTS = path.join(__dirname, '..', '.artifacts', 'screenshots');
/** The household's third invoice: a fibre upgrade with its part-month and an outage credit. */
const UPGRADED = 'INV5201-0003';
const FIRST = 'INV5201-0001';

const main = (page: Page) => page.getByRole('main');
/** '+R 1 099.00', '-R 89.90' as cents. */
const cents = (shown: string) => Math.round(Number(shown.replace(/[R +\u00a0]/g, '')) * 100);
const detail = (scope: Locator, label: string | RegExp) => scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const text = async (l: Locator) => (await l.textContent())!.trim();

async function openHouseholdInvoice(page: Page, number: string) {
  await page.goto('/login');
  await signIn(page, DEMO.sharedCell, { accountName: /Naledi Khumalo/ });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/billing-details');
  await main(page).getByRole('region', { name: 'Invoices' }).getByRole('link', { name: `View invoice ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/billing-details/invoices/${number}$`));
}

test.describe('Why did my bill change?', () => {
  test('an invoice explains itself against the previous one, change by change, adding up to the difference', async ({ page }) => {
    await openHouseholdInvoice(page, UPGRADED);
    const invoiceTotal = cents(await text(detail(main(page).getByRole('region', { name: `Tax Invoice ${UPGRADED}` }), 'Total incl. VAT')));

    const section = main(page).getByRole('region', { name: 'Why did my bill change?' });
    const show = section.getByRole('button', { name: 'Show what changed' });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Hide what changed' })).toHaveAttribute('aria-expanded', 'true');

    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Plan changes', 'Credits and payments']);
    const plan = section.getByRole('region', { name: 'Plan changes' }).getByRole('listitem');
    await expect(plan.first()).toContainText('Was Fibre 100/50 Mbps Uncapped (FTTH-520001) at R 899.00, now R 1 099.00.');
    await expect(plan.first()).toContainText('+R 200.00');
    await expect(plan.nth(1)).toContainText('16–31 Aug pro rata');
    await expect(section.getByRole('region', { name: 'Credits and payments' })).toContainText('-R 89.90');

    const previous = cents(await text(detail(section, /^Previous invoice INV5201-0002/)));
    const current = cents(await text(detail(section, 'This invoice')));
    const difference = cents(await text(detail(section, 'Difference')));
    expect(current).toBe(invoiceTotal);
    expect(difference).toBe(current - previous);
    const amounts = await section.getByRole('listitem').evaluateAll((items) => items.map((i) => i.firstElementChild!.lastElementChild!.textContent!));
    expect(amounts.map(cents).reduce((a, b) => a + b, 0)).toBe(difference);
    expect(cents(await text(section.getByText('Total of the changes').locator('xpath=following-sibling::span[1]')))).toBe(difference);

    mkdirSync(SHOTS, { recursive: true });
    for (const width of [360, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: width === 360 ? 1400 : 1000 });
        await page.emulateMedia({ colorScheme });
        // The sidebar starts open or closed by the width the page loads at.
        await page.reload();
        await section.getByRole('button', { name: 'Show what changed' }).click();
        await expect(section.getByText('Total of the changes')).toBeVisible();
        await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        // Nothing may be wider than the phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: path.join(SHOTS, `invoice-changes-${width}-${colorScheme}.png`) });
      }
    }
  });

  test('the first invoice says there is no previous one to compare with', async ({ page }) => {
    await openHouseholdInvoice(page, FIRST);
    const section = main(page).getByRole('region', { name: 'Why did my bill change?' });
    await section.getByRole('button', { name: 'Show what changed' }).click();
    await expect(section.getByText('This is your first invoice.')).toBeVisible();
    await expect(section.getByText('There is no previous invoice to compare it with.')).toBeVisible();
  });
});
