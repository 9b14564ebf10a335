import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreSettings } from '../../src/files/s3-store';

/** s3rver's one account: it checks every request's signature against this key. */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects in a folder of its own) on a free port of
 * 127.0.0.1, with one empty bucket. `settings` are what FILES_STORE=s3 needs to use it.
 */
export async function startS3Server(bucket = 'portal-files') {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3StoreSettings = { endpoint, bucket, region: 'us-east-1', accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY, forcePathStyle: true, prefix: '' };
  return {
    endpoint,
    settings,
    /** The same as FILES_STORE=s3 settings for a spawned portal. */
    env: { FILES_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: S3RVER_KEY, S3_SECRET_ACCESS_KEY: S3RVER_KEY, S3_FORCE_PATH_STYLE: '1' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
