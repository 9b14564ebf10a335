import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineUpload } from '../src/actions/define-action';
import { openDatabase, type Database } from '../src/db/connect';
import { ticketAttachmentBytesToMove, ticketAttachments } from '../src/db/schema';
import { directoryFileStore } from '../src/files/directory-store';
import { newFileKey } from '../src/files/file-store';
import { bytesLeftToMove, moveStoredBytesToFileStore } from '../src/files/move-stored-bytes';
import { removeUnnamedFiles } from '../src/files/remove-unnamed-files';
import { keepUploaded } from '../src/files/uploaded-files';
import { TOO_MANY_UPLOADS, UPLOADS_IN_FLIGHT_PER_PERSON } from '../src/files/uploads-in-flight';
import { attachment } from '../src/http/file-routes';
import { metricsRegistry } from '../src/observability/metrics';
import { findRepoRoot, migrationsFolder } from '../src/paths';
import { POSTGRES_URL, postgresReachable } from './support/backends';
import { multipart } from './support/probe-definitions';
import { spawnPortal, startTestServer, type Backend, type TestServer } from './support/test-server';
import { freePort } from './support/free-port';

const CUSTOMER = '0821234567';
const TWO_PARENTS = '0831234567';
const MIB16 = 16 * 1024 * 1024;
const TOO_LARGE = 'File could not be uploaded because it exceeds the max size of 16.00MB.';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.alloc(64, 7)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
/** A zip entry's local header and its bytes, stored as they are: what file-type reads to tell a .docx. */
function zipEntry(name: string, data: Buffer) {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const text = (bytes: number, fill = 0x61) => Buffer.alloc(bytes, fill);

const BACKENDS: Backend[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];
const scratchDir = (what: string) => mkdtempSync(path.join(process.env.PORTAL_TEST_SEED_DIR ?? tmpdir(), `${what}-`));

/** Every file under a folder, sub-folders included (the store's `.incoming` too), relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, path.join(prefix, name)) : [path.join(prefix, name)];
  });
}

async function uploadsInFlightNow() {
  const metric = metricsRegistry.getSingleMetric('portal_uploads_in_flight');
  return (await metric!.get()).values[0]?.value ?? 0;
}

/** Resolves once `check` holds; a hang is caught by jest's time limit. */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setImmediate(resolve));
}

