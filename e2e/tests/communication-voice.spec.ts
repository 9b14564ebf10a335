import { expect, test, type Page } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';
import { watchTexts } from '../support/shown-texts';

const main = (page: Page) => page.getByRole('main');

test.describe('voice services a customer can run', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('call forwarding for all calls is set: pending first, then set by the provisioning side, with an entry in Recent changes', async ({ page }) => {
    await page.goto('/services/communication/voip/VOIP-600715');
    await expect(page.getByRole('heading', { name: 'Hosted VoIP 5 Extensions', level: 1 })).toBeVisible();
    const always = main(page).getByRole('form', { name: 'Forward all calls' });
    const toggle = always.getByRole('checkbox', { name: 'Forward every call' });
    if (!(await toggle.isChecked())) await toggle.check();
    await always.getByRole('textbox', { name: 'Forward to' }).fill('12345');
    await always.getByRole('button', { name: 'Save' }).click();
    await expect(always.getByText('Please enter a valid phone number.')).toBeVisible();

    const forwarding = main(page).getByRole('region', { name: 'Call forwarding' });
    const shown = await watchTexts(forwarding);
    await always.getByRole('textbox', { name: 'Forward to' }).fill('072 123 4502');
    await always.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => shown.shown('Being changed')).toBe(true);
    // The demo provisioning finishes within seconds; the page shows the result without a reload.
    await expect(forwarding.getByText('Being changed')).toBeHidden({ timeout: 15_000 });
    await expect(main(page).getByRole('form', { name: 'Forward all calls' }).getByText('On: to 072 123 4502')).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Recent changes' })).toContainText('Call forwarding always set to 072 123 4502 by Thandi');
  });

  test('the VoIP page lists extensions and this service’s calls, with a link to the call report', async ({ page }) => {
    await page.goto('/services/communication/voip/VOIP-600715');
    await expect(main(page).getByRole('list', { name: 'Extensions' })).toContainText('Thandi Mokoena');
    const calls = main(page).getByRole('table', { name: 'Latest calls' });
    await expect(calls).toBeVisible();
    // The first row is the header row; the calls follow it.
    await expect(calls.getByRole('row').first()).toContainText('Duration');
    await expect(calls.getByRole('row').nth(1)).toBeVisible();
    await main(page).getByRole('link', { name: 'See every call in your call report' }).click();
    await expect(page).toHaveURL(/\/account\/call-report$/);
  });

  test('fax to email being cancelled shows its addresses and faxes but offers no changes', async ({ page }) => {
    await page.goto('/services/communication/faxin/FAX-700816');
    await expect(page.getByRole('heading', { name: 'Fax to Email', level: 1 })).toBeVisible();
    await expect(main(page).getByText(/This service is being cancelled/)).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Delivery addresses' })).toContainText('thandi@mokoena-design.co.za');
    await expect(main(page).getByRole('region', { name: 'Faxes received' }).getByRole('table', { name: 'The latest faxes received' })).toBeVisible();
    await expect(main(page).getByRole('form', { name: 'Add an address' })).toHaveCount(0);
  });

  test('email to fax, the geographic number and the voice bundle render for their seeded services', async ({ page }) => {
    await page.goto('/services/communication/faxout/FAXO-700917');
    await expect(page.getByRole('heading', { name: 'Email to Fax', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Sender addresses' })).toContainText('@mokoena-design.co.za');
    await expect(main(page).getByRole('region', { name: 'Faxes sent' }).getByRole('table', { name: 'The latest faxes sent' })).toContainText('Sending');

    await page.goto('/services/communication/phone-number/NUM-701422');
    await expect(page.getByRole('heading', { name: 'Geographic Number 011', level: 1 })).toBeVisible();
    await expect(main(page).getByText('011 555 1422')).toBeVisible();
    await expect(main(page).getByRole('form', { name: 'Where calls ring' })).toBeVisible();

    await page.goto('/services/communication/voice-bundle/VCB-701523');
    await expect(page.getByRole('heading', { name: 'Voice Bundle 500 Minutes', level: 1 })).toBeVisible();
    await expect(main(page).getByText(/of 500 minutes used/)).toBeVisible();
    await expect(main(page).getByRole('meter', { name: 'Minutes used this month' })).toBeVisible();
  });
});
