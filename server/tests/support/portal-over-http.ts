import { freePort } from './test-server';

/**
 * A port for a server a test starts: TEST_PORT_BASE + offset when that is set (so that engineers sharing a machine
 * keep to their own block of ports), else any free one.
 */
export async function testPort(offset: number) {
  const base = Number(process.env.TEST_PORT_BASE);
  return Number.isInteger(base) && base > 0 ? base + offset : freePort();
}

export interface ActionAnswer {
  status: number;
  body: { result?: any; errors?: { code: string; message: string; field?: string }[] };
}

/** Calls one action of a running portal over HTTP, as the browser's transport does. */
export async function callAction(origin: string, name: string, body: unknown, token?: string): Promise<ActionAnswer> {
  const response = await fetch(`${origin}/api/solid/isp-portal/action/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-portal-authorization': token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ActionAnswer['body'] };
}

/** Waits for a state, checking every `everyMs`; the deadline only catches a hang. */
export async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Signs in as a person does: asks for a PIN, types the one `pinFor` finds (it waits for the text to arrive), and
 * chooses the account named (or the first). Returns the access token.
 */
export async function signInOverHttp(origin: string, cellNumber: string, pinFor: () => Promise<string>, accountCode?: string) {
  const requested = await callAction(origin, 'login.otp.RequestOtp', { cellNumber });
  if (requested.status !== 200) throw new Error(`RequestOtp answered ${requested.status}: ${JSON.stringify(requested.body)}`);
  const verified = await callAction(origin, 'login.otp.VerifyOtp', { cellNumber, pin: await pinFor() });
  if (verified.status !== 200) throw new Error(`VerifyOtp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  const accounts = verified.body.result.matchedAccounts as { accountCode: string; userToken: string }[];
  const chosen = accountCode ? accounts.find((a) => a.accountCode === accountCode) : accounts[0];
  if (!chosen) throw new Error(`${cellNumber} has no account ${accountCode}.`);
  const selected = await callAction(origin, 'login.otp.SelectAccount', { userToken: chosen.userToken });
  return selected.body.result.accessToken as string;
}

/** The demo's outbox (GET /api/dev/outbox): the newest PIN texted to `cellNumber` after the outbox held `before` texts. */
export function outboxPin(origin: string, cellNumber: string, before: number) {
  return () =>
    until(`a PIN texted to ${cellNumber}`, async () => {
      const outbox = (await (await fetch(`${origin}/api/dev/outbox`)).json()) as { to: string; text: string }[];
      return /\b(\d{6})\b/.exec(outbox.slice(before).filter((m) => m.to === cellNumber).at(-1)?.text ?? '')?.[1];
    });
}

export async function outboxLength(origin: string) {
  return ((await (await fetch(`${origin}/api/dev/outbox`)).json()) as unknown[]).length;
}
