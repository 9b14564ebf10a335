import { expect } from '@playwright/test';

export const ACTION_PATH = '/api/solid/isp-portal/action/';

export interface ApiAnswer<T = unknown> {
  status: number;
  success: boolean;
  result: T;
  errors: { code?: string; message?: string; field?: string }[];
}

/** Calls an action as any HTTP client could: a JSON body, the token in the portal's header when given. */
export async function call<T = unknown>(
  baseURL: string,
  name: string,
  body: unknown = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseURL}${ACTION_PATH}${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-portal-authorization': token } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let envelope: { success?: boolean; result?: T; errors?: ApiAnswer['errors'] } = {};
  try {
    envelope = JSON.parse(text);
  } catch {
    // not JSON: the status says enough
  }
  return { status: response.status, success: envelope.success === true, result: envelope.result as T, errors: envelope.errors ?? [] };
}

/** The newest PIN the demo SMS adapter sent to a number since `after` (ms), read from the outbox. */
export async function latestPin(baseURL: string, cellNumber: string, after: number): Promise<string> {
  let pin: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${baseURL}/api/dev/outbox`)).json()) as { to: string; text: string; sentAt: string }[];
      const mine = outbox.filter((m) => m.to === cellNumber && Date.parse(m.sentAt) >= after);
      pin = /\b(\d{6})\b/.exec(mine.at(-1)?.text ?? '')?.[1];
      return pin;
    })
    .toBeTruthy();
  return pin!;
}

interface MatchedAccount {
  accountCode: string;
  customerName: string;
  duplicateContacts: boolean;
  userToken: string;
}

/** Signs in over the API with a PIN from the outbox; picks the account whose name or code matches, else the first. */
export async function signInByApi(baseURL: string, cellNumber: string, account?: string | RegExp): Promise<string> {
  const requested = Date.now() - 1000;
  const requestedPin = await call(baseURL, 'login.otp.RequestOtp', { cellNumber });
  expect(requestedPin.status, JSON.stringify(requestedPin.errors)).toBe(200);
  const pin = await latestPin(baseURL, cellNumber, requested);
  const verified = await call<{ matchedAccounts: MatchedAccount[] }>(baseURL, 'login.otp.VerifyOtp', { cellNumber, pin });
  expect(verified.status, JSON.stringify(verified.errors)).toBe(200);
  const matches = (a: MatchedAccount) =>
    account === undefined || (typeof account === 'string' ? a.accountCode === account || a.customerName === account : account.test(a.customerName));
  const chosen = verified.result.matchedAccounts.find(matches);
  if (!chosen) throw new Error(`${cellNumber} has no account matching ${account}`);
  const selected = await call<{ accessToken: string }>(baseURL, 'login.otp.SelectAccount', { userToken: chosen.userToken });
  expect(selected.status, JSON.stringify(selected.errors)).toBe(200);
  return selected.result.accessToken;
}
