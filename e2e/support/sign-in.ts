import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  customer: '0821234567',
  twoParents: '0831234567',
  reseller: '0841234567',
  termsNotAccepted: '0851234567',
  sharedCell: '0861234567',
} as const;

interface OutboxMessage {
  to: string;
  text: string;
  sentAt: string;
}

/** The newest PIN the demo SMS adapter sent to a number, read from the outbox like a phone would. */
export async function latestPin(request: APIRequestContext, cellNumber: string, after = 0, origin = ''): Promise<string> {
  let pin: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`${origin}/api/dev/outbox`)).json()) as OutboxMessage[];
      const mine = outbox.filter((m) => m.to === cellNumber && Date.parse(m.sentAt) >= after);
      pin = /\b(\d{6})\b/.exec(mine.at(-1)?.text ?? '')?.[1];
      return pin;
    })
    .toBeTruthy();
  return pin!;
}

/** Signs in through the login page as a person would; chooses `accountName` when several accounts match. */
export async function signIn(page: Page, cellNumber: string, opts: { accountName?: string | RegExp } = {}) {
  if (!page.url().includes('/login')) await page.goto('/login');
  const requested = Date.now() - 1000;
  await page.getByLabel('Cell number').fill(cellNumber);
  await page.getByRole('button', { name: 'Send PIN' }).click();
  const pin = await latestPin(page.request, cellNumber, requested, new URL(page.url()).origin);
  await page.getByPlaceholder('Enter your 6 digit pin').fill(pin);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (opts.accountName) await page.getByRole('button', { name: opts.accountName }).click();
}
