import { randomUUID } from 'node:crypto';
import { PAYMENT_RETURN_PARAM } from '@portal/contract';
import { announceMissing, POSTGRES_URL, postgresReachable } from './support/backends';
import { startTestServer, type TestServer } from './support/test-server';

const CUSTOMER = '0821234567';
const TOKEN = 'metrics-token-4f1d9a7c2b8e6035';

/** The value of one series in a scrape (0 when absent), e.g. value(text, 'portal_sms_sent_total{adapter="demo"}'). */
function value(scrape: string, series: string): number {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  describe('in the demo without a token', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer();
    });
    afterAll(() => s.close());

    const scrape = async () => {
      const response = await s.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.body;
    };

    it('counts requests per action, failures by code, PINs sent and payments started, as they happen', async () => {
      const before = await scrape();
      const token = await s.signIn(CUSTOMER);
      await s.call('login.otp.RequestOtp', { cellNumber: 'not a number' });
      await s.call('login.otp.NoSuchAction', {});
      await s.call('billing.GetInvoices', {}, 'not-a-token');
      expect((await s.call('billing.payment.PerformPayGatePayment', { amount: 10, idempotencyKey: randomUUID() }, token)).status).toBe(200);
      await s.app.inject({ method: 'GET', url: `/version?cache-buster=${randomUUID()}` });
      const after = await scrape();
      const delta = (series: string) => value(after, series) - value(before, series);

      expect(delta('portal_request_duration_seconds_count{action="login.otp.RequestOtp"}')).toBe(2);
      expect(delta('portal_request_duration_seconds_count{action="login.otp.VerifyOtp"}')).toBe(1);
      expect(delta('portal_request_duration_seconds_count{action="login.otp.SelectAccount"}')).toBe(1);
      expect(delta('portal_request_duration_seconds_count{action="billing.payment.PerformPayGatePayment"}')).toBe(1);
      // An unknown name is one series, whatever callers send; a route is named by its pattern, never its query.
      expect(delta('portal_request_duration_seconds_count{action="unknown"}')).toBe(1);
      expect(delta('portal_request_duration_seconds_count{action="/version"}')).toBe(1);
      expect(after).not.toContain('NoSuchAction');
      expect(after).not.toContain('cache-buster');
      expect(value(after, 'portal_request_duration_seconds_sum{action="login.otp.RequestOtp"}')).toBeGreaterThan(0);
      expect(value(after, 'portal_request_duration_seconds_bucket{le="+Inf",action="login.otp.RequestOtp"}')).toBe(value(after, 'portal_request_duration_seconds_count{action="login.otp.RequestOtp"}'));

      expect(delta('portal_errors_total{code="BAD_INPUT"}')).toBe(1);
      expect(delta('portal_errors_total{code="UNKNOWN_ACTION"}')).toBe(1);
      expect(delta('portal_errors_total{code="UNAUTHENTICATED"}')).toBe(1);
      expect(delta('portal_sms_sent_total{adapter="demo"}')).toBe(1);
      expect(delta('portal_payments_started_total{kind="payment"}')).toBe(1);
    });

    it('counts a payment completed when the gateway reports it', async () => {
      const token = await s.signIn(CUSTOMER);
      const started = await s.call('billing.payment.PerformPayGatePayment', { amount: 12, idempotencyKey: randomUUID() }, token);
      // Scraped after the start, which settles the earlier test's payment left open.
      const before = await scrape();
      const pageUrl = new URL(started.body.result.creditCardInfoCaptureUrl as string);
      const page = await s.app.inject({ method: 'GET', url: `${pageUrl.pathname}${pageUrl.search}` });
      const id = /name="PAY_REQUEST_ID" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const cancelled = await s.app.inject({
        method: 'POST',
        url: '/gateway-sim/pay',
        payload: new URLSearchParams({ PAY_REQUEST_ID: id, ACTION: 'cancel' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(cancelled.statusCode).toBe(303);
      const gatewayToken = new URL(cancelled.headers.location as string).searchParams.get(PAYMENT_RETURN_PARAM)!;
      await s.call('billing.payment.ValidatePayment', { token: gatewayToken }, token);
      const after = await scrape();
      expect(value(after, 'portal_payments_completed_total{kind="payment",status="abandoned"}') - value(before, 'portal_payments_completed_total{kind="payment",status="abandoned"}')).toBe(1);
    });

    it('shows queue depth, database connections and the event loop lag', async () => {
      const text = await scrape();
      expect(text).toMatch(/^portal_queue_depth\{queue="provisioning"\} \d+$/m);
      expect(text).toMatch(/^portal_queue_depth\{queue="helpdesk"\} \d+$/m);
      for (const state of ['pending', 'delivered', 'failed', 'skipped']) expect(text).toMatch(new RegExp(`^portal_outbox_events\\{state="${state}"\\} \\d+$`, 'm'));
      expect(text).toMatch(/^portal_outbox_failed_events \d+$/m);
      expect(value(text, 'portal_db_pool_connections{state="total"}')).toBe(1);
      expect(text).toMatch(/^portal_nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^portal_process_cpu_seconds_total \d/m);
    });
  });

  announceMissing('PostgreSQL', postgresReachable);
  if (postgresReachable) describe('on PostgreSQL', () => {
    it('shows the pool: total, idle and waiting clients', async () => {
      const s = await startTestServer({ backend: 'postgres', databaseUrl: POSTGRES_URL });
      try {
        await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
        const text = (await s.app.inject({ method: 'GET', url: '/metrics' })).body;
        expect(value(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
        expect(text).toMatch(/^portal_db_pool_connections\{state="idle"\} \d+$/m);
        expect(value(text, 'portal_db_pool_connections{state="waiting"}')).toBe(0);
      } finally {
        await s.close();
      }
    });
  });

  describe('with METRICS_TOKEN', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({ metricsToken: TOKEN });
    });
    afterAll(() => s.close());

    it('answers only a bearer of the token', async () => {
      const get = (authorization?: string) => s.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      for (const wrong of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
        const refused = await get(wrong);
        expect([wrong, refused.statusCode]).toEqual([wrong, 401]);
        expect(refused.body).not.toContain('portal_');
      }
      const answered = await get(`Bearer ${TOKEN}`);
      expect(answered.statusCode).toBe(200);
      expect(answered.body).toContain('# TYPE portal_request_duration_seconds histogram');
    });
  });

  describe('in production', () => {
    it('is not served without a token, and served to its bearer with one', async () => {
      const open = await startTestServer({ mode: 'production' });
      try {
        expect((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      } finally {
        await open.close();
      }
      const guarded = await startTestServer({ mode: 'production', metricsToken: TOKEN });
      try {
        expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
        expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
      } finally {
        await guarded.close();
      }
    });
  });
});
