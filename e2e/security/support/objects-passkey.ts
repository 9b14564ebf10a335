import { expect, type Browser } from '@playwright/test';
import { call } from './api';

/**
 * Registers a passkey for the token's person with Chromium's virtual authenticator, as the portal's browser code
 * does (RequestRegistration, navigator.credentials.create, VerifyRegistration). Returns the device id.
 */
export async function registerPasskey(browser: Browser, baseURL: string, token: string, deviceId: string): Promise<string> {
  const requested = await call<{ options: unknown }>(baseURL, 'auth.webauthn.RequestRegistration', { deviceId }, token);
  expect(requested.status, JSON.stringify(requested.errors)).toBe(200);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/version`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    const credential = await page.evaluate(async (optionsJSON) => {
      const fromB64 = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
      const toB64 = (b: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(b))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const o = optionsJSON as {
        challenge: string;
        user: { id: string; name: string; displayName: string };
        excludeCredentials?: { id: string; type: 'public-key' }[];
      } & Record<string, unknown>;
      const created = (await navigator.credentials.create({
        publicKey: {
          ...(o as unknown as PublicKeyCredentialCreationOptions),
          challenge: fromB64(o.challenge),
          user: { ...o.user, id: fromB64(o.user.id) },
          excludeCredentials: (o.excludeCredentials ?? []).map((c) => ({ ...c, id: fromB64(c.id) })),
        },
      })) as PublicKeyCredential;
      const response = created.response as AuthenticatorAttestationResponse;
      return {
        id: created.id,
        rawId: toB64(created.rawId),
        clientDataJSON: toB64(response.clientDataJSON),
        attestationObject: toB64(response.attestationObject),
        transports: response.getTransports?.() ?? [],
      };
    }, requested.result.options);
    const verified = await call(baseURL, 'auth.webauthn.VerifyRegistration', { deviceId, type: 'public-key', ...credential }, token);
    expect(verified.status, JSON.stringify(verified.errors)).toBe(200);
    return deviceId;
  } finally {
    await context.close();
  }
}
