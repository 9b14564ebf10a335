import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reconnectDelayMs, receiptOf, smppSmsAdapter, SMPP_RECONNECT } from '../src/adapters/smpp-sms';
import { parseSmppUrl, smppSettingsFromEnv } from '../src/adapters/smpp-settings';
import { smsAdapterFromEnv, type SmsAdapterDeps } from '../src/adapters/sms';
import { openDatabase } from '../src/db/connect';
import { smsMessages } from '../src/db/schema';
import { findRepoRoot } from '../src/paths';
import { parseSettings, SettingsError } from '../src/settings';
import { callAction, signInOverHttp, testPort, until } from './support/portal-over-http';
import { startSmppServer, type SmppTestServer } from './support/smpp-server';
import { spawnPortal } from './support/test-server';
import { holdsPin } from './support/pin-in-text';

/**
 * SMS_ADAPTER=smpp against an SMS centre started here (the `smpp` package's server side): the real portal, started as
 * `pnpm start` does, sends sign-in PINs with submit_sm, keeps the link alive, reconnects when it drops, and records the
 * delivery receipts.
 */

const SYSTEM_ID = 'portal';
const PASSWORD = 'pw8Xk2q';
const THANDI = '0821234567';
const SIPHO = '0831234567';

/** A log the adapter writes to, kept as text: to show what it says, and what it never says. */
function keptLog() {
  const lines: string[] = [];
  const write = (level: string) => (details: object, message: string) => lines.push(`${level} ${message} ${JSON.stringify(details)}`);
  return { lines, log: { info: write('info'), warn: write('warn'), error: write('error') } };
}

const noRecords: SmsAdapterDeps['messages'] = { submitted: async () => undefined, receipt: async () => undefined };

describe('the SMPP adapter against an SMS centre', () => {
  let smsc: SmppTestServer;
  let adapter: ReturnType<typeof smppSmsAdapter> | undefined;
  beforeEach(async () => {
    smsc = await startSmppServer({ port: await testPort(75), systemId: SYSTEM_ID, password: PASSWORD });
  });
  afterEach(async () => {
    await adapter?.close();
    adapter = undefined;
    await smsc.close();
  });

  it('logs a refused bind without the password, and binds again after delays that double', async () => {
    const { lines, log } = keptLog();
    adapter = smppSmsAdapter(smppSettingsFromEnv({ SMPP_URL: smsc.url.replace(PASSWORD, 'wrongpw'), SMPP_SOURCE_ADDR: 'FibreCo' }));
    adapter.start({ log, messages: noRecords });
    await until('four bind attempts', () => smsc.of('bind_transceiver').length >= 4 || undefined, 60_000);
    const times = smsc.of('bind_transceiver').map((p) => p.at);
    // Each wait is at least its delay (a loaded machine only makes it longer): 250, 500, 1000 ms.
    for (let i = 1; i < 4; i += 1) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(SMPP_RECONNECT.firstMs * 2 ** (i - 1) - 20);
    expect(lines.some((l) => l.includes('The SMS centre refused the SMPP bind') && l.includes('ESME_RBINDFAIL'))).toBe(true);
    expect(adapter.bound).toBe(false);
    expect(lines.join('\n')).not.toContain('wrongpw');
  });

  it('binds as a transmitter when told, and then asks for no receipt', async () => {
    adapter = smppSmsAdapter(smppSettingsFromEnv({ SMPP_URL: smsc.url, SMPP_SOURCE_ADDR: '27870001234', SMPP_BIND: 'transmitter' }));
    adapter.start({ log: keptLog().log, messages: noRecords });
    await adapter.send(THANDI, 'Your PIN is 123456.');
    expect(smsc.of('bind_transmitter')).toHaveLength(1);
    expect(smsc.of('bind_transceiver')).toHaveLength(0);
    expect(smsc.of('submit_sm')[0]).toMatchObject({ text: 'Your PIN is 123456.', fields: { registered_delivery: 0, source_addr: '27870001234', source_addr_ton: 1, destination_addr: '27821234567' } });
    expect(smsc.receipts).toHaveLength(0);
  });

  it('says plainly why a text was not sent: a number that is not a cell number, or the SMS centre refusing it', async () => {
    adapter = smppSmsAdapter(smppSettingsFromEnv({ SMPP_URL: smsc.url, SMPP_SOURCE_ADDR: 'FibreCo' }));
    adapter.start({ log: keptLog().log, messages: noRecords });
    await until('bound', () => adapter!.bound || undefined);
    await expect(adapter.send('12345', 'x')).rejects.toThrow('not a South African cell number');
    expect(smsc.of('submit_sm')).toHaveLength(0);
    smsc.control.refuseSubmits = true;
    await expect(adapter.send(THANDI, 'Your PIN is 123456.')).rejects.toThrow('The SMS centre refused the text (ESME_RSUBMITFAIL).');
    expect(smsc.of('submit_sm')).toHaveLength(1);
  });
});

