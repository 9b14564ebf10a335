import { expect, test } from '@playwright/test';
import { call, signInByApi } from './support/api';
import { API, envelopeProblem, multipartBody, MULTIPART_BOUNDARY, rawRequest, upload, type FilePart, type RawAnswer } from './support/objects-http';
import { portalServer } from './support/server';

/**
 * The upload route (POST .../upload/<name>, multipart: a json part and `files` parts; spec §5 and §7) with the
 * ticket uploads tickets.CreateTicket and tickets.ReplyToTicket. The files of one upload must stay UNDER 16 MiB in
 * total: 16 MiB − 1 is taken, exactly 16 MiB (16777216 bytes) is refused with 413 and spec §5's message. At most 10
 * files; each file's type is judged by its bytes, so an executable named .pdf is refused. Every refusal is a 4xx with
 * the portal's envelope, never a 5xx, changes nothing, and leaves the server up. The action and download routes refuse
 * a multipart body of that size too.
 */

const server = portalServer();
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

const MiB = 1024 * 1024;
const LIMIT = 16 * MiB;
const TOO_LARGE = 'File could not be uploaded because it exceeds the max size of 16.00MB.';

let token = '';
test.beforeAll(async () => {
  token = await signInByApi(server.baseURL, '0821234567');
});

/** A text file of exactly `bytes` bytes (text is an accepted type). */
const textFile = (bytes: number, fileName = 'notes.txt'): FilePart => ({ fileName, contentType: 'text/plain', data: Buffer.alloc(bytes, 0x61) });

const ticketJson = () => ({
  category: 'Technical',
  subject: 'Upload limits probe',
  description: 'A ticket logged by the upload limits attack.',
  idempotencyKey: `upload-${crypto.randomUUID()}`,
});

async function tickets() {
  const answer = await call<{ tickets: { ticketNumber: string }[] }>(server.baseURL, 'tickets.GetTickets', {}, token);
  expect(answer.status).toBe(200);
  return answer.result.tickets;
}

async function attachmentSizes(ticketNumber: string) {
  const answer = await call<{ messages: { attachments: { size: number }[] }[] }>(server.baseURL, 'tickets.GetTicket', { ticketNumber }, token);
  expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
  return answer.result.messages.flatMap((m) => m.attachments.map((a) => a.size));
}

/** A 4xx with the portal's envelope. */
function expectRefusal(answer: RawAnswer, what: string) {
  expect.soft(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect.soft(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  expect.soft(envelopeProblem(answer), what).toBeNull();
}

const messageOf = (answer: RawAnswer) => answer.envelope?.errors?.[0]?.message;

async function serverIsUp() {
  expect((await rawRequest(server.baseURL, 'GET', '/version')).status).toBe(200);
}

/** A raw upload of a hand-made body. */
const rawUpload = (name: string, body: Buffer | string, contentType = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, auth = true) =>
  rawRequest(server.baseURL, 'POST', `${API}/upload/${name}`, body, { 'content-type': contentType, ...(auth ? { 'x-portal-authorization': token } : {}) });

test.describe.configure({ timeout: 180_000 });

test('files totalling 16 MiB − 1 are taken by tickets.CreateTicket, one file or two', async () => {
  const one = await upload(server.baseURL, 'tickets.CreateTicket', ticketJson(), [textFile(LIMIT - 1)], token);
  expect(one.status, one.text.slice(0, 300)).toBe(200);
  const oneTicket = (one.envelope as { result: { ticketNumber: string } }).result.ticketNumber;
  expect(await attachmentSizes(oneTicket)).toEqual([LIMIT - 1]);

  const two = await upload(server.baseURL, 'tickets.CreateTicket', ticketJson(), [textFile(LIMIT - 1 - 10, 'a.txt'), textFile(10, 'b.txt')], token);
  expect(two.status, two.text.slice(0, 300)).toBe(200);
  const twoTicket = (two.envelope as { result: { ticketNumber: string } }).result.ticketNumber;
  expect((await attachmentSizes(twoTicket)).sort((a, b) => a - b)).toEqual([10, LIMIT - 11]);
});

test('files totalling exactly 16 MiB are refused with 413 and spec §5’s message, and nothing is logged', async () => {
  const before = (await tickets()).length;
  const ticketNumber = (await tickets())[0].ticketNumber;
  for (const [what, name, json, files] of [
    ['one file of 16 MiB', 'tickets.CreateTicket', ticketJson(), [textFile(LIMIT)]],
    ['two files of 16 MiB together', 'tickets.CreateTicket', ticketJson(), [textFile(LIMIT - 10, 'a.txt'), textFile(10, 'b.txt')]],
    ['one file of 24 MiB', 'tickets.CreateTicket', ticketJson(), [textFile(24 * MiB)]],
    ['a reply with a file of 16 MiB', 'tickets.ReplyToTicket', { ticketNumber, body: 'See the file.', idempotencyKey: `upload-${crypto.randomUUID()}` }, [textFile(LIMIT)]],
  ] as const) {
    const answer = await upload(server.baseURL, name, json, [...files], token);
    expectRefusal(answer, what);
    expect(answer.status, what).toBe(413);
    expect(messageOf(answer), what).toBe(TOO_LARGE);
  }
  expect((await tickets()).length).toBe(before);
  await serverIsUp();
});

test('an executable or a script named .pdf is refused by its content', async () => {
  const before = (await tickets()).length;
  const windows = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(512, 0)]);
  windows.write('PE\0\0', 0x80, 'latin1');
  windows.writeUInt32LE(0x80, 0x3c);
  const linux = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(512, 0)]);
  for (const [what, data] of [
    ['a Windows executable', windows],
    ['a Linux executable', linux],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf ~\n')],
  ] as const) {
    const answer = await upload(server.baseURL, 'tickets.CreateTicket', ticketJson(), [{ fileName: 'invoice.pdf', contentType: 'application/pdf', data }], token);
    expectRefusal(answer, `${what} named invoice.pdf`);
    expect(answer.status, what).toBe(400);
    expect(messageOf(answer), what).toContain('invoice.pdf');
  }
  expect((await tickets()).length).toBe(before);
});

