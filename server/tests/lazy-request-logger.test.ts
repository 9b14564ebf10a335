import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { lazyRequestLogger } from '../src/http/lazy-request-logger';
import { CompletedRequestsOnly } from '../src/http/request-log';
import { loggerOptions } from '../src/logging';

/** A server logging to a string, with the request logger made lazily, as app.ts makes it. */
function server() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const controller = new CompletedRequestsOnly();
  const app = Fastify({ logger: loggerOptions('info', stream), logController: controller, childLoggerFactory: lazyRequestLogger, genReqId: () => 'req-1' });
  controller.writeThrough(app.log);
  return { app, lines: () => text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('a request logger made on its first line', () => {
  it('writes a request’s own lines with the request id and the server’s redaction', async () => {
    const { app, lines } = server();
    app.post('/sign-in', async (request) => {
      request.log.warn({ pin: '482913', cellNumber: '0821234567' }, 'a warning of this request');
      request.log.child({ step: 'inner' }).info('from a child of it');
      return { ok: true };
    });
    await app.inject({ method: 'POST', url: '/sign-in', payload: {} });
    await app.close();
    const warning = lines().find((line) => line.msg === 'a warning of this request');
    expect(warning).toMatchObject({ reqId: 'req-1', level: 40 });
    expect(JSON.stringify(warning)).not.toContain('482913');
    expect(lines().find((line) => line.msg === 'from a child of it')).toMatchObject({ reqId: 'req-1', step: 'inner' });
  });

  it('keeps the level the route asks for: a route at warn writes no info line of its request', async () => {
    const { app, lines } = server();
    app.get('/quiet', { logLevel: 'warn' }, async (request) => {
      request.log.info('not written');
      request.log.warn('written');
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.close();
    const messages = lines().map((line) => line.msg);
    expect(messages).toContain('written');
    expect(messages).not.toContain('not written');
  });

  it('logs a failed request through it, redacted and with its id', async () => {
    const { app, lines } = server();
    app.get('/fails', async () => {
      throw new Error('broken for token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlc2lnbmF0dXJl');
    });
    await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    const errored = lines().find((line) => line.level === 50);
    expect(errored).toMatchObject({ reqId: 'req-1', res: { statusCode: 500 } });
    expect(JSON.stringify(errored)).not.toContain('c2lnbmF0dXJlc2lnbmF0dXJl');
  });
});
