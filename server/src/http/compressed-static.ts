import { ReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;
const MAX_ENTRIES = 2000;

export const encoders = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
};
type Encoding = keyof typeof encoders;
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Which of brotli and gzip the browser takes, by its Accept-Encoding's preferences as @fastify/compress reads them. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  return acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), ENCODINGS) : null;
}

/** Adds `name` to the answer's Vary, keeping what is there (an area's files vary by Origin too). */
export function addVary(reply: FastifyReply, name: string) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', name);
  else if (!String(vary).toLowerCase().split(/\s*,\s*/).includes(name)) reply.header('vary', `${vary}, ${name}`);
}

/**
 * Compresses static text files (the host's and remotes' JS above all) with brotli or gzip, once
 * per file version, and keeps the result in memory: built files change only on a new deploy,
 * and compressing a bundle on every request would cost more than sending it. Not @fastify/compress:
 * it compresses every answer anew (streamed, at a quality fit for that), and keeps nothing.
 */
export function registerStaticCompression(app: FastifyInstance) {
  const cache = new Map<string, Promise<Buffer>>();

  app.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof ReadStream) || reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
    const file = String(payload.path);
    if (!COMPRESSIBLE.test(file)) return payload;
    addVary(reply, 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const { size, mtimeMs } = await stat(file);
    if (size < MIN_BYTES) return payload;

    const key = `${encoding}:${file}:${mtimeMs}:${size}`;
    let compressed = cache.get(key);
    if (!compressed) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      compressed = readFile(file).then(encoders[encoding]);
      cache.set(key, compressed);
      compressed.catch(() => cache.delete(key));
    }
    payload.destroy();
    const body = await compressed;
    reply.header('content-encoding', encoding).header('content-length', body.length).removeHeader('accept-ranges');
    return body;
  });
}
