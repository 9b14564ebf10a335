import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import type { SmsAdapter } from '../src/adapters/sms';
import type { Db } from '../src/db/connect';
import { CSP_REPORT_LIMIT } from '../src/http/csp-reports';
import { loggerOptions } from '../src/logging';
import { metricsRegistry } from '../src/observability/metrics';

/** The report endpoint and the headers never touch the database: a placeholder stands in for it. */
const noDatabase = {} as Db;
const demoSms = { kind: 'demo', outbox: [], send: async () => undefined } as unknown as SmsAdapter;

const PAGE = 'http://127.0.0.1:8080/account/billing-details?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl#pay';

/** What Chromium sends for report-to (W3C Reporting API). */
const reportsJson = (overrides: Record<string, unknown> = {}) => [
  {
    age: 12,
    type: 'csp-violation',
    url: PAGE,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    body: {
      blockedURL: 'https://skimmer.example/collect.js?card=4111111111111111',
      columnNumber: 3,
      disposition: 'enforce',
      documentURL: PAGE,
      effectiveDirective: 'script-src-elem',
      lineNumber: 1,
      originalPolicy: "default-src 'self'; report-to csp-endpoint",
      referrer: '',
      sample: '',
      sourceFile: 'http://127.0.0.1:8080/main.js?v=1',
      statusCode: 200,
      ...overrides,
    },
  },
];

/** What Firefox and WebKit send for report-uri (CSP 2). */
const cspReport = {
  'csp-report': {
    'blocked-uri': 'inline',
    'document-uri': PAGE,
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; report-uri /api/csp-report",
    referrer: '',
    'violated-directive': 'script-src-elem',
    disposition: 'enforce',
    'status-code': 200,
  },
};

async function violationsCounted(directive: string) {
  const metric = await metricsRegistry.getSingleMetric('portal_csp_violations_total')!.get();
  return metric.values.filter((v) => v.labels.directive === directive).reduce((sum, v) => sum + v.value, 0);
}

describe('POST /api/csp-report', () => {
  let app: FastifyInstance;
  let log = '';
  let address = 0;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    ({ app } = await buildServer({ db: noDatabase, secret: new Uint8Array(32), sms: demoSms, logger: loggerOptions('info', stream), trustProxy: 1 }));
  });
  afterAll(() => app.close());
  beforeEach(() => {
    log = '';
  });

  /** Each test reports from an address of its own, so that the rate limit of one does not reach the next. */
  const post = (payload: unknown, contentType: string, from = `203.0.113.${++address}`) =>
    app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': contentType, 'x-forwarded-for': from },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('takes a Reporting API report, counts it and logs it without query strings or secrets', async () => {
    const before = await violationsCounted('script-src-elem');
    const response = await post(reportsJson(), 'application/reports+json');
    expect(response.statusCode).toBe(204);
    expect(await violationsCounted('script-src-elem')).toBe(before + 1);
    const line = JSON.parse(log.trim().split('\n').find((l) => l.includes('content security policy violation'))!);
    expect(line.level).toBe(40);
    expect(line.cspViolation).toEqual({
      directive: 'script-src-elem',
      disposition: 'enforce',
      document: 'http://127.0.0.1:8080/account/billing-details',
      blocked: 'https://skimmer.example/collect.js',
      source: 'http://127.0.0.1:8080/main.js',
      line: 1,
    });
    expect(log).not.toContain('4111');
    expect(log).not.toContain('eyJ');
    expect(log).not.toContain('token=');
  });

  it('takes a report-uri report (application/csp-report)', async () => {
    const before = await violationsCounted('script-src-elem');
    const response = await post(cspReport, 'application/csp-report');
    expect(response.statusCode).toBe(204);
    expect(await violationsCounted('script-src-elem')).toBe(before + 1);
    expect(log).toContain('"blocked":"inline"');
  });

  it('refuses what is not a CSP report with a 4xx, counting nothing', async () => {
    const before = await violationsCounted('script-src-elem');
    const bad: [unknown, string, number][] = [
      [{ hello: 'world' }, 'application/reports+json', 400],
      [[], 'application/reports+json', 400],
      [reportsJson({ extra: 'field' }), 'application/reports+json', 400],
      [reportsJson({ effectiveDirective: 'Script Src' }), 'application/reports+json', 400],
      [[{ ...reportsJson()[0], type: 'deprecation' }], 'application/reports+json', 400],
      [{ 'csp-report': { 'document-uri': PAGE } }, 'application/csp-report', 400],
      ['{"csp-report": ', 'application/csp-report', 400],
      ['{"__proto__": {"x": 1}}', 'application/csp-report', 400],
      [cspReport, 'application/json', 415],
      [JSON.stringify(cspReport), 'text/plain', 415],
      [reportsJson({ originalPolicy: 'x'.repeat(20_000) }), 'application/reports+json', 413],
    ];
    for (const [payload, contentType, status] of bad) {
      const response = await post(payload, contentType);
      expect([contentType, response.statusCode]).toEqual([contentType, status]);
    }
    expect(await violationsCounted('script-src-elem')).toBe(before);
  });

  it('limits reports per address', async () => {
    const from = '198.51.100.7';
    for (let i = 0; i < CSP_REPORT_LIMIT.max; i++) expect((await post(cspReport, 'application/csp-report', from)).statusCode).toBe(204);
    const over = await post(cspReport, 'application/csp-report', from);
    expect(over.statusCode).toBe(429);
    expect((await post(cspReport, 'application/csp-report', '198.51.100.8')).statusCode).toBe(204);
  });

  it('names the endpoint in every response: report-to, Reporting-Endpoints and report-uri', async () => {
    for (const url of ['/', '/api/csp-report', '/version', '/gateway-sim/']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      expect([url, csp]).toEqual([url, expect.stringContaining('report-uri /api/csp-report; report-to csp-endpoint')]);
      expect(response.headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
    }
  });
});
