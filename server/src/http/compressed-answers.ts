import { constants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import { API_BASE, downloadPath, VERSION_PATH } from '@portal/contract';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { BACKOFFICE_PREFIX } from '../backoffice/openapi';
import { addVary } from './compressed-static';

/** Below this a JSON answer goes as it is: compressing it would save less than it costs. */
const ANSWER_MIN_BYTES = 1024;

/**
 * Fast settings: an answer is compressed on every request, unlike a static file compressed once. Up to
 * ANSWER_SYNC_MAX_BYTES in one go (about a millisecond at brotli's quality 4), with its Content-Length; a larger
 * answer streams through zlib.
 */
const ANSWER_SYNC_MAX_BYTES = 128 * 1024;
const ANSWER_COMPRESSION: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: ANSWER_MIN_BYTES,
  syncThreshold: ANSWER_SYNC_MAX_BYTES,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

/**
 * The routes whose answers are JSON, the larger ones among them: the actions' and reads' (a download answers with its
 * file, sent as it is), the back office's, the instance config, the version and the demo's inboxes. Pages and scripts
 * of the payment hop and the simulator, and the metrics, go as they are.
 */
const answersJson = (url: string) =>
  (url.startsWith(`${API_BASE}/`) && !url.startsWith(downloadPath(''))) ||
  url.startsWith(`${BACKOFFICE_PREFIX}/`) ||
  url.startsWith('/api/dev/') ||
  url === '/instance-config.json' ||
  url === VERSION_PATH;

/** The answer depends on Accept-Encoding even when it goes plain (small, or asked for plain): caches must know. */
const variesByEncoding: onSendHookHandler = (_request, reply, payload, done) => {
  addVary(reply, 'accept-encoding');
  done(null, payload);
};

/**
 * Compresses the JSON answers of the API (@fastify/compress: brotli or gzip, as the browser accepts), as the static
 * files are: the dashboard's reads are 12 KB as they are and about 4 KB compressed, on a phone's network on the way to
 * the first paint of its data. Compression here cannot leak a secret to another site (BREACH): a request of another
 * site's page carries no session, the token travels in a header the browser does not add by itself. Only the routes
 * `answersJson` names compress (@fastify/compress would otherwise take every type mime-db calls compressible); request
 * bodies are never decompressed. Routes registered before this is awaited are left as they are.
 */
export async function registerAnswerCompression(app: FastifyInstance) {
  // Before the plugin's own onRoute hook, which reads each route's `compress`.
  app.addHook('onRoute', (route) => {
    if (route.compress !== undefined || !answersJson(route.url)) return;
    route.compress = ANSWER_COMPRESSION;
    route.onSend = [...[route.onSend ?? []].flat(), variesByEncoding];
  });
  await app.register(fastifyCompress, { ...ANSWER_COMPRESSION, global: false, globalDecompression: false });
}
