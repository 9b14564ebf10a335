import { startTestServer, type TestServer } from './support/test-server';

/** Production starts with PAYMENT_GATEWAY=paygate: card payments are on, through PayGate, with no simulator mounted. */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ mode: 'production', paygate: { paygateId: '20000012345', secret: 'a-real-key', baseUrl: 'https://secure.paygate.co.za/payweb3' } });
});
afterAll(async () => s?.close());

it('turns card payments on and mounts no simulator pages', async () => {
  const config = (await s.app.inject({ method: 'GET', url: '/instance-config.json' })).json();
  expect(config.capabilities).toMatchObject({ payments: true, provisioning: false, helpdesk: false, debitOrders: false });
  for (const url of ['/gateway-sim/payweb3/initiate.trans', '/gateway-sim/payweb3/query.trans']) {
    expect((await s.app.inject({ method: 'POST', url, payload: 'PAYGATE_ID=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(404);
  }
  // The notify address is served (and refuses what does not verify).
  const notify = await s.app.inject({ method: 'POST', url: '/api/payments/paygate/notify', payload: 'PAY_REQUEST_ID=23B785AE-C96C-32AF-4879-D2C9363DB6E8&CHECKSUM=00', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(notify.statusCode).toBe(404);
});
