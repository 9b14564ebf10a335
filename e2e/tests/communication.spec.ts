import { expect, test, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

const main = (page: Page) => page.getByRole('main');

test.describe('the communication area', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the list links each service to its own page', async ({ page }) => {
    await page.goto('/services/communication');
    await main(page).getByRole('link', { name: /^EML-500614/ }).click();
    await expect(page).toHaveURL(/\/services\/communication\/email\/EML-500614$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Email 10 Mailboxes' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Back to Communication' }).click();
    await expect(page).toHaveURL(/\/services\/communication$/);
  });

  test('a tag of another type opens the page of its own type, and an unknown tag says so', async ({ page }) => {
    await page.goto('/services/communication/faxout/VOIP-600715');
    await expect(page).toHaveURL(/\/services\/communication\/voip\/VOIP-600715$/);
    await page.goto('/services/communication/email/NONE-000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
  });

  test('cancelling the voice bundle from its page: Cancellation Request Logged, then the page says it is being cancelled', async ({ page }) => {
    await page.goto('/services/communication/voice-bundle/VCB-701523');
    await main(page).getByRole('link', { name: 'Cancel service' }).click();
    await expect(page).toHaveURL(/\/services\/voice-bundle\/VCB-701523\/cancellation$/);
    await page.getByLabel('Reason').selectOption({ label: 'It is too expensive' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/services\/cancel$/);
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    const modal = page.getByRole('dialog', { name: 'Cancellation Request Logged' });
    await expect(modal).toBeVisible();
    const reference = (await modal.getByRole('definition').filter({ hasText: /^CAN-/ }).textContent())!.trim();
    await modal.getByRole('link', { name: 'View Request' }).click();
    // The voice bundle's page, left for the cancellation, stays in the page hidden, and names the request too.
    await expect(main(page).getByText(reference).filter({ visible: true })).toBeVisible();

    await page.goto('/services/communication/voice-bundle/VCB-701523');
    await expect(main(page).getByText(/This service is being cancelled/)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Cancel service' })).toHaveCount(0);
  });
});
