import { expect, test } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

/** A real PNG (1 × 1 pixel) and a text file: the server checks what files are by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('support tickets end to end', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('log a ticket with two attachments, see the agent reply, reply, close and reopen', async ({ page }) => {
    await page.goto('/tickets');
    await page.getByRole('link', { name: 'New ticket' }).click();
    await expect(page).toHaveURL(/\/tickets\/support$/);
    await expect(page.getByRole('heading', { name: 'Log a support ticket' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(page.getByText('Please make a selection for category.')).toBeVisible();

    await page.getByLabel('Category').selectOption('Technical');
    await page.getByLabel('Service it concerns (optional)').selectOption('FTTH-100234');
    await page.getByLabel('Subject').fill('Fibre drops every evening');
    await page.getByLabel('Description').fill('Since Monday the fibre line drops at about 19:00 for ten minutes every evening.');
    await page.getByLabel('Attachments (optional)').setInputFiles([
      { name: 'router-lights.png', mimeType: 'image/png', buffer: PNG },
      { name: 'speedtest.txt', mimeType: 'text/plain', buffer: Buffer.from('Download 3.2 Mbps at 19:05\n') },
    ]);
    await expect(page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Submit ticket' }).click();

    await expect(page).toHaveURL(/\/tickets\/support\/TCK-[0-9A-Z]{8}$/);
    const ticketNumber = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: 'Fibre drops every evening', level: 1 })).toBeVisible();
    const thread = page.getByRole('list', { name: `Messages on ticket ${ticketNumber}, oldest first` });
    await expect(thread.getByText('Since Monday the fibre line drops')).toBeVisible();
    await expect(thread.getByRole('button', { name: /router-lights\.png/ })).toBeVisible();
    await expect(thread.getByRole('button', { name: /speedtest\.txt/ })).toBeVisible();

    // The demo helpdesk answers after a few seconds; the page shows it without a reload.
    await expect(thread.getByRole('article', { name: /Support team/ })).toHaveCount(1, { timeout: 20_000 });

    await page.getByLabel('Your reply').fill('It happened again tonight at 19:02.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread.getByText('It happened again tonight at 19:02.')).toBeVisible();

    await page.getByRole('button', { name: 'Close ticket' }).click();
    await page.getByRole('dialog', { name: 'Close this ticket?' }).getByRole('button', { name: 'Close ticket' }).click();
    await expect(page.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reply' })).toBeDisabled();

    await page.getByRole('button', { name: 'Reopen ticket' }).click();
    await expect(page.getByRole('button', { name: 'Close ticket' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reply' })).toBeEnabled();

    await page.goto('/tickets');
    await expect(page.getByRole('link', { name: ticketNumber })).toBeVisible();
  });

  test('the dashboard’s ticket link opens the ticket’s conversation', async ({ page }) => {
    const card = page.getByRole('region', { name: 'Open tickets' });
    const link = card.getByRole('listitem').first().getByRole('link');
    const subject = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/tickets\/support\/TCK-/);
    await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: /^Messages on ticket/ }).getByRole('article').first()).toBeVisible();
  });

  test('a ticket number of another account answers as one that does not exist', async ({ page }) => {
    await page.goto('/tickets/support/TCK-00000000');
    await expect(page.getByText('We could not find ticket TCK-00000000.')).toBeVisible();
  });
});
