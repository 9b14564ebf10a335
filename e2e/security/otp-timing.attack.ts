import { expect, test } from '@playwright/test';
import { call } from './support/api';
import { startFakeSmsGateway, type FakeSmsGateway } from './support/fake-sms-gateway';
import { startOwn } from './support/identity-helpers';
import { portalServer, type PortalServer } from './support/server';

/**
 * The attack: telling who is a customer by how long RequestOtp takes. With the HTTP SMS adapter a known number's
 * answer used to wait for the gateway (374-672 ms) where an unknown one's did not (23-262 ms). Against a gateway that
 * takes GATEWAY_DELAY_MS per text, many requests of each kind are timed side by side: their times must look alike,
 * and both far below the gateway's delay. The known numbers' PINs must still arrive.
 */

const GATEWAY_DELAY_MS = 300;
const SAMPLES = 25;
const KNOWN = ['0821234567', '0831234567', '0841234567', '0851234567', '0861234567'];
/** As many unknown numbers as known ones, each asked as often: earlier PINs to void, counters to add to, alike. */
const UNKNOWN = KNOWN.map((_, i) => `07900${String(20_000 + i).slice(-5)}`);

let sms: FakeSmsGateway;
let server: PortalServer;

test.describe('RequestOtp timing', () => {
  test.beforeAll(async () => {
    sms = await startFakeSmsGateway({ delayMs: GATEWAY_DELAY_MS });
    server = portalServer({ SMS_ADAPTER: 'http', SMS_HTTP_URL: sms.url, OTP_REQUESTS_PER_NUMBER: '1000', OTP_REQUESTS_PER_ADDRESS: '10000' });
    await startOwn(server);
  });
  test.afterAll(async () => {
    await server?.dispose();
    await sms?.close();
  });

  test('a known and an unknown number answer alike, long before the SMS gateway does, and the known ones get their PINs', async () => {
    const timed = async (cellNumber: string) => {
      const started = performance.now();
      const answer = await call<{ cellNumber: string }>(server.baseURL, 'login.otp.RequestOtp', { cellNumber });
      const elapsed = performance.now() - started;
      expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
      expect(answer.result.cellNumber).toBe(`${cellNumber.slice(0, 3)} *** ${cellNumber.slice(-4)}`);
      return elapsed;
    };
    await timed(KNOWN[0]);
    await timed(UNKNOWN[0]);

    const known: number[] = [];
    const strangers: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      known.push(await timed(KNOWN[i % KNOWN.length]));
      strangers.push(await timed(UNKNOWN[i % UNKNOWN.length]));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const figures = `known median ${median(known).toFixed(1)} ms, unknown median ${median(strangers).toFixed(1)} ms, gateway ${GATEWAY_DELAY_MS} ms`;
    test.info().annotations.push({ type: 'timing', description: figures });
    console.log(figures);
    const ratio = median(known) / median(strangers);
    expect(ratio, figures).toBeLessThan(1.5);
    expect(ratio, figures).toBeGreaterThan(1 / 1.5);
    expect(median(known), figures).toBeLessThan(GATEWAY_DELAY_MS / 3);
    expect(median(strangers), figures).toBeLessThan(GATEWAY_DELAY_MS / 3);

    // Every known request's text arrives; no unknown number ever gets one.
    await expect.poll(() => sms.received.length, { timeout: 60_000, message: 'every known number’s text at the gateway' }).toBe(SAMPLES + 1);
    expect(sms.received.every((m) => KNOWN.some((k) => m.to === `27${k.slice(1)}`))).toBe(true);
  });
});
