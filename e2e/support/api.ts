import type { Page } from '@playwright/test';

/** The access token of the session the page holds (its origin's local storage). */
export const pageToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? '{}').accessToken as string);

/**
 * Calls an action with a session token, from the page's browser context (its base URL and cookies). On a connection
 * of its own: the context's client would send a later call on a kept-alive connection the server may be closing just
 * then (it keeps an idle one 5 s), and a POST that meets the close fails with ECONNRESET rather than being sent again.
 */
export async function callWithToken<T>(page: Page, token: string, name: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`/api/solid/isp-portal/action/${name}`, {
    data: body,
    headers: { 'x-portal-authorization': token, connection: 'close' },
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${name} failed: ${JSON.stringify(envelope.errors)}`);
  return envelope.result as T;
}

/** Calls an action as the signed-in page would, with the page's own session token. */
export async function callAsPage<T>(page: Page, name: string, body: Record<string, unknown> = {}): Promise<T> {
  return callWithToken<T>(page, await pageToken(page), name, body);
}
