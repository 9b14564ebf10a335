import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from './compressed-static';

/** Below this a JSON answer goes as it is: compressing it would save less than it costs. */
export const ANSWER_MIN_BYTES = 1024;

// Fast settings: an answer is compressed on every request, unlike a static file compressed once.
const compress = {
  br: (data: string) =>
    promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data) } }),
  gzip: (data: string) => promisify(gzip)(data, { level: 6 }),
};

/**
 * Compresses the JSON answers of the API (brotli or gzip, as the browser accepts), as the static files are: the
 * dashboard's reads are 12 KB as they are and about 4 KB compressed, on a phone's network on the way to the first
 * paint of its data. Compression here cannot leak a secret to another site (BREACH): a request of another site's
 * page carries no session, the token travels in a header the browser does not add by itself.
 */
export function registerAnswerCompression(app: FastifyInstance) {
  // A callback hook: most answers are small and leave as they are, without a promise made and awaited for each.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding || payload.length < ANSWER_MIN_BYTES) return done(null, payload);
    compress[encoding](payload).then((body) => {
      reply.header('content-encoding', encoding).header('content-length', body.length);
      done(null, body);
    }, done);
  });
}
