import { actionPath, AUTH_HEADER } from '@portal/contract';

interface OutboxMessage {
  to: string;
  text: string;
  sentAt: string;
}

/** Calls one action over HTTP, as any client of the API would; throws with the server's errors when it fails. */
export async function callAction<T>(baseURL: string, name: string, input: object = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseURL}${actionPath(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [AUTH_HEADER]: token } : {}) },
    body: JSON.stringify(input),
  });
  const envelope = (await response.json()) as { success: boolean; result?: T; errors?: unknown };
  if (!envelope.success) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(envelope.errors)}`);
  return envelope.result as T;
}

async function pinSentTo(baseURL: string, cellNumber: string, after: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const outbox = (await (await fetch(`${baseURL}/api/dev/outbox`)).json()) as OutboxMessage[];
    const mine = outbox.filter((m) => m.to === cellNumber && Date.parse(m.sentAt) >= after);
    const pin = /\b(\d{6})\b/.exec(mine.at(-1)?.text ?? '')?.[1];
    if (pin) return pin;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No PIN reached ${cellNumber} within 10 s`);
}

/** Signs in over HTTP with a PIN from the demo outbox and returns the access token of the first matched account. */
export async function signInOverHttp(baseURL: string, cellNumber: string): Promise<string> {
  const requested = Date.now() - 1000;
  await callAction(baseURL, 'login.otp.RequestOtp', { cellNumber });
  const pin = await pinSentTo(baseURL, cellNumber, requested);
  const { matchedAccounts } = await callAction<{ matchedAccounts: { userToken: string }[] }>(baseURL, 'login.otp.VerifyOtp', {
    cellNumber,
    pin,
  });
  const { accessToken } = await callAction<{ accessToken: string }>(baseURL, 'login.otp.SelectAccount', {
    userToken: matchedAccounts[0].userToken,
  });
  return accessToken;
}
