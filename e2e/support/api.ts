import type { Page } from '@playwright/test';

/** Calls an action as the signed-in page would, with the page's own session token. */
export async function callAsPage<T>(page: Page, name: string, body: Record<string, unknown> = {}): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? '{}').accessToken as string);
  const response = await page.request.post(`/api/solid/isp-portal/action/${name}`, {
    data: body,
    headers: { 'x-portal-authorization': token },
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${name} failed: ${JSON.stringify(envelope.errors)}`);
  return envelope.result as T;
}
