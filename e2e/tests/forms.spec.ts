import { expect, test, type Page } from '../support/test';
import { DEMO, latestPin } from '../support/sign-in';

/** Signs in typing the number the way many people write it. */
async function signInTyping(page: Page, typed: string, cellNumber: string) {
  await page.goto('/login?nextURL=%2Faccount%2Fcall-report');
  const requested = Date.now() - 1000;
  await page.getByLabel('Cell number').fill(typed);
  await page.getByRole('button', { name: 'Send PIN' }).click();
  const pin = await latestPin(page.request, cellNumber, requested);
  await page.getByPlaceholder('Enter your 6 digit pin').fill(pin);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('forms as people fill them in', () => {
  test('signs in with +27 and spaces, and chooses the report’s dates by typing and from the calendar', async ({ page }) => {
    await signInTyping(page, '+27 82 123 4567', DEMO.customer);
    await expect(page).toHaveURL(/\/account\/call-report$/);
    const period = page.getByRole('form', { name: 'Call report period' });

    await period.getByLabel('Start date', { exact: true }).fill('20/10/2026');
    const end = period.getByLabel('End date', { exact: true });
    await end.fill('31 Oct 2026');
    // The calendar opens at the typed day; the keyboard moves it back one day and Enter chooses it.
    await period.getByRole('button', { name: 'Choose end date from a calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'End date: choose a date' });
    await expect(calendar.getByRole('button', { name: 'Saturday, 31 October 2026' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(end).toHaveValue('30 Oct 2026');

    await period.getByRole('button', { name: 'Show calls' }).click();
    await expect(page.getByText(/No calls in this period\.|Showing \d+ - \d+ of \d+ calls/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export to Excel for 20 Oct 2026 to 30 Oct 2026' })).toBeVisible();
  });
});
