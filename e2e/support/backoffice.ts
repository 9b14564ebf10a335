import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** The e2e servers' back-office API token (playwright.config.ts sets BACKOFFICE_TOKEN to it); a test value only. */
export const E2E_BACKOFFICE_TOKEN = 'e2e-backoffice-5b1f0c9a7e3d42861f0b9c7a5e3d1f08';

/** POSTs to the back-office API as a provider's system would, with a new idempotency key. */
export async function backoffice(request: APIRequestContext, route: string, body: unknown = {}) {
  const response = await request.post(`/api/backoffice/v1${route}`, {
    headers: { authorization: `Bearer ${E2E_BACKOFFICE_TOKEN}`, 'idempotency-key': randomUUID() },
    data: body,
  });
  return { status: response.status(), body: await response.json() };
}
