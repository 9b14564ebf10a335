import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_OTP_LIMITS } from '../src/auth/otp';
import { gatewaySimSessions } from '../src/db/schema';
import { checkJwtSecret, estimatedSecretBits, parseSettings, SettingsError, type Settings } from '../src/settings';
import { softAuthenticator } from './support/soft-authenticator';
import { freePort, spawnPortal, startTestServer, type TestServer } from './support/test-server';

const ROOT = '/srv/portal';
const GOOD_SECRET = 'f3a9c1e07b5d24688e1f0a3c9b7d5e2a41c6f8093e7b2d5a6c1f4e8b0a9d3c72';

const parse = (env: Record<string, string>) => parseSettings(env, ROOT);
/** The problems a SettingsError lists for `env`; fails when it parses. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    parse(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).problems;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('parsing the settings', () => {
  it('takes usage from RADIUS accounting only with its database, and never echoes its address', () => {
    expect(problemsOf({ USAGE_ADAPTER: 'radius' })).toEqual([
      'RADIUS_DATABASE_URL is required when USAGE_ADAPTER is radius: set it (or RADIUS_DATABASE_URL_FILE) to the FreeRADIUS accounting database (postgres://…).',
    ]);
    expect(problemsOf({ USAGE_ADAPTER: 'freeradius' })[0]).toMatch(/^USAGE_ADAPTER="freeradius": use demo .* or radius/);
    const bad = problemsOf({ USAGE_ADAPTER: 'radius', RADIUS_DATABASE_URL: 'mysql://radius:hunter2@db/radius' });
    expect(bad).toEqual([expect.stringMatching(/^RADIUS_DATABASE_URL is not a postgres:\/\/ or postgresql:\/\/ address/)]);
    expect(bad.join()).not.toContain('hunter2');
    expect(parse({ RADIUS_DATABASE_URL: 'postgresql://r@127.0.0.1/radius' })).toMatchObject({ usageAdapter: 'demo', radiusDatabaseUrl: 'postgresql://r@127.0.0.1/radius' });
  });

  it('gives every setting its default when the environment is empty (or a value is empty)', () => {
    const expected: Settings = {
      mode: 'demo',
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(ROOT, 'data'),
      filesDir: path.join(ROOT, 'data', 'files'),
      databaseUrl: undefined,
      redisUrl: undefined,
      portalInstance: 'default',
      buildNumber: undefined,
      jwtSecret: undefined,
      jwtPreviousSecrets: [],
      metricsToken: undefined,
      otpRequestsPerNumber: 5,
      otpRequestsPerAddress: 20,
      smsBudgetPerHour: 1000,
      connectionLimits: { headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 5000, maxConnectionsPerAddress: 128 },
      alternateDebitProvider: false,
      publicOrigin: 'http://localhost:8080',
      reauthFreshSeconds: 120,
      logLevel: 'info',
      trustProxy: false,
      paymentAdapter: 'demo',
      provisioningAdapter: 'demo',
      helpdeskAdapter: 'demo',
      debitCollectionAdapter: 'demo',
      addressLookupAdapter: 'demo',
      addressLookupUrl: undefined,
      addressLookupApiKey: undefined,
      addressLookupTimeoutMs: 3000,
      paymentPagesBaseline: undefined,
      paymentPagesCheckMinutes: 60,
      usageAdapter: 'demo',
      radiusDatabaseUrl: undefined,
      paymentGateway: 'simulator',
      paygate: undefined,
      drainSeconds: 10,
      sms: { adapter: 'demo', warning: null },
      filesStore: 'directory',
      s3: undefined,
      dnsAdapter: 'demo',
      powerDns: undefined,
      webhookUrl: undefined,
      webhookSecret: undefined,
      webhookTimeoutMs: 10_000,
      webhookMaxAttempts: 15,
      webhookRetryBaseMs: 5_000,
      backofficeTokens: [],
      backofficeRequestsPerMinute: 600,
      email: { adapter: 'demo' },
    };
    expect(parse({})).toEqual(expected);
    expect(parse({ PORT: '', OTP_REQUESTS_PER_NUMBER: '', REAUTH_FRESH_SECONDS: ' ', TRUST_PROXY: '', JWT_SECRET: '' })).toEqual(expected);
  });

  it('reads good values of every setting', () => {
    const settings = parse({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATA_DIR: 'var/portal',
      FILES_DIR: '/mnt/shared/portal-files',
      DATABASE_URL: 'postgres://portal:s3cret@db.example.com:5432/portal',
      REDIS_URL: 'rediss://cache.example.com:6380',
      PORTAL_INSTANCE: 'acme-isp',
      BUILD_NUMBER: '2026.11.22-7',
      JWT_SECRET: GOOD_SECRET,
      OTP_REQUESTS_PER_NUMBER: '3',
      OTP_REQUESTS_PER_ADDRESS: '500',
      SMS_BUDGET_PER_HOUR: '250',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      HTTP_REQUEST_TIMEOUT_MS: '60000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000',
      MAX_CONNECTIONS_PER_ADDRESS: '32',
      ALT_DEBIT_PROVIDER: '1',
      PUBLIC_ORIGIN: 'https://portal.example.com/',
      REAUTH_FRESH_SECONDS: '3',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '2',
      ADDRESS_LOOKUP_ADAPTER: 'http',
      ADDRESS_LOOKUP_URL: 'https://maps.googleapis.com/maps/api/place/autocomplete/json',
      ADDRESS_LOOKUP_API_KEY: 'AIzaSyExampleKey123',
      ADDRESS_LOOKUP_TIMEOUT_MS: '1500',
      PAYMENT_PAGES_BASELINE: 'var/payment-pages-baseline.json',
      PAYMENT_PAGES_CHECK_MINUTES: '1440',
      USAGE_ADAPTER: 'radius',
      RADIUS_DATABASE_URL: 'postgres://portal_reader:r34d@radius-db.example.com:5432/radius',
      DRAIN_SECONDS: '0',
      SMS_ADAPTER: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      SMS_HTTP_TIMEOUT_MS: '2500',
      PROVISIONING_ADAPTER: 'webhook',
      HELPDESK_ADAPTER: 'webhook',
      WEBHOOK_URL: 'https://billing.example.com/portal-events',
      WEBHOOK_SECRET: GOOD_SECRET,
      WEBHOOK_TIMEOUT_MS: '5000',
      WEBHOOK_MAX_ATTEMPTS: '8',
      WEBHOOK_RETRY_BASE_MS: '1000',
      BACKOFFICE_TOKEN: `${GOOD_SECRET},${GOOD_SECRET.split('').reverse().join('')}`,
      BACKOFFICE_REQUESTS_PER_MINUTE: '120',
    });
    expect(settings).toEqual({
      mode: 'demo',
      port: 9090,
      dataEncryptionKey: undefined,
      host: '0.0.0.0',
      dataDir: path.join(ROOT, 'var/portal'),
      filesDir: '/mnt/shared/portal-files',
      databaseUrl: 'postgres://portal:s3cret@db.example.com:5432/portal',
      redisUrl: 'rediss://cache.example.com:6380',
      portalInstance: 'acme-isp',
      buildNumber: '2026.11.22-7',
      jwtSecret: GOOD_SECRET,
      jwtPreviousSecrets: [],
      metricsToken: undefined,
      otpRequestsPerNumber: 3,
      otpRequestsPerAddress: 500,
      smsBudgetPerHour: 250,
      connectionLimits: { headersTimeoutMs: 5000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 2000, maxConnectionsPerAddress: 32 },
      alternateDebitProvider: true,
      publicOrigin: 'https://portal.example.com',
      reauthFreshSeconds: 3,
      logLevel: 'warn',
      trustProxy: 2,
      paymentAdapter: 'demo',
      provisioningAdapter: 'webhook',
      helpdeskAdapter: 'webhook',
      debitCollectionAdapter: 'demo',
      addressLookupAdapter: 'http',
      addressLookupUrl: 'https://maps.googleapis.com/maps/api/place/autocomplete/json',
      addressLookupApiKey: 'AIzaSyExampleKey123',
      addressLookupTimeoutMs: 1500,
      paymentPagesBaseline: path.join(ROOT, 'var/payment-pages-baseline.json'),
      paymentPagesCheckMinutes: 1440,
      usageAdapter: 'radius',
      radiusDatabaseUrl: 'postgres://portal_reader:r34d@radius-db.example.com:5432/radius',
      paymentGateway: 'simulator',
      drainSeconds: 0,
      filesStore: 'directory',
      s3: undefined,
      sms: { adapter: 'http', http: { url: new URL('https://sms.example.com/send'), authorization: undefined, template: '{"to":"{to}","text":"{text}"}', from: undefined, timeoutMs: 2500 } },
      dnsAdapter: 'demo',
      powerDns: undefined,
      webhookUrl: 'https://billing.example.com/portal-events',
      webhookSecret: GOOD_SECRET,
      webhookTimeoutMs: 5000,
      webhookMaxAttempts: 8,
      webhookRetryBaseMs: 1000,
      backofficeTokens: [GOOD_SECRET, GOOD_SECRET.split('').reverse().join('')],
      backofficeRequestsPerMinute: 120,
      email: { adapter: 'demo' },
    });
    expect(parse({ DRAIN_SECONDS: '300' }).drainSeconds).toBe(300);
    const s3 = { FILES_STORE: 's3', S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
    expect(parse(s3)).toMatchObject({ filesStore: 's3', s3: { endpoint: undefined, bucket: 'portal-files', region: 'us-east-1', accessKeyId: 'AKIAEXAMPLE', secretAccessKey: s3.S3_SECRET_ACCESS_KEY, forcePathStyle: false, prefix: '' } });
    expect(parse({ ...s3, S3_ENDPOINT: 'https://minio.example.com:9000/', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: '1', S3_PREFIX: 'portal/attachments/' }).s3).toMatchObject({ endpoint: 'https://minio.example.com:9000', region: 'eu-west-1', forcePathStyle: true, prefix: 'portal/attachments/' });
    expect(parse({ ...s3, FILES_STORE: 'directory' }).s3).toBeUndefined();
    expect(problemsOf({ FILES_STORE: 's3' })).toEqual([
      'S3_BUCKET is required when FILES_STORE is s3: the bucket of ticket attachments.',
      'S3_ACCESS_KEY_ID is required when FILES_STORE is s3 (or S3_ACCESS_KEY_ID_FILE).',
      'S3_SECRET_ACCESS_KEY is required when FILES_STORE is s3 (or S3_SECRET_ACCESS_KEY_FILE).',
    ]);
    // The SMS adapter's own checks run once the rest holds, in the same list of problems.
    expect(problemsOf({ TRUST_PROXY: '1' })).toEqual([expect.stringMatching(/^SMS_ADAPTER is not set and TRUST_PROXY=1 puts a proxy in front/)]);
    expect(parse({ SMS_ADAPTER: 'demo', HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://portal.example.com' }).sms).toEqual({ adapter: 'demo', warning: expect.stringContaining('DEMO SMS') });
    expect(parse({ DATA_DIR: '/var/lib/portal' }).dataDir).toBe('/var/lib/portal');
    expect(parse({ DATA_DIR: '/var/lib/portal' }).filesDir).toBe('/var/lib/portal/files');
    expect(parse({ FILES_DIR: 'attachments' }).filesDir).toBe(path.join(ROOT, 'attachments'));
    expect(parse({ ALT_DEBIT_PROVIDER: '0' }).alternateDebitProvider).toBe(false);
    expect(parse({ DATA_ENCRYPTION_KEY: GOOD_SECRET.toUpperCase() }).dataEncryptionKey).toEqual(Buffer.from(GOOD_SECRET, 'hex'));
    expect(parse({}).dataEncryptionKey).toBeUndefined();
    expect(parse({ HOST: '::1', PORT: '8181' }).publicOrigin).toBe('http://localhost:8181');
    expect(parse({ HOST: 'localhost' }).publicOrigin).toBe('http://localhost:8080');
    expect(parse({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(parse({ ADDRESS_LOOKUP_ADAPTER: 'http', ADDRESS_LOOKUP_URL: 'http://127.0.0.1:9000/suggest' }).addressLookupUrl).toBe('http://127.0.0.1:9000/suggest');
  });

  it.each([
    ['PORT', ['abc', '0', '-5', '65536', '80.5', '1e3', '0x50']],
    ['HOST', ['not a host', 'http://0.0.0.0', '-bad-']],
    ['DATABASE_URL', ['localhost:5432/portal', 'mysql://db/portal', 'postgres://']],
    ['REDIS_URL', ['127.0.0.1:6379', 'http://cache:6379']],
    ['PORTAL_INSTANCE', ['../../etc/passwd', 'acme isp']],
    ['BUILD_NUMBER', ['build 41', '<script>', 'x'.repeat(65)]],
    ['JWT_SECRET', ['short', 'a'.repeat(32), 'abcdefghijklmnopqrstuvwxyz012345abcdef']],
    ['OTP_REQUESTS_PER_NUMBER', ['abc', '-5', '0', '2.5', '10001']],
    ['OTP_REQUESTS_PER_ADDRESS', ['abc', '-5', '0', '1e9', '100001']],
    ['SMS_BUDGET_PER_HOUR', ['abc', '0', '-1', '1.5']],
    ['HTTP_HEADERS_TIMEOUT_MS', ['abc', '999', '300001']],
    ['HTTP_REQUEST_TIMEOUT_MS', ['abc', '999', '3600001', '5000']],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', ['abc', '99', '600001']],
    ['MAX_CONNECTIONS_PER_ADDRESS', ['abc', '0', '1000001']],
    ['ALT_DEBIT_PROVIDER', ['yes', 'true', '2']],
    ['PUBLIC_ORIGIN', ['portal.example.com', 'ftp://portal.example.com', 'https://portal.example.com/app', 'https://portal.example.com?x=1', 'https://user:pw@portal.example.com']],
    ['REAUTH_FRESH_SECONDS', ['abc', '0', '-5', '121', '3600', '1.5']],
    ['LOG_LEVEL', ['verbose', 'INFO!']],
    ['TRUST_PROXY', ['true', '*', '0', '11', 'abc', '10.0.0.0/33', '0.0.0.0/0', '0.0.0.0/1,128.0.0.0/1', '::ffff:0:0/96', '::/1', '10.0.0.1,nonsense']],
    ['ADDRESS_LOOKUP_ADAPTER', ['google', 'HTTP', 'off']],
    ['ADDRESS_LOOKUP_URL', ['maps.googleapis.com/autocomplete', 'http://maps.example.com/suggest', 'ftp://maps.example.com', 'https://user:pw@maps.example.com']],
    ['ADDRESS_LOOKUP_API_KEY', ['two words']],
    ['ADDRESS_LOOKUP_TIMEOUT_MS', ['abc', '0', '99', '30001', '2.5']],
    ['PORTAL_MODE', ['prod', 'DEMO', 'production!']],
    ['JWT_SECRET_PREVIOUS', ['short', `${GOOD_SECRET},${'a'.repeat(40)}`]],
    // 64 hex digits and random: not shorter, not a passphrase, not base64, no stray space, not a repeated pattern.
    ['DATA_ENCRYPTION_KEY', ['short', 'f'.repeat(63), `${GOOD_SECRET.slice(0, 63)}g`, 'correct horse battery staple correct horse battery staple 12345', Buffer.alloc(32, 7).toString('base64'), ` ${GOOD_SECRET.slice(1)}`, '0'.repeat(64), '01'.repeat(32), '0123456789abcdef'.repeat(4)]],
    ['METRICS_TOKEN', ['short', 'a metrics token with spaces in it']],
    ['PAYMENT_ADAPTER', ['simulator', 'on']],
    ['PROVISIONING_ADAPTER', ['simulator']],
    ['HELPDESK_ADAPTER', ['yes']],
    ['DEBIT_COLLECTION_ADAPTER', ['bank']],
    ['PAYMENT_PAGES_CHECK_MINUTES', ['abc', '0', '4', '10081', '1.5']],
    ['DRAIN_SECONDS', ['abc', '-1', '301', '2.5', '1e2', '10s']],
    ['FILES_STORE', ['S3', 'minio', 'database']],
    ['S3_ENDPOINT', ['minio:9000', 'http://minio.example.com:9000', 'https://s3.example.com/bucket', 'https://key:secret@s3.example.com', 'ftp://s3.example.com']],
    ['S3_BUCKET', ['ab', 'Portal_Files', 'x'.repeat(64), '-files']],
    ['S3_REGION', ['EU West', 'eu_west_1']],
    ['S3_FORCE_PATH_STYLE', ['yes', 'true']],
    ['S3_PREFIX', ['attachments', '/attachments/', '../up/', 'a b/']],
    ['WEBHOOK_URL', ['billing.example.com/events', 'http://billing.example.com/events', 'ftp://billing.example.com', 'https://user:pw@billing.example.com/events']],
    ['WEBHOOK_SECRET', ['short', 'a'.repeat(40), '0123456789abcdef'.repeat(4)]],
    ['WEBHOOK_TIMEOUT_MS', ['abc', '999', '60001']],
    ['WEBHOOK_MAX_ATTEMPTS', ['0', '51', 'many']],
    ['WEBHOOK_RETRY_BASE_MS', ['99', '3600001']],
  ])('stops on a bad %s, naming it and what it accepts', (name, values) => {
    for (const value of values) {
      const problems = problemsOf({ [name]: value });
      expect([value, problems.length]).toEqual([value, 1]);
      expect(problems[0]).toMatch(new RegExp(`^${name}\\b`));
      expect(problems[0]).toMatch(/use|must|is not|too predictable/i);
    }
  });

  it('needs WEBHOOK_URL and WEBHOOK_SECRET when an adapter is webhook, naming both', () => {
    const problems = problemsOf({ PROVISIONING_ADAPTER: 'webhook' });
    expect(problems).toEqual([expect.stringMatching(/^WEBHOOK_URL is required with PROVISIONING_ADAPTER=webhook/), expect.stringMatching(/^WEBHOOK_SECRET is required with PROVISIONING_ADAPTER=webhook/)]);
    expect(problemsOf({ HELPDESK_ADAPTER: 'webhook', WEBHOOK_URL: 'http://127.0.0.1:9/events' })).toEqual([expect.stringMatching(/^WEBHOOK_SECRET is required with HELPDESK_ADAPTER=webhook/)]);
    expect(problemsOf({ WEBHOOK_SECRET: 'webhooksecret webhooksecret', PROVISIONING_ADAPTER: 'webhook', WEBHOOK_URL: 'http://127.0.0.1:9/events' }).join('\n')).not.toContain('webhooksecret');
  });

  it('never repeats a secret or a password in its messages', () => {
    const problems = problemsOf({
      JWT_SECRET: 'hunter2hunter2hunter2hunter2hunter2',
      DATABASE_URL: 'mysql://portal:topsecret@db/portal',
      REDIS_URL: 'http://:cachepass@cache:6379',
      ADDRESS_LOOKUP_URL: 'https://lookup:mapspass@maps.example.com',
      ADDRESS_LOOKUP_API_KEY: 'AIza mapskey',
      METRICS_TOKEN: 'scrapekey scrapekey scrapekey',
      JWT_SECRET_PREVIOUS: 'oldkey-oldkey',
      DATA_ENCRYPTION_KEY: 'sealkey0sealkey0',
    });
    expect(problems).toHaveLength(8);
    expect(problems.join('\n')).not.toMatch(/hunter2|topsecret|cachepass|mapspass|mapskey|scrapekey|oldkey|sealkey/);
  });

  it('needs ADDRESS_LOOKUP_URL for the http address lookup', () => {
    expect(problemsOf({ ADDRESS_LOOKUP_ADAPTER: 'http' })).toEqual([
      "ADDRESS_LOOKUP_URL is required when ADDRESS_LOOKUP_ADAPTER is http: set it to the provider's https:// address.",
    ]);
  });

  it('lists every bad setting at once', () => {
    const problems = problemsOf({ PORT: 'eighty', REAUTH_FRESH_SECONDS: 'abc', OTP_REQUESTS_PER_ADDRESS: '-5', LOG_LEVEL: 'loud' });
    expect(problems.map((p) => p.split(/[= ]/)[0])).toEqual(['PORT', 'OTP_REQUESTS_PER_ADDRESS', 'REAUTH_FRESH_SECONDS', 'LOG_LEVEL']);
    expect(new SettingsError(problems).message).toBe(problems.join('\n'));
  });

  it('requires PUBLIC_ORIGIN when HOST is not a loopback address', () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'portal.internal']) {
      const [problem] = problemsOf({ HOST: host });
      expect(problem).toMatch(/^PUBLIC_ORIGIN is required when HOST \(.+\) is not a loopback address/);
      expect(parse({ HOST: host, PUBLIC_ORIGIN: 'https://portal.example.com', SMS_ADAPTER: 'demo' }).publicOrigin).toBe('https://portal.example.com');
    }
  });

  describe('TRUST_PROXY', () => {
    it('takes a number of proxies, or their addresses and CIDR ranges; never "trust everyone"', () => {
      expect(parse({ TRUST_PROXY: '1', SMS_ADAPTER: 'demo' }).trustProxy).toBe(1);
      expect(parse({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback', SMS_ADAPTER: 'demo' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'loopback']);
      expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/trusting every sender is not allowed.*number of proxies/);
    });
  });

  describe('JWT_SECRET', () => {
    it('accepts keys made as the message says (openssl rand -hex 32), and base64 ones', () => {
      for (let i = 0; i < 200; i++) {
        expect(() => checkJwtSecret(randomBytes(32).toString('hex'))).not.toThrow();
        expect(() => checkJwtSecret(randomBytes(32).toString('base64'))).not.toThrow();
      }
    });

    it('refuses short, repeated and sequential keys, and says how to make one', () => {
      expect(() => checkJwtSecret('x'.repeat(31))).toThrow(/JWT_SECRET must be at least 32 characters long\. Make one with `openssl rand -hex 32`/);
      for (const weak of ['a'.repeat(32), 'ab'.repeat(20), 'password'.repeat(5), 'abcdefghijklmnopqrstuvwxyz0123456789', '0123456789'.repeat(4)]) {
        expect(() => checkJwtSecret(weak)).toThrow(/JWT_SECRET is too predictable .*openssl rand -hex 32/);
      }
      expect(estimatedSecretBits('a'.repeat(64))).toBe(0);
    });
  });
});

describe('starting the real server with bad settings', () => {
  let portal: ReturnType<typeof spawnPortal> | undefined;
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-settings-'));
  });
  afterEach(async () => {
    await portal?.stop();
    portal = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits with code 1 and names the setting, before touching the data folder', async () => {
    portal = spawnPortal({ PORT: String(await freePort()), DATA_DIR: dataDir, REAUTH_FRESH_SECONDS: 'abc', JWT_SECRET: 'a'.repeat(32), ADDRESS_LOOKUP_ADAPTER: 'google' });
    expect(await portal.exit()).toBe(1);
    expect(portal.stderr()).toContain('REAUTH_FRESH_SECONDS="abc": use a whole number from 1 to 120.');
    expect(portal.stderr()).toContain('ADDRESS_LOOKUP_ADAPTER="google": use demo');
    expect(portal.stderr()).toContain('JWT_SECRET is too predictable');
    expect(portal.stdout()).not.toContain('Customer portal:');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('stops at once, with one clear line, when REDIS_URL does not answer', async () => {
    portal = spawnPortal({ PORT: String(await freePort()), DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:1' });
    // It gives up on the first refused connection rather than trying again and again (the limit catches a hang only:
    // a loaded machine starts slowly): it exits, having said so once.
    expect(await portal.exit()).toBe(1);
    expect(portal.stderr().match(/REDIS_URL: /g)).toHaveLength(1);
    expect(portal.stderr()).toContain('REDIS_URL: Redis at 127.0.0.1:1 does not answer (connect ECONNREFUSED 127.0.0.1:1).');
    expect(portal.stderr()).not.toMatch(/Unhandled error event/);
    expect(portal.stdout()).not.toContain('Customer portal:');
  });
});

describe('what the settings control', () => {
  const CUSTOMER = '0821234567';
  const generous = { max: 1000, windowMs: 600_000 };

  describe('TRUST_PROXY=1 behind one proxy', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({
        trustProxy: 1,
        otpLimits: { ...DEFAULT_OTP_LIMITS, perCellNumber: { ...DEFAULT_OTP_LIMITS.perCellNumber, ...generous }, perClientAddress: { ...DEFAULT_OTP_LIMITS.perClientAddress, max: 3 } },
      });
    });
    afterAll(() => s.close());

    const requestPin = (forwardedFor: string) => s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER }, undefined, { ip: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

    it('takes the address the proxy saw, not one the client wrote before it', async () => {
      const statuses = [];
      for (let n = 1; n <= 10; n++) statuses.push((await requestPin(`203.0.113.${n}, 127.0.0.1`)).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    });

    it('still tells clients behind the proxy apart', async () => {
      for (let n = 1; n <= 5; n++) expect((await requestPin(`192.0.2.${n}`)).status).toBe(200);
    });
  });

  describe('the public origin, never the Host header', () => {
    const ORIGIN = 'https://portal.example.com';
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({ publicOrigin: ORIGIN, otpLimits: { ...DEFAULT_OTP_LIMITS, perCellNumber: { ...DEFAULT_OTP_LIMITS.perCellNumber, ...generous } } });
    });
    afterAll(() => s.close());

    const evil = { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } };

    it('makes payment return addresses from the public origin', async () => {
      const token = await s.signIn(CUSTOMER);
      const started = await s.call('billing.payment.PerformPayGatePayment', { amount: 10, idempotencyKey: randomUUID() }, token, evil);
      expect(started.status).toBe(200);
      expect(started.body.result.creditCardInfoCaptureUrl).toMatch(/^https:\/\/portal\.example\.com\/gateway-sim\//);
      const sessions = await s.db.select({ returnUrl: gatewaySimSessions.returnUrl }).from(gatewaySimSessions);
      expect(sessions.length).toBeGreaterThan(0);
      for (const { returnUrl } of sessions) expect(returnUrl).toMatch(/^https:\/\/portal\.example\.com\/payment\/redirect/);
      expect(JSON.stringify(started.body)).not.toContain('evil.example');
    });

    it('binds passkeys to the public origin and its host name', async () => {
      const token = await s.signIn(CUSTOMER);
      const register = async (deviceId: string, authenticator: ReturnType<typeof softAuthenticator>) => {
        const { options } = (await s.call('auth.webauthn.RequestRegistration', { deviceId }, token, evil)).body.result;
        expect(options.rp.id).toBe('portal.example.com');
        return s.call('auth.webauthn.VerifyRegistration', { deviceId, ...authenticator.create(options, { rpId: 'evil.example' }) }, token, evil);
      };
      expect((await register('device-host-header-1', softAuthenticator({ origin: 'http://evil.example' }))).status).toBe(400);

      const genuine = softAuthenticator({ origin: ORIGIN });
      const { options } = (await s.call('auth.webauthn.RequestRegistration', { deviceId: 'device-host-header-2' }, token, evil)).body.result;
      expect((await s.call('auth.webauthn.VerifyRegistration', { deviceId: 'device-host-header-2', ...genuine.create(options) }, token, evil)).body.result).toEqual({ registered: true });
      const signIn = await s.call('auth.webauthn.RequestAuthentication', { deviceId: 'device-host-header-2' }, undefined, evil);
      expect(signIn.body.result.options.rpId).toBe('portal.example.com');
    });
  });
});
