import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { httpSmsAdapter, httpSmsSettingsFromEnv } from '../src/adapters/http-sms';
import { demoSmsWarning, isDemoSmsAdapter, smsAdapterFromEnv } from '../src/adapters/sms';
import { buildServer } from '../src/app';
import { openDatabase, type Database } from '../src/db/connect';
import { seedDemoData } from '../src/demo/seed';
import { testFieldCipher } from './support/seeded-database';
import { testFileStore } from './support/test-files';
import { loggerOptions } from '../src/logging';
import { metricsRegistry } from '../src/observability/metrics';
import { holdsPin } from './support/pin-in-text';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

/** A stand-in SMS gateway on a free local port: records each request and answers as `next` says (default 200). */
async function fakeGateway() {
  const received: Received[] = [];
  const plan: Behaviour[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      const behaviour = plan.shift() ?? ((_q, r) => r.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}'));
      behaviour(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    /** The next requests' answers, in order. */
    next: (...behaviours: Behaviour[]) => plan.push(...behaviours),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const answer = (status: number, body = ''): Behaviour => (_req, res) => res.writeHead(status).end(body);
const hang: Behaviour = () => undefined;
const dropConnection: Behaviour = (req) => req.socket.destroy();

/** Waits for a state (the text is sent after the answer), checking every few milliseconds; jest's timeout catches a hang. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const metricValue = async (name: string) => (await metricsRegistry.getSingleMetric(name)!.get()).values.reduce((sum, v) => sum + v.value, 0);

const PIN_TEXT = 'Your portal PIN is 123456. It expires in 5 minutes.';

let gateway: Awaited<ReturnType<typeof fakeGateway>>;
beforeEach(async () => {
  gateway = await fakeGateway();
});
afterEach(() => gateway.close());

const adapterFor = (env: NodeJS.ProcessEnv) => smsAdapterFromEnv({ SMS_ADAPTER: 'http', SMS_HTTP_URL: gateway.url, ...env });

describe('the HTTP SMS gateway adapter', () => {
  it('posts the text as JSON to the gateway, with the number in international form and a bearer token', async () => {
    const sms = adapterFor({ SMS_HTTP_AUTH: 'tok_live_abc123' });
    expect(sms.kind).toBe('http');
    expect(isDemoSmsAdapter(sms)).toBe(false);

    await sms.send('0821234567', PIN_TEXT);

    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/messages');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe('Bearer tok_live_abc123');
    expect(JSON.parse(request.body)).toEqual({ to: '27821234567', text: PIN_TEXT });
  });

  it('sends user:password as basic authentication, and fills a template of the gateway’s own with the sender id', async () => {
    const sms = adapterFor({
      SMS_HTTP_AUTH: 'portal:s3cr:et',
      SMS_HTTP_FROM: 'FibreCo',
      SMS_HTTP_TEMPLATE: '{"messages":[{"destination":"{to}","content":"{text}","source":"{from}"}],"sendOptions":{"flash":false}}',
    });
    await sms.send('0721234567', PIN_TEXT);

    const [request] = gateway.received;
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('portal:s3cr:et').toString('base64')}`);
    expect(JSON.parse(request.body)).toEqual({
      messages: [{ destination: '27721234567', content: PIN_TEXT, source: 'FibreCo' }],
      sendOptions: { flash: false },
    });
  });

  it('adds the sender id to the default body when SMS_HTTP_FROM is set, and sends no Authorization without SMS_HTTP_AUTH', async () => {
    await adapterFor({ SMS_HTTP_FROM: 'FibreCo' }).send('0821234567', PIN_TEXT);
    expect(JSON.parse(gateway.received[0].body)).toEqual({ to: '27821234567', text: PIN_TEXT, from: 'FibreCo' });
    expect(gateway.received[0].headers.authorization).toBeUndefined();
  });

  it('escapes the placeholders: a text with quotes, backslashes and a new line still makes valid JSON', async () => {
    const awkward = 'He said "hi" \\ then}{text}\nnew line';
    await adapterFor({}).send('0821234567', awkward);
    expect(JSON.parse(gateway.received[0].body)).toEqual({ to: '27821234567', text: awkward });
  });

  it('throws when the gateway answers 500, without the text, the PIN or the credentials in the error', async () => {
    gateway.next(answer(500, `{"error":"boom","echo":"${PIN_TEXT}"}`));
    const sending = adapterFor({ SMS_HTTP_AUTH: 'tok_live_abc123' }).send('0821234567', PIN_TEXT);
    const error = await sending.then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toBe('The SMS gateway answered HTTP 500.');
    expect(JSON.stringify({ message: error?.message, stack: error?.stack })).not.toMatch(/123456|tok_live|0821234567|27821234567/);
    // A gateway that answered is not asked twice: it may have sent the text.
    expect(gateway.received).toHaveLength(1);
  });

  it('throws on a 4xx and on a redirect, never following it elsewhere', async () => {
    gateway.next(answer(401), (_req, res) => res.writeHead(302, { location: 'https://elsewhere.example/' }).end());
    const sms = adapterFor({ SMS_HTTP_AUTH: 'tok_live_abc123' });
    await expect(sms.send('0821234567', PIN_TEXT)).rejects.toThrow('The SMS gateway answered HTTP 401.');
    await expect(sms.send('0821234567', PIN_TEXT)).rejects.toThrow('The SMS gateway answered HTTP 302.');
    expect(gateway.received).toHaveLength(2);
  });

  it('throws when the gateway does not answer in SMS_HTTP_TIMEOUT_MS, and does not send it again', async () => {
    gateway.next(hang);
    const started = Date.now();
    await expect(adapterFor({ SMS_HTTP_TIMEOUT_MS: '200' }).send('0821234567', PIN_TEXT)).rejects.toThrow(
      'The SMS gateway did not answer within 200 ms.',
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(gateway.received).toHaveLength(1);
  });

  it('tries once more after a dropped connection, and only once', async () => {
    gateway.next(dropConnection);
    await adapterFor({}).send('0821234567', PIN_TEXT);
    expect(gateway.received).toHaveLength(2);
    expect(JSON.parse(gateway.received[1].body)).toEqual({ to: '27821234567', text: PIN_TEXT });

    gateway.next(dropConnection, dropConnection, answer(200));
    await expect(adapterFor({}).send('0821234567', PIN_TEXT)).rejects.toThrow('The SMS gateway could not be reached');
    expect(gateway.received).toHaveLength(4);
  });

  it('throws when nothing listens at the gateway’s address', async () => {
    const url = gateway.url;
    await gateway.close();
    await expect(smsAdapterFromEnv({ SMS_ADAPTER: 'http', SMS_HTTP_URL: url }).send('0821234567', PIN_TEXT)).rejects.toThrow(
      'The SMS gateway could not be reached (ECONNREFUSED).',
    );
    gateway = await fakeGateway();
  });

  it('takes numbers already in international form, and refuses one that is not a South African cell number', async () => {
    const sms = adapterFor({});
    await sms.send('27831234567', PIN_TEXT);
    await sms.send('+27841234567', PIN_TEXT);
    expect(gateway.received.map((r) => JSON.parse(r.body).to)).toEqual(['27831234567', '27841234567']);
    await expect(sms.send('12345', PIN_TEXT)).rejects.toThrow('not a South African cell number');
    expect(gateway.received).toHaveLength(2);
  });
});

describe('choosing the SMS adapter from the environment', () => {
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      smsAdapterFromEnv(env, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected the settings to be refused');
  };

  it('uses the demo when SMS_ADAPTER is unset and HOST is a loopback address', () => {
    for (const HOST of [undefined, '', '127.0.0.1', '127.1.2.3', '::1', 'localhost']) {
      const warnings: string[] = [];
      const sms = smsAdapterFromEnv({ HOST }, (text) => warnings.push(text));
      expect(isDemoSmsAdapter(sms)).toBe(true);
      expect(warnings).toEqual([]);
      expect(demoSmsWarning({ HOST })).toBeNull();
    }
  });

  it('refuses to start the demo on a reachable HOST when SMS_ADAPTER is unset', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'portal.example.com']) {
      expect(refusal({ HOST })).toBe(
        `SMS_ADAPTER is not set and HOST=${HOST} is not a loopback address: the demo adapter would show every PIN to anyone. ` +
          'Set SMS_ADAPTER=http (with SMS_HTTP_URL), SMS_ADAPTER=smpp (with SMPP_URL) or SMS_ADAPTER=demo to accept that.',
      );
    }
  });

  it('refuses the demo behind a proxy or at a public address, though HOST is loopback (the outbox would be one request away)', () => {
    expect(refusal({ HOST: '127.0.0.1', TRUST_PROXY: '1' })).toMatch(/^SMS_ADAPTER is not set and TRUST_PROXY=1 puts a proxy in front of the server: /);
    expect(refusal({ PUBLIC_ORIGIN: 'https://portal.example.com' })).toMatch(/^SMS_ADAPTER is not set and PUBLIC_ORIGIN=https:\/\/portal\.example\.com is a public address: /);
    expect(isDemoSmsAdapter(smsAdapterFromEnv({ PUBLIC_ORIGIN: 'http://localhost:8080' }))).toBe(true);
    const warnings: string[] = [];
    expect(isDemoSmsAdapter(smsAdapterFromEnv({ SMS_ADAPTER: 'demo', TRUST_PROXY: '1' }, (text) => warnings.push(text)))).toBe(true);
    expect(warnings.join('\n')).toContain('TRUST_PROXY=1 puts a proxy in front of the server');
  });

  it('starts an explicit demo on 0.0.0.0 with a loud warning that PINs are visible', () => {
    const warnings: string[] = [];
    const sms = smsAdapterFromEnv({ SMS_ADAPTER: 'demo', HOST: '0.0.0.0' }, (text) => warnings.push(text));
    expect(isDemoSmsAdapter(sms)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].split('\n').length).toBeGreaterThan(3);
    expect(warnings[0].replace(/\n!!\s+/g, ' ')).toContain(
      'DEMO SMS: every PIN is printed here and readable at /api/dev/outbox by anyone who can reach this server',
    );
    expect(demoSmsWarning({ SMS_ADAPTER: 'demo', HOST: '0.0.0.0' })).toBe(warnings[0]);
    // On a loopback HOST an explicit demo needs no warning.
    expect(demoSmsWarning({ SMS_ADAPTER: 'demo', HOST: '127.0.0.1' })).toBeNull();
    expect(demoSmsWarning({ SMS_ADAPTER: 'http', HOST: '0.0.0.0' })).toBeNull();
  });

  it('starts the http adapter on any HOST, without a warning', () => {
    const warnings: string[] = [];
    const sms = smsAdapterFromEnv({ SMS_ADAPTER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send', HOST: '0.0.0.0' }, (t) => warnings.push(t));
    expect(sms.kind).toBe('http');
    expect(warnings).toEqual([]);
  });

  it('refuses an unknown SMS_ADAPTER, naming the variable', () => {
    expect(refusal({ SMS_ADAPTER: 'twilio' })).toBe("SMS_ADAPTER=twilio: no such SMS adapter. Use 'http' (an HTTP SMS gateway, with SMS_HTTP_URL), 'smpp' (an SMS centre, with SMPP_URL) or 'demo'.");
  });

  it('refuses http settings that cannot work, naming the variable and never echoing a credential', () => {
    const http = (env: NodeJS.ProcessEnv) => refusal({ SMS_ADAPTER: 'http', SMS_HTTP_AUTH: 'tok_live_abc123', ...env });
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{}, /^SMS_ADAPTER=http needs SMS_HTTP_URL/],
      [{ SMS_HTTP_URL: '   ' }, /^SMS_ADAPTER=http needs SMS_HTTP_URL/],
      [{ SMS_HTTP_URL: 'sms.example.com/send' }, /^SMS_HTTP_URL is not a valid URL/],
      [{ SMS_HTTP_URL: 'ftp://sms.example.com/send' }, /^SMS_HTTP_URL must start with https:\/\//],
      [{ SMS_HTTP_URL: 'http://sms.example.com/send' }, /^SMS_HTTP_URL must use https:\/\/ \(plain http:\/\/ is allowed only to localhost/],
      [{ SMS_HTTP_URL: 'https://user:pw@sms.example.com/send' }, /^SMS_HTTP_URL must not hold a user name or password/],
      [{ SMS_HTTP_URL: 'https://sms.example.com', SMS_HTTP_TIMEOUT_MS: 'soon' }, /^SMS_HTTP_TIMEOUT_MS=soon: /],
      [{ SMS_HTTP_URL: 'https://sms.example.com', SMS_HTTP_TIMEOUT_MS: '0' }, /^SMS_HTTP_TIMEOUT_MS=0: /],
      [{ SMS_HTTP_URL: 'https://sms.example.com', SMS_HTTP_TIMEOUT_MS: '1e3' }, /^SMS_HTTP_TIMEOUT_MS=1e3: /],
      [{ SMS_HTTP_URL: 'https://sms.example.com', SMS_HTTP_TEMPLATE: '{"to":"{to}","text":{text}}' }, /^SMS_HTTP_TEMPLATE is not valid JSON/],
      [{ SMS_HTTP_URL: 'https://sms.example.com', SMS_HTTP_TEMPLATE: '{"to":"{to}"}' }, /^SMS_HTTP_TEMPLATE must hold both \{to\} and \{text\}/],
      [{ SMS_HTTP_URL: 'https://sms.example.com', SMS_HTTP_TEMPLATE: '{"to":"{to}","text":"{text}","from":"{from}"}' }, /^SMS_HTTP_TEMPLATE uses \{from\} but SMS_HTTP_FROM is not set/],
    ];
    for (const [env, expected] of cases) {
      const message = http(env);
      expect(message).toMatch(expected);
      expect(message).not.toContain('tok_live_abc123');
      expect(message).not.toContain('pw@');
    }
  });

  it('allows plain http only to a loopback gateway, and reads the time limit', () => {
    for (const url of ['http://localhost:9000/sms', 'http://127.0.0.1:9000/sms', 'http://[::1]:9000/sms']) {
      expect(httpSmsSettingsFromEnv({ SMS_HTTP_URL: url }).url.toString()).toBe(url);
    }
    expect(httpSmsSettingsFromEnv({ SMS_HTTP_URL: 'https://sms.example.com' }).timeoutMs).toBe(5000);
    expect(httpSmsSettingsFromEnv({ SMS_HTTP_URL: 'https://sms.example.com', SMS_HTTP_TIMEOUT_MS: '1500' }).timeoutMs).toBe(1500);
  });
});

describe('signing in with PINs sent through the HTTP gateway', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildServer>>['app'];
  let log = '';

  beforeAll(async () => {
    database = await openDatabase();
    await seedDemoData(database.db, testFileStore(), testFieldCipher);
  });
  afterAll(() => database.close());

  beforeEach(async () => {
    log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const sms = httpSmsAdapter(httpSmsSettingsFromEnv({ SMS_HTTP_URL: gateway.url, SMS_HTTP_AUTH: 'tok_live_abc123', SMS_HTTP_TIMEOUT_MS: '1000' }));
    ({ app } = await buildServer({ db: database.db, sms, secret: randomBytes(32), logger: loggerOptions('info', stream) }));
    await app.ready();
  });
  afterEach(() => app.close());

  const call = async (name: string, body: object) => {
    const response = await app.inject({ method: 'POST', url: `/api/solid/isp-portal/action/${name}`, payload: body });
    return { status: response.statusCode, body: response.json() };
  };

  it('sends the PIN to the gateway, and that PIN signs in', async () => {
    const requested = await call('login.otp.RequestOtp', { cellNumber: '0821234567' });
    expect(requested.status).toBe(200);
    expect(requested.body.result).toEqual({ cellNumber: '082 *** 4567' });

    await until(() => gateway.received.length > 0);
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0].headers.authorization).toBe('Bearer tok_live_abc123');
    const sent = JSON.parse(gateway.received[0].body) as { to: string; text: string };
    expect(sent.to).toBe('27821234567');
    const pin = /\b(\d{6})\b/.exec(sent.text)?.[1];
    expect(pin).toMatch(/^\d{6}$/);

    const verified = await call('login.otp.VerifyOtp', { cellNumber: '0821234567', pin });
    expect(verified.status).toBe(200);
    expect(verified.body.result.matchedAccounts.length).toBeGreaterThan(0);
    expect(holdsPin(log, pin!)).toBe(false);
    expect(log).not.toContain('tok_live_abc123');
  });

  it('logs each request once, when answered, with its method, path without the query, status and time', async () => {
    await app.inject({ method: 'POST', url: '/api/solid/isp-portal/action/login.otp.RequestOtp?pin=123456', payload: { cellNumber: '0821234567' } });
    const lines = log.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number });
    const requestLines = lines.filter((line) => line.req);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ msg: 'request completed', req: { method: 'POST', url: '/api/solid/isp-portal/action/login.otp.RequestOtp' }, res: { statusCode: 200 } });
    expect(requestLines[0].responseTime).toEqual(expect.any(Number));
    expect(log).not.toContain('123456');
  });

  it('has no outbox to read: PINs sent through the gateway are not served at /api/dev/outbox', async () => {
    await call('login.otp.RequestOtp', { cellNumber: '0821234567' });
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain('PIN');
  });

  it('answers at once even when the gateway fails; the failure is logged and counted, and asking again sends a PIN that signs in', async () => {
    const failuresBefore = await metricValue('portal_sms_send_failures_total');
    gateway.next(answer(503, '{"error":"maintenance"}'));
    const requested = await call('login.otp.RequestOtp', { cellNumber: '0821234567' });
    expect(requested.status).toBe(200);
    expect(requested.body.result).toEqual({ cellNumber: '082 *** 4567' });
    await until(() => log.includes('PIN SMS not sent'));
    expect(log).toContain('The SMS gateway answered HTTP 503.');
    expect(await metricValue('portal_sms_send_failures_total')).toBe(failuresBefore + 1);
    expect(gateway.received).toHaveLength(1);
    const lost = /\b(\d{6})\b/.exec(JSON.parse(gateway.received[0].body).text)?.[1];
    expect(log).not.toContain(lost);
    expect(log).not.toContain('tok_live_abc123');

    expect((await call('login.otp.RequestOtp', { cellNumber: '0821234567' })).status).toBe(200);
    await until(() => gateway.received.length === 2);
    const pin = /\b(\d{6})\b/.exec(JSON.parse(gateway.received[1].body).text)?.[1];
    const verified = await call('login.otp.VerifyOtp', { cellNumber: '0821234567', pin });
    expect(verified.status).toBe(200);
    expect(holdsPin(log, pin!)).toBe(false);
  });
});
