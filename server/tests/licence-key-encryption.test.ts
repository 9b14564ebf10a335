import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServiceActivityEntry } from '@portal/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/connect';
import { serviceItems, services } from '../src/db/schema';
import { licenceKeyOf } from '../src/demo/seed-communication-messaging';
import { DEMO_KEY_FILE, fieldCipher, parseDataEncryptionKey, UnreadableSecret } from '../src/secrets/field-encryption';
import { checkSealedSecretsOpen, sealPlainSecrets } from '../src/secrets/sealed-secrets';
import { parseSettings } from '../src/settings';
import { announceMissing, POSTGRES_URL, postgresReachable } from './support/backends';
import { testFieldCipher } from './support/seeded-database';
import { freePort, spawnPortal, startTestServer, type TestServer } from './support/test-server';

const THANDI = '0821234567';
const ESCAN = 'ESC-701119';
const SEALED = /^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/;

/** Every licence row as stored: its service's tag and data.licenceKey exactly as the database holds it. */
const storedLicenceKeys = (db: TestServer['db']) =>
  db
    .select({ serviceTag: services.serviceTag, licenceKey: serviceItems.data })
    .from(serviceItems)
    .innerJoin(services, eq(services.id, serviceItems.serviceId))
    .where(eq(serviceItems.kind, 'licence'))
    .then((rows) => rows.filter((r) => 'licenceKey' in r.licenceKey).map((r) => ({ serviceTag: r.serviceTag, stored: String(r.licenceKey.licenceKey) })));

describe('sealing a value', () => {
  const key = randomBytes(32);
  const cipher = fieldCipher(key);

  it('opens what it sealed, with a new IV each time, and nothing of the plain text in the sealed form', () => {
    const first = cipher.seal('K7QD-3MWP-9XRT-7F3A');
    const second = cipher.seal('K7QD-3MWP-9XRT-7F3A');
    expect(first).toMatch(SEALED);
    expect(first).not.toBe(second);
    expect(first).not.toContain('7F3A');
    expect(cipher.open(first)).toBe('K7QD-3MWP-9XRT-7F3A');
    expect(cipher.open(second)).toBe('K7QD-3MWP-9XRT-7F3A');
  });

  it('refuses a value sealed with another key, a changed one, and plain text', () => {
    const sealed = cipher.seal('K7QD-3MWP-9XRT-7F3A');
    const [v, iv, tag, body] = sealed.split(':');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    for (const bad of [fieldCipher(randomBytes(32)).seal('K7QD-3MWP-9XRT-7F3A'), [v, iv, tag, flipped.toString('base64url')].join(':'), 'K7QD-3MWP-9XRT-7F3A', `${sealed}:x`]) {
      expect(() => cipher.open(bad)).toThrow(UnreadableSecret);
    }
  });

  it('takes DATA_ENCRYPTION_KEY_FILE for DATA_ENCRYPTION_KEY', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-keys-file-'));
    try {
      const file = path.join(dir, 'key');
      const hex = randomBytes(32).toString('hex');
      writeFileSync(file, `${hex}\n`);
      expect(parseSettings({ DATA_ENCRYPTION_KEY_FILE: file }, dir).dataEncryptionKey).toEqual(Buffer.from(hex, 'hex'));
      expect(() => parseDataEncryptionKey('0'.repeat(64))).toThrow(/^DATA_ENCRYPTION_KEY is too predictable/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('licence keys on a server', () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  it('keeps every licence key sealed in the database, never in plain text', async () => {
    const stored = await storedLicenceKeys(s.db);
    expect(stored.map((r) => r.serviceTag)).toContain(ESCAN);
    for (const { serviceTag, stored: value } of stored) {
      expect([serviceTag, value]).toEqual([serviceTag, expect.stringMatching(SEALED)]);
      expect(value).not.toContain(licenceKeyOf(serviceTag).slice(-4));
    }
    const rows = JSON.stringify(await s.db.select().from(serviceItems));
    for (const { serviceTag } of stored) expect(rows).not.toContain(licenceKeyOf(serviceTag));
  });

  it('shows the key masked, and in full to a fresh sign-in', async () => {
    const token = await s.signIn(THANDI);
    const detail = await s.call('communication.GetEscan', { serviceTag: ESCAN }, token);
    expect(detail.body.result.licence.maskedKey).toBe(`••••-••••-••••-${licenceKeyOf(ESCAN).slice(-4)}`);
    const revealed = await s.call('communication.RevealEscanLicenceKey', { serviceTag: ESCAN }, token);
    expect(revealed).toMatchObject({ status: 200, body: { result: { licenceKey: licenceKeyOf(ESCAN) } } });
  });
});

describe('a server whose key does not open the stored licence keys', () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer({ fieldCipher: fieldCipher(randomBytes(32)) })));
  afterAll(() => s.close());

  it('fails closed: a 503 with a sentence, neither the sealed text nor a stack, and no "revealed" line', async () => {
    const token = await s.signIn(THANDI);
    const activity = async () =>
      ((await s.call('services.GetServiceActivity', { serviceTag: ESCAN }, token)).body.result.entries as ServiceActivityEntry[]).map((e) => e.message);
    const before = await activity();
    for (const name of ['communication.RevealEscanLicenceKey', 'communication.GetEscan']) {
      const answer = await s.call(name, { serviceTag: ESCAN }, token);
      expect([name, answer.status, answer.body.errors]).toEqual([
        name,
        503,
        [{ code: 'SERVICE_UNAVAILABLE', message: 'The licence key cannot be shown right now. Please try again later, or contact support.' }],
      ]);
      expect(JSON.stringify(answer.body)).not.toMatch(/v1:|at .*\.ts|licenceKey/);
    }
    expect(await activity()).toEqual(before);
    expect(s.log()).toContain('a licence key could not be opened with DATA_ENCRYPTION_KEY');
    expect(s.log()).not.toContain('v1:');
  });
});

/** What the start-up does, on PostgreSQL: the same statements, on the server of the scale-out path. */
announceMissing('PostgreSQL', postgresReachable);
(postgresReachable ? describe : describe.skip)('sealing at start on PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer({ backend: 'postgres', databaseUrl: POSTGRES_URL })));
  afterAll(() => s.close());

  it('seals a plain licence key once, leaves the sealed ones, and refuses another key', async () => {
    const before = await storedLicenceKeys(s.db);
    const [escan] = await s.db.select().from(services).where(eq(services.serviceTag, ESCAN));
    const [licence] = await s.db.select().from(serviceItems).where(and(eq(serviceItems.serviceId, escan.id), eq(serviceItems.kind, 'licence')));
    await s.db.update(serviceItems).set({ data: { ...licence.data, licenceKey: licenceKeyOf(ESCAN) } }).where(eq(serviceItems.id, licence.id));
    expect(await sealPlainSecrets(s.db, testFieldCipher)).toBe(1);
    expect(await sealPlainSecrets(s.db, testFieldCipher)).toBe(0);
    const after = await storedLicenceKeys(s.db);
    for (const { serviceTag, stored } of after) {
      expect(testFieldCipher.open(stored)).toBe(licenceKeyOf(serviceTag));
      if (serviceTag !== ESCAN) expect(stored).toBe(before.find((r) => r.serviceTag === serviceTag)!.stored);
    }
    await expect(checkSealedSecretsOpen(s.db, testFieldCipher)).resolves.toBeUndefined();
    await expect(checkSealedSecretsOpen(s.db, fieldCipher(randomBytes(32)))).rejects.toThrow(/^DATA_ENCRYPTION_KEY does not open the licence keys/);
  });
});

