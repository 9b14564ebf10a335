// The release folder with FILES_STORE=s3: the bundled S3 client against a real S3 server (s3rver, started here), from a
// folder that holds nothing but the release: the demo's attachments and a new upload go to the bucket and come back.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { callAction, download, signIn } from './support/portal-client.mjs';
import { DEMO_CELL, REPO, releaseCopy, startNode } from './support/nodes.mjs';

// s3rver is a development dependency of the server package, not of the release.
const S3rver = createRequire(join(REPO, 'server', 'package.json'))('s3rver');
const BUCKET = 'portal-files';

let release;
let s3;
let s3Dir;
let endpoint;
before(async () => {
  release = releaseCopy();
  s3Dir = mkdtempSync(join(tmpdir(), 'release-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
after(async () => {
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(join(release, '..'), { recursive: true, force: true });
});

/** The bucket's keys, from S3's own listing (path style, unsigned: s3rver lists without a signature). */
async function keysInBucket() {
  const xml = await (await fetch(`${endpoint}/${BUCKET}?list-type=2`)).text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
}

test('with FILES_STORE=s3 the release keeps attachments in the bucket and gives them back', async () => {
  const s3Env = { FILES_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' };
  const node = await startNode(release, { DATA_DIR: join(release, '..', 'data'), ...s3Env });
  try {
    const seeded = await keysInBucket();
    assert.ok(seeded.length > 0, 'the demo tickets put their attachments in the bucket');
    const token = await signIn(node.baseURL, DEMO_CELL);
    const boundary = '----release-s3';
    const json = JSON.stringify({ category: 'Technical', subject: 'Router logs', description: 'From the release test.', idempotencyKey: crypto.randomUUID() });
    const data = Buffer.alloc(6 * 1024 * 1024 + 7, 0x61);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n${json}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="router.log"\r\nContent-Type: text/plain\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await fetch(`${node.baseURL}/api/solid/isp-portal/upload/tickets.CreateTicket`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-portal-authorization': token },
      body,
    });
    const made = await answer.json();
    assert.equal(answer.status, 200, JSON.stringify(made));
    assert.equal((await keysInBucket()).length, seeded.length + 1);
    const detail = await callAction(node.baseURL, 'tickets.GetTicket', { ticketNumber: made.result.ticketNumber }, token);
    const [file] = detail.messages[0].attachments;
    const got = await download(node.baseURL, 'tickets.DownloadAttachment', { ticketNumber: made.result.ticketNumber, attachmentId: file.id }, token);
    assert.equal(got.status, 200);
    assert.ok(got.bytes.equals(data), 'the same bytes back');
  } finally {
    await node.stop();
  }
});

test('with FILES_STORE=s3 and a bucket that is not there, the release stops with one line naming it', async () => {
  const node = await startNode(
    release,
    { DATA_DIR: join(release, '..', 'data-missing'), FILES_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'no-such-bucket', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' },
    { waitUntilLive: false },
  );
  const { code } = await node.exited;
  assert.equal(code, 1);
  assert.match(node.output, /The S3 bucket "no-such-bucket" cannot be used \(it does not exist\): check S3_BUCKET/);
});
