import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/** A path ending in a file name ('/remotes/billing/412.0a1b2c3d.js', '/favicon.ico'): one of the built files. */
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

/**
 * A built file (a script, a style, an icon, a manifest) served as asked: a page load asks for dozens, which at info
 * bury what people do (and, in the demo, the PINs). Such lines are written at debug; a file that failed is still info.
 */
export function isServedFile(method: string, url: string, statusCode: number) {
  const path = url.split('?')[0];
  return (method === 'GET' || method === 'HEAD') && statusCode < 400 && !path.startsWith('/api/') && FILE_NAME.test(path);
}

/**
 * One log line per request, written when it is answered (method, path, status, time), instead of Fastify's two.
 *
 * A completed request's line is written by a child of the server's logger that redacts nothing: it holds only the
 * request's id, method and path (the req serializer's, without the query and scrubbed, logging.ts), its status and
 * its time, none of which is a secret, and the wildcard redaction walked every line for fields it never has (a
 * third of the cost of a small request). A request that errored goes through the request's own logger, redacted.
 */
export class CompletedRequestsOnly extends LogController {
  private lines: FastifyBaseLogger | undefined;

  /** Writes the completed requests' lines through `logger` (the server's), without its redaction. */
  writeThrough(logger: FastifyBaseLogger) {
    this.lines = logger.child({}, { redact: { paths: [] } });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const log = this.lines ?? reply.log;
    const line = this.lines
      ? { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime }
      : { req: request, res: reply, responseTime: reply.elapsedTime };
    if (isServedFile(request.method, request.url, reply.statusCode)) log.debug(line, 'request completed');
    else log.info(line, 'request completed');
  }
}
