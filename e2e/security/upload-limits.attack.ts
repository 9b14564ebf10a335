import { expect, test } from '@playwright/test';
import { signInByApi } from './support/api';
import { API, envelopeProblem, rawRequest, type RawAnswer } from './support/objects-http';
import { portalServer } from './support/server';

/**
 * The upload route (POST .../upload/<name>, multipart; spec §5: "File could not be uploaded because it exceeds the
 * max size of 16.00MB."). No upload action ships yet, so every upload name is unknown: the route must still refuse
 * oversize bodies, non-multipart bodies, too many parts and a file without its json part with a 4xx and the
 * portal's envelope, never a 5xx, and the server must stay up. The action and download routes must refuse a
 * multipart body of that size the same way.
 */

const server = portalServer();
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

const MiB = 1024 * 1024;
const LIMIT = 16 * MiB;
const BOUNDARY = 'upload-limits-boundary';

interface Part {
  name: string;
  fileName?: string;
  data: Buffer | string;
}

function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const type = part.fileName !== undefined ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const file = (bytes: number, name = 'file.bin'): Part => ({ name: 'files', fileName: name, data: Buffer.alloc(bytes, 0x61) });
const json: Part = { name: 'json', data: '{}' };

let token = '';
test.beforeAll(async () => {
  token = await signInByApi(server.baseURL, '0821234567');
});

async function upload(name: string, body: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`, auth = true) {
  return rawRequest(server.baseURL, 'POST', `${API}/upload/${name}`, body, {
    'content-type': contentType,
    ...(auth ? { 'x-portal-authorization': token } : {}),
  });
}

/** A 4xx with the portal's envelope. */
function expectRefusal(answer: RawAnswer, what: string) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  expect(envelopeProblem(answer), what).toBeNull();
}

test('an unknown upload name is refused with 404, signed in or not', async () => {
  for (const auth of [true, false]) {
    const answer = await upload('no.such.Upload', multipart([json, file(10)]), undefined, auth);
    expectRefusal(answer, `unknown upload (${auth ? 'signed in' : 'no token'})`);
    expect(answer.status).toBe(404);
  }
});

test('a body of exactly 16 MiB of file is refused, and so is one far over it; the server stays up', async () => {
  for (const [what, body] of [
    ['16 MiB file', multipart([json, file(LIMIT)])],
    ['16 MiB − 1 file plus a second file', multipart([json, file(LIMIT - 1), file(2, 'second.bin')])],
    ['24 MiB file', multipart([json, file(24 * MiB)])],
  ] as const) {
    for (const name of ['no.such.Upload', 'tickets.AddAttachment']) expectRefusal(await upload(name, body), `${what} to ${name}`);
  }
  expect((await rawRequest(server.baseURL, 'GET', '/version')).status).toBe(200);
});

test('a body that is not multipart is refused with a 4xx', async () => {
  for (const [body, type] of [
    ['{"a":1}', 'application/json'],
    ['plain text', 'text/plain'],
    [Buffer.alloc(1024, 1), 'application/octet-stream'],
    ['', `multipart/form-data; boundary=${BOUNDARY}`],
    ['--wrong-boundary\r\n\r\n', `multipart/form-data; boundary=${BOUNDARY}`],
    ['garbage', 'multipart/form-data'],
  ] as const) {
    expectRefusal(await upload('no.such.Upload', body, type), `${type} body`);
  }
});

test('too many parts, too many files, a file without its json part and unexpected parts are refused with a 4xx', async () => {
  const cases: [string, Buffer][] = [
    ['50 files', multipart([json, ...Array.from({ length: 50 }, (_, i) => file(10, `f${i}.bin`))])],
    ['500 fields', multipart(Array.from({ length: 500 }, (_, i) => ({ name: `field${i}`, data: 'x' })))],
    ['a file without the json part', multipart([file(100)])],
    ['two json parts', multipart([json, json, file(10)])],
    ['a json part that is not JSON', multipart([{ name: 'json', data: '{not json' }, file(10)])],
    ['a file under another field name', multipart([json, { name: 'other', fileName: 'x.bin', data: 'x' }])],
    ['a json part of 1 MiB', multipart([{ name: 'json', data: `{"a":"${'x'.repeat(MiB)}"}` }, file(10)])],
  ];
  for (const [what, body] of cases) expectRefusal(await upload('no.such.Upload', body), what);
});

test('the action and download routes refuse a 16 MiB multipart body with a 4xx', async () => {
  const body = multipart([json, file(LIMIT)]);
  for (const route of ['action/account.GetAccount', 'download/billing.doc.DownloadPDFInvoice']) {
    const answer = await rawRequest(server.baseURL, 'POST', `${API}/${route}`, body, {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'x-portal-authorization': token,
    });
    expectRefusal(answer, route);
  }
  expect((await rawRequest(server.baseURL, 'GET', '/version')).status).toBe(200);
});
