import { expect, test } from '@playwright/test';
import { call } from './support/api';
import { logShows, RATE_LIMITED, startOwn } from './support/identity-helpers';
import { portalServer } from './support/server';

/**
 * The attack: dodging the per-address PIN request limit by sending an X-Forwarded-For header of one's
 * own. Behind one proxy (TRUST_PROXY=1) the client is the entry that proxy added, the last one; the
 * entries before it are whatever the client wrote. Trusting every sender must not be configurable.
 */

const PER_ADDRESS = 3;
const server = portalServer({ SMS_ADAPTER: 'demo', TRUST_PROXY: '1', OTP_REQUESTS_PER_ADDRESS: String(PER_ADDRESS), OTP_REQUESTS_PER_NUMBER: '100' });

test.describe('X-Forwarded-For spoofing', () => {
  test.afterAll(() => server.dispose());

  test('made-up X-Forwarded-For entries before the proxy-added one do not buy more PIN requests', async () => {
    await startOwn(server);
    const statuses: number[] = [];
    for (let n = 1; n <= 10; n++) {
      const answer = await call(server.baseURL, 'login.otp.RequestOtp', { cellNumber: `07${String(20_000_000 + n)}` }, undefined, {
        'x-forwarded-for': `203.0.113.${n}, 127.0.0.1`,
      });
      statuses.push(answer.status);
      if (answer.status !== 200) expect(answer.errors[0]?.code).toBe(RATE_LIMITED);
    }
    expect(statuses.filter((s) => s === 200).length, `statuses: ${statuses.join(' ')}`).toBeLessThanOrEqual(PER_ADDRESS);
    expect(statuses.filter((s) => s === 429).length, `statuses: ${statuses.join(' ')}`).toBeGreaterThanOrEqual(10 - PER_ADDRESS);
  });

  test('TRUST_PROXY=true (trust every sender) refuses to start, naming TRUST_PROXY', async () => {
    const trustingAll = portalServer({ TRUST_PROXY: 'true' });
    try {
      await expect(trustingAll.start()).rejects.toThrow(/The server exited/);
      await logShows(trustingAll.log, /TRUST_PROXY/);
    } finally {
      await trustingAll.dispose();
    }
  });
});
