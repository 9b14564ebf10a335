import { expect, test } from '@playwright/test';
import { ACTION_PATH, call } from './support/api';
import { pause, signInTo, startOwn } from './support/identity-helpers';
import { portalServer } from './support/server';

/**
 * The attack on durability: the server is killed (kill -9, no shutdown hook) in the middle of a burst of
 * writes. Whatever it acknowledged with a 200 must be there after a restart on the same data folder,
 * and no two acknowledged writes may share an identity.
 */

const BURST = 80;
const server = portalServer({ OTP_REQUESTS_PER_NUMBER: '50', OTP_REQUESTS_PER_ADDRESS: '500' });
const { baseURL } = server;

interface Outcome {
  index: number;
  status: number | 'no answer';
  ticketNumber?: string;
}

/** Logs one support ticket; the ticket number is what a customer is told to quote. */
async function logTicket(token: string, index: number): Promise<Outcome> {
  try {
    const response = await fetch(`${baseURL}${ACTION_PATH}billing.support.CreateAccountEnquirySupportTicket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-authorization': token },
      body: JSON.stringify({ loggedDescription: `Crash burst enquiry ${index}`, currentStatusDescription: 'Active' }),
    });
    const envelope = (await response.json().catch(() => ({}))) as { result?: { ticketNumber?: string } };
    return { index, status: response.status, ticketNumber: envelope.result?.ticketNumber };
  } catch {
    return { index, status: 'no answer' };
  }
}

test.describe('crash during writes', () => {
  test.beforeAll(() => startOwn(server));
  test.afterAll(() => server.dispose());

  test('every ticket acknowledged before a kill -9 is still there after the restart, each with its own number', async () => {
    const { token } = await signInTo(baseURL, '0821234567', 'CUS1001');
    const before = await call<{ tickets: { ticketNumber: string }[] }>(baseURL, 'tickets.GetTickets', {}, token);
    expect(before.status).toBe(200);

    const outcomes: Outcome[] = [];
    const burst = Array.from({ length: BURST }, (_, index) => logTicket(token, index).then((outcome) => (outcomes.push(outcome), outcome)));
    // Kill it once a quarter of the burst is acknowledged: the rest is in flight.
    const deadline = Date.now() + 30_000;
    while (outcomes.filter((o) => o.status === 200).length < BURST / 4 && Date.now() < deadline) await pause(5);
    await server.crash();
    await Promise.all(burst);

    const acknowledged = outcomes.filter((o) => o.status === 200);
    const statuses = outcomes.reduce<Record<string, number>>((counts, o) => ({ ...counts, [o.status]: (counts[o.status] ?? 0) + 1 }), {});
    test.info().annotations.push({ type: 'burst', description: JSON.stringify(statuses) });
    const numbers = acknowledged.map((o) => o.ticketNumber);
    expect(acknowledged.length, 'writes were acknowledged before the kill').toBeGreaterThanOrEqual(BURST / 4);
    expect(outcomes.filter((o) => o.status === 'no answer').length, 'the kill came in the middle of the burst').toBeGreaterThan(0);
    expect(numbers.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
    expect(new Set(numbers).size, 'acknowledged tickets have distinct numbers').toBe(numbers.length);

    await startOwn(server);
    const { token: again } = await signInTo(baseURL, '0821234567', 'CUS1001');
    const after = await call<{ tickets: { ticketNumber: string }[] }>(baseURL, 'tickets.GetTickets', {}, again);
    expect(after.status).toBe(200);
    const stored = new Set(after.result.tickets.map((t) => t.ticketNumber));
    const lost = numbers.filter((n) => !stored.has(n!));
    expect(lost, `acknowledged before the kill but missing after the restart (${lost.length} of ${numbers.length})`).toEqual([]);
    for (const { ticketNumber } of before.result.tickets) expect(stored.has(ticketNumber), `seeded ${ticketNumber}`).toBe(true);
  });
});
