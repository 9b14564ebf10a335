import { expect, test } from '@playwright/test';
import { call } from './support/api';
import { RATE_LIMITED, requestPin, startOwn } from './support/identity-helpers';
import { portalServer } from './support/server';

/**
 * The attack: guessing PINs. Per number, asking for PIN after PIN and guessing each until the server
 * says "too many", then still getting in with the right one (a limit checked after the PIN is
 * compared stops nothing). Per address, one client guessing across many numbers, voiding other
 * people's PINs with wrong tries.
 *
 * Every request reaches the server from 127.0.0.1, so a proxy is modelled: with TRUST_PROXY=1 the
 * client's address is the last X-Forwarded-For entry, and each test gives its attacker and victim
 * addresses of their own.
 */

const server = portalServer({ SMS_ADAPTER: 'demo', TRUST_PROXY: '1', OTP_REQUESTS_PER_NUMBER: '50', OTP_REQUESTS_PER_ADDRESS: '500' });
const { baseURL } = server;

/** The most VerifyOtp attempts one address may make across numbers before it is cut off. */
const ADDRESS_ATTEMPT_BOUND = 100;

const from = (address: string) => ({ 'x-forwarded-for': address });
const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

const requestPinFrom = (cellNumber: string, address: string) => requestPin(baseURL, cellNumber, from(address));

const verifyFrom = (cellNumber: string, pin: string, address: string) =>
  call<{ matchedAccounts?: unknown[] }>(baseURL, 'login.otp.VerifyOtp', { cellNumber, pin }, undefined, from(address));

test.describe('PIN guessing', () => {
  test.beforeAll(() => startOwn(server));
  test.afterAll(() => server.dispose());

  test('once a number has had too many incorrect PINs, even the right PIN is refused', async () => {
    const victim = '0821234567';
    let address = 0;
    const nextAddress = () => `198.51.100.${++address}`;
    let locked: { pin: string } | undefined;
    // Four wrong tries per PIN (a fifth would void it), so the PIN live when the limit answers is still a good one.
    for (let round = 0; round < 20 && !locked; round++) {
      const pin = await requestPinFrom(victim, nextAddress());
      for (let guess = 0; guess < 4; guess++) {
        const answer = await verifyFrom(victim, wrongPin(pin), nextAddress());
        if (answer.status === 429) {
          expect(answer.errors[0]?.message).toMatch(/too many incorrect pins/i);
          locked = { pin };
          break;
        }
        expect(answer.status, JSON.stringify(answer.errors)).toBe(400);
      }
    }
    expect(locked, 'the server stops answering "incorrect" after many wrong PINs').toBeDefined();

    const right = await verifyFrom(victim, locked!.pin, nextAddress());
    expect(right.status, 'the right PIN after the limit').toBe(429);
    expect(right.errors[0]?.code).toBe(RATE_LIMITED);
    expect(right.result?.matchedAccounts).toBeUndefined();
  });

  test("one address guessing across many numbers is cut off, and its refused tries do not void another person's PIN", async () => {
    const victim = '0841234567';
    const victimAddress = '203.0.113.50';
    const attacker = '198.51.100.200';
    const pin = await requestPinFrom(victim, victimAddress);

    let attempts = 0;
    let cutOff = false;
    while (attempts <= ADDRESS_ATTEMPT_BOUND) {
      const stranger = `06${String(10_000_000 + attempts).slice(-8)}`;
      const answer = await verifyFrom(stranger, '000000', attacker);
      if (answer.status === 429) {
        expect(answer.errors[0]?.code).toBe(RATE_LIMITED);
        cutOff = true;
        break;
      }
      expect(answer.status, JSON.stringify(answer.errors)).toBe(400);
      attempts++;
    }
    expect(cutOff, `VerifyOtp from one address is refused within ${ADDRESS_ATTEMPT_BOUND} attempts across numbers`).toBe(true);

    // Past its limit the attacker's wrong PINs for the victim are refused without counting: five would void a PIN.
    for (let guess = 0; guess < 6; guess++) {
      const answer = await verifyFrom(victim, wrongPin(pin), attacker);
      expect(answer.status, `wrong PIN ${guess + 1} from the cut-off address`).toBe(429);
    }

    const own = await verifyFrom(victim, pin, victimAddress);
    expect(own.status, `the victim's own PIN still works: ${JSON.stringify(own.errors)}`).toBe(200);
    expect(own.result.matchedAccounts?.length).toBeGreaterThan(0);
  });
});