describe('the directory file store', () => {
  const dir = scratchDir('store');
  const store = directoryFileStore(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes, reads back, replaces and deletes bytes under a key, answering their size and SHA-256', async () => {
    const key = newFileKey();
    expect(await store.put(key, [Buffer.from('hello '), Buffer.from('world')])).toEqual({ size: 11, sha256: sha256(Buffer.from('hello world')) });
    const chunks: Buffer[] = [];
    for await (const chunk of await store.read(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello world');
    await store.put(key, [Buffer.from('again')]);
    expect(readFileSync(path.join(dir, key.slice(0, 2), key), 'utf8')).toBe('again');
    await store.remove(key);
    await expect(store.read(key)).rejects.toThrow(/ENOENT/);
    await store.remove(key);
  });

  it('leaves nothing behind when the bytes stop coming with an error', async () => {
    const key = newFileKey();
    async function* cutShort() {
      yield text(100_000);
      throw new Error('the sender went away');
    }
    await expect(store.put(key, cutShort())).rejects.toThrow('the sender went away');
    expect(filesUnder(dir)).toEqual([]);
  });

  it('lists its keys with when they were written', async () => {
    const key = newFileKey();
    await store.put(key, [text(3)]);
    const listed: { key: string; writtenAt: Date }[] = [];
    for await (const entry of store.list()) listed.push(entry);
    await store.remove(key);
    expect(listed.map((entry) => entry.key)).toEqual([key]);
    expect(Math.abs(listed[0].writtenAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('takes only server-made keys, so no key names a path', async () => {
    for (const key of ['../../etc/passwd', 'notes.txt', '', `${newFileKey()}/x`]) {
      await expect(store.put(key, [text(1)])).rejects.toThrow(/Not a file key/);
      await expect(store.read(key)).rejects.toThrow(/Not a file key/);
    }
    expect(filesUnder(dir)).toEqual([]);
  });
});

/** An upload that fails after its work, having marked its files kept (rows named them) or not. */
const failsAfter = (kept: boolean) =>
  defineUpload({
    name: kept ? 'test.KeepThenFail' : 'test.FailBeforeKeeping',
    auth: 'session',
    modules: ['tickets'],
    input: z.strictObject({}),
    handler: async (_input, files) => {
      if (kept) keepUploaded(files);
      throw new Error('failed after the work');
    },
  });

describe.each(BACKENDS)('ticket attachments in the file store, on %s', (backend) => {
  const dir = scratchDir('files');
  let s: TestServer;
  let thandi: string;

  beforeAll(async () => {
    s = await startTestServer({ backend, databaseUrl: POSTGRES_URL, files: directoryFileStore(dir), uploads: [failsAfter(true), failsAfter(false)] });
    thandi = await s.signIn(CUSTOMER);
    // The first database of a run is migrated and seeded, which takes long on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  type File = { name: string; type: string; data: Buffer };
  const uploadBody = (name: string, body: Buffer | PassThrough, headers: Record<string, string>, token = thandi) =>
    s.app.inject({ method: 'POST', url: `/api/solid/isp-portal/upload/${name}`, payload: body, headers: { ...headers, 'x-portal-authorization': token } });
  const upload = async (name: string, json: unknown, files: File[], token = thandi) => {
    const { payload, headers } = multipart(json, files);
    const r = await uploadBody(name, payload, headers, token);
    return { status: r.statusCode, body: r.json() };
  };
  const newTicket = () => ({ category: 'Technical', subject: 'Router logs', description: 'The logs of my router.', idempotencyKey: randomUUID() });
  const create = (files: File[], json: Record<string, unknown> = newTicket(), token = thandi) => upload('tickets.CreateTicket', json, files, token);
  const attachmentRows = () => s.db.select().from(ticketAttachments);
  const storedNow = () => filesUnder(dir).sort();

  it('keeps the bytes in the store under a server-made key, and only what they are in the database', async () => {
    const made = await create([{ name: 'ont.png', type: 'image/png', data: PNG }]);
    expect(made.status).toBe(200);
    const detail = (await s.call('tickets.GetTicket', { ticketNumber: made.body.result.ticketNumber }, thandi)).body.result;
    const { id } = detail.messages[0].attachments[0];
    const [row] = await s.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, id));
    expect(Object.keys(row).sort()).toEqual(['contentType', 'fileName', 'id', 'messageId', 'sha256', 'size', 'storageKey', 'ticketId']);
    expect(row).toMatchObject({ fileName: 'ont.png', contentType: 'image/png', size: PNG.length, sha256: sha256(PNG) });
    expect(row.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(readFileSync(path.join(dir, row.storageKey.slice(0, 2), row.storageKey))).toEqual(PNG);

    const download = await s.app.inject({
      method: 'POST',
      url: '/api/solid/isp-portal/download/tickets.DownloadAttachment',
      payload: { ticketNumber: detail.ticketNumber, attachmentId: id },
      headers: { 'x-portal-authorization': thandi },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="ont.png"',
      'content-length': String(PNG.length),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(download.rawPayload).toEqual(PNG);
  });

  it('streams 16 MiB − 1 in and back out, byte for byte', async () => {
    const big = Buffer.concat([text(MIB16 - 1 - 3, 0x62), Buffer.from('end')]);
    const made = await create([{ name: 'big.log', type: 'text/plain', data: big }]);
    expect(made.status).toBe(200);
    const detail = (await s.call('tickets.GetTicket', { ticketNumber: made.body.result.ticketNumber }, thandi)).body.result;
    const [file] = detail.messages[0].attachments;
    expect(file).toMatchObject({ fileName: 'big.log', contentType: 'text/plain', size: MIB16 - 1 });
    const [row] = await s.db.select({ sha256: ticketAttachments.sha256 }).from(ticketAttachments).where(eq(ticketAttachments.id, file.id));
    expect(row.sha256).toBe(sha256(big));
    const download = await s.app.inject({
      method: 'POST',
      url: '/api/solid/isp-portal/download/tickets.DownloadAttachment',
      payload: { ticketNumber: detail.ticketNumber, attachmentId: file.id },
      headers: { 'x-portal-authorization': thandi },
    });
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(sha256(download.rawPayload)).toBe(sha256(big));
  });

  it('leaves no file and no row when an upload is refused, even after some of its files were stored', async () => {
    const { ticketNumber } = (await create([])).body.result;
    await s.call('tickets.CloseTicket', { ticketNumber }, thandi);
    const rowsBefore = (await attachmentRows()).length;
    const filesBefore = storedNow();
    const small = { name: 'first.txt', type: 'text/plain', data: text(1000) };
    const cases: [string, () => ReturnType<typeof upload>, number, string][] = [
      ['16 MiB together, the second file over', () => create([small, { name: 'second.txt', type: 'text/plain', data: text(MIB16 - 1000) }]), 413, TOO_LARGE],
      ['an executable named .pdf after a good file', () => create([small, { name: 'invoice.pdf', type: 'application/pdf', data: EXE }]), 400, 'invoice.pdf is not a file type we accept (images, PDF, text and office documents).'],
      ['eleven files', () => create(Array.from({ length: 11 }, (_, i) => ({ ...small, name: `part-${i}.txt` }))), 400, 'Please attach at most 10 files.'],
      ['a reply with a file to a closed ticket', () => upload('tickets.ReplyToTicket', { ticketNumber, body: 'One more thing.', idempotencyKey: randomUUID() }, [small]), 409, 'This ticket is closed. Reopen it to reply.'],
      ['an unknown category', () => create([small], { ...newTicket(), category: 'Nonsense' }), 400, 'Please choose one of the categories offered.'],
    ];
    for (const [what, send, status, message] of cases) {
      const answer = await send();
      expect({ what, status: answer.status, message: answer.body.errors?.[0]?.message }).toEqual({ what, status, message });
      expect({ what, files: storedNow() }).toEqual({ what, files: filesBefore });
    }
    expect((await attachmentRows()).length).toBe(rowsBefore);
  });

  it('leaves no file when the body stops before its end, and the person may upload again', async () => {
    const filesBefore = storedNow();
    const { payload, headers } = multipart(newTicket(), [{ name: 'cut.txt', type: 'text/plain', data: text(2 * 1024 * 1024) }]);
    const body = new PassThrough();
    const answer = uploadBody('tickets.CreateTicket', body, headers);
    body.end(payload.subarray(0, 1024 * 1024));
    expect((await answer).statusCode).toBe(400);
    expect(storedNow()).toEqual(filesBefore);
    expect(await uploadsInFlightNow()).toBe(0);
    expect((await create([{ name: 'whole.txt', type: 'text/plain', data: text(10) }])).status).toBe(200);
  });

  it('deletes the files of an upload that fails unless they were marked kept', async () => {
    const before = storedNow().length;
    const file = [{ name: 'x.txt', type: 'text/plain', data: text(10) }];
    expect((await upload('test.FailBeforeKeeping', {}, file)).status).toBe(500);
    expect(storedNow().length).toBe(before);
    expect((await upload('test.KeepThenFail', {}, file)).status).toBe(500);
    expect(storedNow().length).toBe(before + 1);
  });

  it('deletes, at start, files older than a day that no attachment names (a stop cut their upload off), and no other', async () => {
    const store = directoryFileStore(dir);
    const orphan = newFileKey();
    const fresh = newFileKey();
    await store.put(orphan, [text(5)]);
    await store.put(fresh, [text(5)]);
    const dayAndMinute = new Date(Date.now() + 24 * 3600 * 1000 + 60_000);
    // The fresh file is "written" a minute before that moment: an upload still under way elsewhere.
    utimesSync(path.join(dir, fresh.slice(0, 2), fresh), new Date(dayAndMinute.getTime() - 60_000), new Date(dayAndMinute.getTime() - 60_000));
    const named = new Set((await attachmentRows()).map((row) => row.storageKey));
    const keysNow = () => storedNow().map((f) => path.basename(f));
    const unnamed = keysNow().filter((key) => !named.has(key) && key !== fresh);
    const namedBefore = keysNow().filter((key) => named.has(key));
    expect(unnamed).toContain(orphan);
    expect(namedBefore.length).toBeGreaterThan(0);
    expect(await removeUnnamedFiles(s.db, store, dayAndMinute)).toBe(unnamed.length);
    expect(keysNow().sort()).toEqual([...namedBefore, fresh].sort());
    await store.remove(fresh);
  });

  it('keeps one copy of the files of an upload retried with its idempotency key', async () => {
    const json = newTicket();
    const files = [{ name: 'once.txt', type: 'text/plain', data: text(500) }];
    const filesBefore = storedNow().length;
    const first = await create(files, json);
    const again = await create(files, json);
    expect(again.body.result.ticketNumber).toBe(first.body.result.ticketNumber);
    expect(storedNow().length).toBe(filesBefore + 1);
  });

  it(`refuses a person's upload with 429 while ${UPLOADS_IN_FLIGHT_PER_PERSON} of theirs are under way; another person's goes through`, async () => {
    const held = Array.from({ length: UPLOADS_IN_FLIGHT_PER_PERSON }, () => {
      const { payload, headers } = multipart(newTicket(), [{ name: 'slow.txt', type: 'text/plain', data: text(300_000) }]);
      const body = new PassThrough();
      body.write(payload.subarray(0, 100_000));
      return { rest: payload.subarray(100_000), body, answer: uploadBody('tickets.CreateTicket', body, headers) };
    });
    await until(async () => (await uploadsInFlightNow()) === UPLOADS_IN_FLIGHT_PER_PERSON);

    const third = await create([{ name: 'third.txt', type: 'text/plain', data: text(10) }]);
    expect(third.status).toBe(429);
    expect(third.body.errors[0]).toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_UPLOADS });
    const sipho = await s.signIn(TWO_PARENTS, 'BUS3001');
    expect((await create([{ name: 'other.txt', type: 'text/plain', data: text(10) }], newTicket(), sipho)).status).toBe(200);

    for (const { body, rest } of held) body.end(rest);
    for (const { answer } of held) expect((await answer).statusCode).toBe(200);
    expect((await create([{ name: 'after.txt', type: 'text/plain', data: text(10) }])).status).toBe(200);
  });

  it('tells a Word document by the entry naming it even when a thumbnail comes first', async () => {
    const docx = Buffer.concat([
      zipEntry('[Content_Types].xml', Buffer.from('<?xml version="1.0"?><Types/>')),
      zipEntry('docProps/thumbnail.jpeg', randomBytes(40_000)),
      zipEntry('word/document.xml', Buffer.from('<?xml version="1.0"?><w:document/>')),
    ]);
    const made = await create([{ name: 'letter.docx', type: 'application/octet-stream', data: docx }]);
    expect(made.status).toBe(200);
    const detail = (await s.call('tickets.GetTicket', { ticketNumber: made.body.result.ticketNumber }, thandi)).body.result;
    expect(detail.messages[0].attachments[0]).toMatchObject({ fileName: 'letter.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('strips Unicode bidi controls from attachment names, so a name shows what the file is', async () => {
    const made = await create([{ name: 'report\u202e\u2066.txt\u2069\u200f', type: 'text/plain', data: text(10) }]);
    expect(made.status).toBe(200);
    const detail = (await s.call('tickets.GetTicket', { ticketNumber: made.body.result.ticketNumber }, thandi)).body.result;
    expect(detail.messages[0].attachments[0].fileName).toBe('report.txt');
    // "photo<RLO>gnp.exe" shows as "photoexe.png"; stripped, it is what it is, and refused for it.
    const disguised = await create([{ name: 'photo\u202egnp.exe', type: 'image/png', data: PNG }]);
    expect(disguised.status).toBe(400);
    expect(disguised.body.errors[0].message).toBe('photognp.exe is a PNG image, but its name ends in .exe. Please name it .png and attach it again.');
    for (const control of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']) {
      expect(attachment(`a${control}b.txt`)).toBe('attachment; filename="ab.txt"');
    }
  });
});

/** The migrations of the version before attachment bytes left the database (up to 0013). */
function migrationsBeforeFileStore() {
  const dir = scratchDir('migrations');
  cpSync(migrationsFolder(findRepoRoot()), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const later = journal.entries.filter((e: { idx: number }) => e.idx >= 14);
  for (const entry of later) rmSync(path.join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < 14);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** An attachment as the earlier version kept it: its bytes in ticket_attachments.data. */
async function addOldAttachment(database: Database, data: Buffer) {
  const { rows } = (await database.db.execute(sql`
    with account as (insert into accounts (account_code, customer_name, status, created_at) values ('OLD1', 'Old Version', 'Active', '2025-01-01') returning id),
    ticket as (insert into tickets (account_id, ticket_number, subject, category, status, created_at, updated_at)
      select id, 'TCK-OLD00001', 'From before', 'Technical', 'open', now(), now() from account returning id),
    message as (insert into ticket_messages (ticket_id, author, author_name, body, sent_at) select id, 'customer', 'Old Customer', 'See the file.', now() from ticket returning id, ticket_id)
    insert into ticket_attachments (ticket_id, message_id, file_name, content_type, size, data)
      select ticket_id, id, 'old.txt', 'text/plain', ${data.length}, ${data} from message returning id`)) as unknown as { rows: { id: number }[] };
  return rows[0].id;
}

async function scratchPostgres() {
  const { Client } = await import('pg');
  const name = `upload_files_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

describe.each(BACKENDS)('attachment bytes an earlier version kept in the database, on %s', (backend) => {
  it('are set aside by the migration, moved into the file store once, and match their hash', async () => {
    const oldMigrations = migrationsBeforeFileStore();
    const dataDir = scratchDir('old-data');
    const filesDir = scratchDir('moved-files');
    const postgres = backend === 'postgres' ? await scratchPostgres() : undefined;
    const where = postgres ? { databaseUrl: postgres.url } : { dataDir };
    const bytes = Buffer.from('19 Nov 20:04  0.0 Mbps down / 0.0 Mbps up\n');
    try {
      const old = await openDatabase({ ...where, migrations: oldMigrations });
      const id = await addOldAttachment(old, bytes);
      await old.close();

      const upgraded = await openDatabase(where);
      try {
        const [row] = await upgraded.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, id));
        expect(row).toMatchObject({ fileName: 'old.txt', size: bytes.length, sha256: sha256(bytes) });
        expect(row).not.toHaveProperty('data');
        expect(await bytesLeftToMove(upgraded.db)).toBe(1);

        const files = directoryFileStore(filesDir);
        expect(await moveStoredBytesToFileStore(upgraded.db, files)).toBe(1);
        expect(readFileSync(path.join(filesDir, row.storageKey.slice(0, 2), row.storageKey))).toEqual(bytes);
        expect(await upgraded.db.select().from(ticketAttachmentBytesToMove)).toEqual([]);
        expect(await moveStoredBytesToFileStore(upgraded.db, files)).toBe(0);
        expect(filesUnder(filesDir)).toEqual([path.join(row.storageKey.slice(0, 2), row.storageKey)]);
      } finally {
        await upgraded.close();
      }
    } finally {
      await postgres?.drop();
      for (const d of [oldMigrations, dataDir, filesDir]) rmSync(d, { recursive: true, force: true });
    }
  });
});

describe('a start on a data folder of the earlier version', () => {
  let portal: ReturnType<typeof spawnPortal> | undefined;
  afterEach(() => portal?.stop());

  it('moves the bytes into FILES_DIR before it serves, and says so', async () => {
    const oldMigrations = migrationsBeforeFileStore();
    const dataDir = scratchDir('old-start');
    const filesDir = scratchDir('start-files');
    try {
      const old = await openDatabase({ dataDir, migrations: oldMigrations });
      await addOldAttachment(old, Buffer.from('kept since last year\n'));
      await old.close();
      const port = freePort();
      portal = spawnPortal({ PORT: String(port), DATA_DIR: dataDir, FILES_DIR: filesDir });
      await portal.ready(120_000);
      expect(portal.stdout()).toContain(`Moved the bytes of 1 ticket attachments from the database to ${filesDir}.`);
      const stored = filesUnder(filesDir).filter((f) => !f.startsWith('.incoming'));
      expect(stored).toHaveLength(1);
      expect(readFileSync(path.join(filesDir, stored[0]), 'utf8')).toBe('kept since last year\n');
      expect(await portal.stop()).toBe(0);
      portal = undefined;
    } finally {
      for (const d of [oldMigrations, dataDir, filesDir]) rmSync(d, { recursive: true, force: true });
    }
  }, 180_000);
});
