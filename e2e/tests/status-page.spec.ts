import type { APIRequestContext } from '@playwright/test';
import { backoffice } from '../support/backoffice';
import { expect, test } from '../support/test';

interface DemoMail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The demo mailbox's messages to `to` (GET /api/dev/mailbox, demo mode only). */
const mailTo = async (request: APIRequestContext, to: string) => ((await (await request.get('/api/dev/mailbox')).json()) as DemoMail[]).filter((m) => m.to === to);

/** The path of a link of the status page in a message's text. */
const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`https?://[^/\\s]+(/status\\?${kind}=[A-Za-z0-9._%-]+)`).exec(text)?.[1] ?? null;

test.describe('the public status page', () => {
  test('signed out: see outages, subscribe by e-mail, confirm from the mail, get an outage’s update, unsubscribe from its link', async ({ page, request }) => {
    const run = Date.now().toString(36);
    const address = `status-${run}@example.org`;
    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current outages' }).getByRole('article', { name: 'LTE and mobile data outage in Johannesburg' })).toBeVisible();
    await expect(page.getByText(/^(Of the last \d+ restored outages, \d+ (was|were) restored by the time we gave; on average|The last restored outage was restored (by|later than) the time we gave: )/)).toBeVisible();

    const form = page.getByRole('region', { name: 'Get outage news' });
    await form.getByRole('textbox', { name: 'Email address' }).fill(address);
    await form.getByRole('combobox', { name: 'Area' }).selectOption('Bellville');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(`We have sent an e-mail with a confirmation link to ${address}. Open it to start getting outage news for Bellville.`);

    await expect.poll(async () => (await mailTo(request, address)).map((m) => m.subject)).toEqual(['Confirm outage news for Bellville']);
    const confirm = linkIn((await mailTo(request, address))[0].text, 'confirm');
    expect(confirm).not.toBeNull();
    await page.goto(confirm!);
    const panel = page.getByRole('region', { name: 'Confirm your subscription' });
    await panel.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(panel.getByRole('status')).toHaveText('You are subscribed: we will tell you of outages in Bellville by e-mail.');

    // The network team announces an outage in Bellville and then says how it is going.
    const reference = `OUT-E2E-${run}`.toUpperCase();
    const startsAt = new Date(Date.now() - 10 * 60_000).toISOString();
    expect((await backoffice(request, '/outages', { reference, kind: 'unplanned', title: `Fibre outage in Bellville ${run}`, areas: ['Bellville'], serviceTypes: ['ftth'], startsAt, message: 'Fibre in parts of Bellville is down. We are investigating.' })).status).toBe(200);
    const update = `A crew is splicing the cable (${run}).`;
    expect((await backoffice(request, `/outages/${reference}/updates`, { message: update, status: 'In progress' })).status).toBe(200);
    await expect.poll(async () => (await mailTo(request, address)).map((m) => m.subject)).toEqual([
      'Confirm outage news for Bellville',
      `New: Fibre outage in Bellville ${run}`,
      `Update: Fibre outage in Bellville ${run}`,
    ]);
    const notice = (await mailTo(request, address))[2];
    expect(notice.text).toContain(update);
    expect(notice.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await page.goto('/status');
    const card = page.getByRole('article', { name: `Fibre outage in Bellville ${run}` });
    await expect(card).toContainText(update);

    await page.goto(linkIn(notice.text, 'unsubscribe')!);
    const stop = page.getByRole('region', { name: 'Stop outage news' });
    await stop.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(stop.getByRole('status')).toHaveText('You are unsubscribed: you will get no more outage news for Bellville.');
  });
});
