import { expect, test } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

const MOBILE = '/services/connectivity/mobiledata/account/MOB-300412';

interface OutboxMessage {
  to: string;
  text: string;
}

test.describe('usage alerts', () => {
  test('an alert set on the usage page is sent by SMS once usage passes it, and the dashboard shows it', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(MOBILE);
    const section = page.getByRole('region', { name: 'Usage alerts' });
    const alerts = section.getByRole('list', { name: 'Tell me when this service has used' });
    await expect(alerts.getByRole('listitem')).toHaveText(['80% of its dataRemove', '100% of its dataRemove']);

    // A bad percentage is refused with a clear message; a good one joins the list.
    const field = section.getByRole('textbox', { name: 'Add an alert at (%)' });
    await field.fill('150');
    await section.getByRole('button', { name: 'Add alert' }).click();
    await expect(section.getByText('Each alert is a whole percentage from 1 to 100.')).toBeVisible();
    await field.fill('95');
    await field.press('Enter');
    await expect(alerts.getByRole('listitem')).toHaveCount(3);
    await section.getByRole('radio', { name: 'SMS and e-mail' }).check();
    await section.getByRole('button', { name: 'Save usage alerts' }).click();
    await expect(section.getByText('Saved for MOB-300412: alerts at 80%, 95%, 100%.')).toBeVisible();

    // The demo's customer uses more than the month's data: 20 GB, and any top-up an earlier journey bought.
    const used = await page.request.post('/api/dev/usage', { data: { serviceTag: 'MOB-300412', dataMb: 100_000 } });
    expect(used.ok()).toBe(true);

    // One text, for the highest alert passed, naming the data used and the days left.
    await expect
      .poll(async () => ((await (await page.request.get('/api/dev/outbox')).json()) as OutboxMessage[]).filter((m) => m.to === DEMO.customer && m.text.startsWith('MOB-300412 has used')).map((m) => m.text))
      .toEqual([expect.stringMatching(/^MOB-300412 has used [\d.]+ GB of its [\d.]+ GB this billing cycle \(100% alert\)\. \d+ days? left in the cycle/)]);

    await page.goto('/dashboard');
    await expect(page.getByText('MOB-300412 has used all its data')).toBeVisible();
    await page.getByRole('link', { name: 'View usage' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${MOBILE}$`));
    await expect(page.getByRole('region', { name: 'Usage alerts' }).getByText('100% of its data · passed this cycle')).toBeVisible();
  });
});