test('ten files are taken, eleven are refused', async () => {
  const files = (n: number) => Array.from({ length: n }, (_, i) => textFile(100, `part-${i + 1}.txt`));
  const ten = await upload(server.baseURL, 'tickets.CreateTicket', ticketJson(), files(10), token);
  expect(ten.status, ten.text.slice(0, 300)).toBe(200);
  const before = (await tickets()).length;
  const eleven = await upload(server.baseURL, 'tickets.CreateTicket', ticketJson(), files(11), token);
  expectRefusal(eleven, 'eleven files');
  expect(eleven.status).toBe(400);
  const fifty = await upload(server.baseURL, 'tickets.CreateTicket', ticketJson(), files(50), token);
  expectRefusal(fifty, 'fifty files');
  expect((await tickets()).length).toBe(before);
});

test('an upload without a token is refused with 401 before its body is read; an unknown upload name with 404', async () => {
  const unsigned = await rawUpload('tickets.CreateTicket', multipartBody(ticketJson(), [textFile(10)]), undefined, false);
  expectRefusal(unsigned, 'no token');
  expect(unsigned.status).toBe(401);
  for (const auth of [true, false]) {
    const answer = await rawUpload('no.such.Upload', multipartBody({}, [textFile(10)]), undefined, auth);
    expectRefusal(answer, `unknown upload (${auth ? 'signed in' : 'no token'})`);
    expect(answer.status).toBe(404);
  }
});

test('a body that is not well-formed multipart is refused with a 4xx', async () => {
  for (const [body, type] of [
    [JSON.stringify(ticketJson()), 'application/json'],
    ['plain text', 'text/plain'],
    [Buffer.alloc(1024, 1), 'application/octet-stream'],
    ['', `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`],
    ['--wrong-boundary\r\n\r\n', `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`],
    ['garbage', 'multipart/form-data'],
  ] as const) {
    expectRefusal(await rawUpload('tickets.CreateTicket', body, type), `${type} body`);
  }
  await serverIsUp();
});

test('too many fields, a file without its json part and unexpected parts are refused with a 4xx', async () => {
  const before = (await tickets()).length;
  const json = JSON.stringify(ticketJson());
  const field = (name: string, data: string) => Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${data}\r\n`);
  const end = Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`);
  const withoutEnd = (body: Buffer) => body.subarray(0, body.length - end.length);
  const cases: [string, Buffer][] = [
    ['500 fields', Buffer.concat([...Array.from({ length: 500 }, (_, i) => field(`field${i}`, 'x')), end])],
    ['a file without the json part', multipartBody(undefined, [textFile(100)])],
    ['two json parts', Buffer.concat([field('json', json), withoutEnd(multipartBody(json, [textFile(10)])), end])],
    ['a json part that is not JSON', multipartBody('{not json', [textFile(10)])],
    ['a file under another field name', Buffer.concat([withoutEnd(multipartBody(json)), Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="other"; filename="x.txt"\r\n\r\nx\r\n`), end])],
    ['a json part of 1 MiB', multipartBody(JSON.stringify({ ...ticketJson(), description: 'x'.repeat(MiB) }), [textFile(10)])],
  ];
  for (const [what, body] of cases) expectRefusal(await rawUpload('tickets.CreateTicket', body), what);
  expect((await tickets()).length).toBe(before);
});

test('the action and download routes refuse a 16 MiB multipart body with a 4xx', async () => {
  const body = multipartBody(ticketJson(), [textFile(LIMIT)]);
  for (const route of ['action/account.GetAccount', 'download/billing.doc.DownloadPDFInvoice', 'download/tickets.DownloadAttachment']) {
    const answer = await rawRequest(server.baseURL, 'POST', `${API}/${route}`, body, {
      'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      'x-portal-authorization': token,
    });
    expectRefusal(answer, route);
  }
  await serverIsUp();
});