describe('sign-in PINs through SMPP, in the real portal', () => {
  let smsc: SmppTestServer;
  let portal: ReturnType<typeof spawnPortal> | undefined;
  let scratch: string;
  let origin: string;
  const pins: string[] = [];

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'portal-smpp-'));
    smsc = await startSmppServer({ port: await testPort(75), systemId: SYSTEM_ID, password: PASSWORD });
    const urlFile = path.join(scratch, 'smpp-url');
    writeFileSync(urlFile, `${smsc.url}\n`);
    const port = await testPort(76);
    origin = `http://127.0.0.1:${port}`;
    portal = spawnPortal({
      PORT: String(port),
      DATA_DIR: path.join(scratch, 'data'),
      LOG_LEVEL: 'info',
      SMS_ADAPTER: 'smpp',
      SMPP_URL_FILE: urlFile,
      SMPP_SOURCE_ADDR: 'FibreCo',
      SMPP_ENQUIRE_LINK_SECONDS: '1',
      DRAIN_SECONDS: '0',
    });
    await portal.ready();
  }, 240_000);

  afterAll(async () => {
    await portal?.stop();
    await smsc?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  /** The PIN of the next submit_sm to `international` after the SMS centre had `before` of them. */
  const pinSent = (international: string, before: number) => async () => {
    const submit = await until(`a submit_sm to ${international}`, () => smsc.of('submit_sm').slice(before).find((p) => p.fields.destination_addr === international));
    const pin = /\b(\d{6})\b/.exec(submit.text ?? '')![1];
    pins.push(pin);
    return pin;
  };

  it('binds as a transceiver with the credentials of SMPP_URL', async () => {
    const bind = await until('a bind', () => smsc.of('bind_transceiver')[0]);
    expect(bind.fields).toMatchObject({ system_id: SYSTEM_ID, password: PASSWORD });
  });

  it('texts the PIN of a sign-in with submit_sm to the number, asking for a receipt, and the PIN signs in', async () => {
    const before = smsc.of('submit_sm').length;
    const token = await signInOverHttp(origin, THANDI, pinSent('27821234567', before));
    expect((await callAction(origin, 'communication.GetDomain', { serviceTag: 'DOM-701321' }, token)).status).toBe(200);
    const submit = smsc.of('submit_sm')[before];
    expect(submit.text).toMatch(/\b\d{6}\b/);
    expect(submit.fields).toMatchObject({ source_addr: 'FibreCo', source_addr_ton: 5, dest_addr_ton: 1, dest_addr_npi: 1, registered_delivery: 1 });
  });

  it('acknowledges the delivery receipt once it is recorded', async () => {
    await until('the receipt of msg-1 acknowledged', () => smsc.receipts.find((r) => r.messageId === 'msg-1'));
    expect(smsc.receipts[0]).toEqual({ messageId: 'msg-1', status: 0 });
  });

  it('keeps the link alive with enquire_link', async () => {
    const bound = smsc.of('bind_transceiver').at(-1)!;
    await until('two enquire_links from the portal', () => smsc.of('enquire_link').filter((p) => p.session === bound.session).length >= 2 || undefined);
  });

  it('binds again when the SMS centre drops the connection, and the next PIN arrives', async () => {
    const binds = smsc.of('bind_transceiver').length;
    smsc.dropAll();
    await until('a new bind', () => smsc.of('bind_transceiver').length > binds || undefined);
    const before = smsc.of('submit_sm').length;
    const token = await signInOverHttp(origin, SIPHO, pinSent('27831234567', before), 'ENT2001');
    expect(typeof token).toBe('string');
    expect(smsc.of('submit_sm')[before].session).toBe(smsc.of('bind_transceiver').at(-1)!.session);
    await until('the receipt of msg-2 acknowledged', () => smsc.receipts.find((r) => r.messageId === 'msg-2'));
    expect(portal!.stdout()).toContain('SMPP connection lost; reconnecting');
  });

  it('records each text and its receipt, never the text or the whole number; never logs the password or a PIN', async () => {
    const stopped = portal!;
    expect(await stopped.stop()).toBe(0);
    portal = undefined;
    // The portal has stopped: everything it wrote is in.
    const logged = stopped.stdout() + stopped.stderr();
    expect(pins).toHaveLength(2);
    expect(logged).not.toContain(PASSWORD);
    for (const pin of pins) expect(holdsPin(logged, pin)).toBe(false);
    const database = await openDatabase({ dataDir: path.join(scratch, 'data') });
    try {
      const rows = (await database.db.select().from(smsMessages)).sort((a, b) => a.messageId.localeCompare(b.messageId));
      expect(rows.map(({ adapter, messageId, destination, status, errorCode }) => ({ adapter, messageId, destination, status, errorCode }))).toEqual([
        { adapter: 'smpp', messageId: 'msg-1', destination: '082 *** 4567', status: 'delivered', errorCode: null },
        { adapter: 'smpp', messageId: 'msg-2', destination: '083 *** 4567', status: 'delivered', errorCode: null },
      ]);
      for (const row of rows) {
        expect(row.submittedAt).toBeInstanceOf(Date);
        expect(row.receiptAt).toBeInstanceOf(Date);
      }
      const stored = JSON.stringify(rows);
      for (const pin of pins) expect(holdsPin(stored, pin)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe('the SMPP settings', () => {
  const ROOT = findRepoRoot();
  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      parseSettings(env, ROOT);
    } catch (error) {
      if (error instanceof SettingsError) return error.problems;
      throw error;
    }
    throw new Error('accepted');
  };

  it('reads SMPP_URL: system id, password, host and port (2775 by default, 3550 with TLS)', () => {
    expect(parseSmppUrl('smpp://portal:s%40cret@smsc.example.net:2776')).toEqual({ host: 'smsc.example.net', port: 2776, tls: false, systemId: 'portal', password: 's@cret' });
    expect(parseSmppUrl('smpp://a:b@smsc.example.net')).toMatchObject({ port: 2775, tls: false });
    expect(parseSmppUrl('ssmpp://a:b@smsc.example.net')).toMatchObject({ port: 3550, tls: true });
    expect(smppSettingsFromEnv({ SMPP_URL: 'smpp://a:b@h', SMPP_SOURCE_ADDR: '+27870001234' })).toMatchObject({ sourceAddr: '27870001234', bind: 'transceiver', enquireLinkSeconds: 30 });
    expect(smsAdapterFromEnv({ SMS_ADAPTER: 'smpp', SMPP_URL: 'smpp://a:b@h', SMPP_SOURCE_ADDR: 'FibreCo' }).kind).toBe('smpp');
  });

  it('refuses what cannot work, naming the variable and never echoing the password', () => {
    expect(problems({ SMS_ADAPTER: 'smpp' })).toEqual([expect.stringContaining('SMPP_URL is required'), expect.stringContaining('SMPP_SOURCE_ADDR is required')]);
    const wrong = problems({ SMS_ADAPTER: 'smpp', SMPP_URL: 'http://portal:topsecret@smsc', SMPP_SOURCE_ADDR: 'A sender name too long', SMPP_BIND: 'receiver', SMPP_ENQUIRE_LINK_SECONDS: '0' });
    expect(wrong).toEqual([
      expect.stringContaining('SMPP_URL is not usable: it must start with smpp://'),
      expect.stringContaining('SMPP_SOURCE_ADDR='),
      expect.stringContaining('SMPP_BIND="receiver"'),
      expect.stringContaining('SMPP_ENQUIRE_LINK_SECONDS="0"'),
    ]);
    expect(wrong.join('\n')).not.toContain('topsecret');
    expect(problems({ SMS_ADAPTER: 'smpp', SMPP_URL: 'smpp://smsc.example.net:2775', SMPP_SOURCE_ADDR: 'FibreCo' })[0]).toContain('needs the system_id and the password');
  });

  it('counts SMPP as a real SMS adapter in production', () => {
    const env = { PORTAL_MODE: 'production', SMS_ADAPTER: 'smpp', SMPP_URL: 'smpp://a:b@smsc.example.net', SMPP_SOURCE_ADDR: 'FibreCo' };
    expect(problems(env).join('\n')).not.toContain('SMS_ADAPTER');
    expect(problems({ PORTAL_MODE: 'production' })).toContainEqual(expect.stringContaining('or SMS_ADAPTER=smpp with SMPP_URL and SMPP_SOURCE_ADDR'));
  });
});

describe('SMPP delivery receipts and reconnection delays', () => {
  it('reads a receipt from its text when it has no TLVs', () => {
    const text = 'id:7f3a sub:001 dlvrd:000 submit date:2612020000 done date:2612020100 stat:UNDELIV err:012 text:';
    expect(receiptOf({ esm_class: 0x04, short_message: { message: text } } as never)).toEqual({ messageId: '7f3a', status: 'undeliverable', errorCode: '012' });
    expect(receiptOf({ esm_class: 0x00, short_message: { message: text } } as never)).toBeNull();
  });

  it('doubles the delay from 250 ms up to 30 s, with at most a quarter more', () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelayMs(n, () => 0))).toEqual([250, 500, 1000, 2000]);
    expect(reconnectDelayMs(50, () => 0)).toBe(30_000);
    expect(reconnectDelayMs(0, () => 0.999)).toBeLessThanOrEqual(313);
  });
});