describe('the real start-up', () => {
  let dataDir: string;
  let portal: ReturnType<typeof spawnPortal> | undefined;
  beforeAll(() => (dataDir = mkdtempSync(path.join(tmpdir(), 'portal-keys-'))));
  afterEach(async () => {
    await portal?.stop();
    portal = undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = async (env: Record<string, string>) => {
    portal = spawnPortal({ PORT: String(await freePort()), DATA_DIR: dataDir, ...env });
    return portal;
  };
  const withDatabase = async <T>(use: (db: TestServer['db']) => Promise<T>) => {
    const database = await openDatabase({ dataDir });
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  };

  it('in demo, makes its key once in DATA_DIR (mode 0600) and seeds sealed keys', async () => {
    await (await start({})).ready();
    expect(await portal!.stop()).toBe(0);
    const file = path.join(dataDir, DEMO_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const cipher = fieldCipher(parseDataEncryptionKey(readFileSync(file, 'utf8').trim()));
    const stored = await withDatabase(storedLicenceKeys);
    expect(stored.length).toBeGreaterThan(0);
    for (const { serviceTag, stored: value } of stored) expect(cipher.open(value)).toBe(licenceKeyOf(serviceTag));
  }, 300_000);

  it('seals a licence key stored in plain text at the next start, and leaves the sealed ones', async () => {
    const file = path.join(dataDir, DEMO_KEY_FILE);
    const cipher = fieldCipher(parseDataEncryptionKey(readFileSync(file, 'utf8').trim()));
    const before = await withDatabase(async (db) => {
      const [escan] = await db.select().from(services).where(eq(services.serviceTag, ESCAN));
      const [licence] = await db.select().from(serviceItems).where(and(eq(serviceItems.serviceId, escan.id), eq(serviceItems.kind, 'licence')));
      // As a row written before licence keys were sealed.
      await db.update(serviceItems).set({ data: { ...licence.data, licenceKey: licenceKeyOf(ESCAN) } }).where(eq(serviceItems.id, licence.id));
      return storedLicenceKeys(db);
    });
    expect(before.find((r) => r.serviceTag === ESCAN)!.stored).toBe(licenceKeyOf(ESCAN));

    // The same key, given as a setting's file this time.
    await (await start({ DATA_ENCRYPTION_KEY_FILE: file })).ready();
    expect(portal!.stdout()).toContain('Sealed 1 licence keys stored in plain text with DATA_ENCRYPTION_KEY.');
    expect(await portal!.stop()).toBe(0);
    const after = await withDatabase(storedLicenceKeys);
    for (const { serviceTag, stored: value } of after) {
      expect(value).toMatch(SEALED);
      expect(cipher.open(value)).toBe(licenceKeyOf(serviceTag));
      if (serviceTag !== ESCAN) expect(value).toBe(before.find((r) => r.serviceTag === serviceTag)!.stored);
    }
  }, 300_000);

  it('stops with a line naming DATA_ENCRYPTION_KEY when the key does not open the stored licence keys', async () => {
    await start({ DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    expect(await portal!.exit()).toBe(1);
    expect(portal!.stderr()).toContain(
      'DATA_ENCRYPTION_KEY does not open the licence keys stored in the database: they were sealed with another key. Set DATA_ENCRYPTION_KEY (or DATA_ENCRYPTION_KEY_FILE) to the key kept with this database.',
    );
    expect(portal!.stdout()).not.toContain('Customer portal:');
  }, 300_000);
});
