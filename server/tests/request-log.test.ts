import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { CompletedRequestsOnly } from '../src/http/request-log';
import { batchedStdout, loggerOptions } from '../src/logging';

/** The request lines a server logging at `level` writes for a page load: the page, its files, its API calls. */
async function requestLines(level: string) {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const controller = new CompletedRequestsOnly();
  const app = Fastify({ logger: loggerOptions(level, stream), logController: controller });
  controller.writeThrough(app.log);
  app.get('/dashboard', async () => 'page');
  app.get('/main.0a1b2c3d.js', async () => 'script');
  app.get('/remotes/billing/mf-manifest.json', async () => ({}));
  app.post('/api/solid/isp-portal/action/dashboard.alert.GetAlerts', async () => ({ alerts: [] }));
  app.get('/api/dev/outbox.json', async () => []);
  await app.ready();
  for (const url of ['/dashboard', '/main.0a1b2c3d.js', '/remotes/billing/mf-manifest.json', '/remotes/billing/412.ffffffff.js', '/api/dev/outbox.json']) {
    await app.inject({ method: 'GET', url });
  }
  await app.inject({ method: 'POST', url: '/api/solid/isp-portal/action/dashboard.alert.GetAlerts', payload: {} });
  await app.close();
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string }; res?: { statusCode: number } })
    .filter((line) => line.msg === 'request completed')
    .map((line) => `${line.req!.method} ${line.req!.url} ${line.res!.statusCode}`);
}

describe('the request log', () => {
  it('leaves the files a page loads out at the default level, and keeps pages, API calls and files that failed', async () => {
    expect(await requestLines('info')).toEqual([
      'GET /dashboard 200',
      'GET /remotes/billing/412.ffffffff.js 404',
      'GET /api/dev/outbox.json 200',
      'POST /api/solid/isp-portal/action/dashboard.alert.GetAlerts 200',
    ]);
  });

  it('writes every file request at debug', async () => {
    expect(await requestLines('debug')).toEqual([
      'GET /dashboard 200',
      'GET /main.0a1b2c3d.js 200',
      'GET /remotes/billing/mf-manifest.json 200',
      'GET /remotes/billing/412.ffffffff.js 404',
      'GET /api/dev/outbox.json 200',
      'POST /api/solid/isp-portal/action/dashboard.alert.GetAlerts 200',
    ]);
  });
});

describe('the request line', () => {
  it('names its request by the id the caller was answered with, and shows the path without its query', async () => {
    let text = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const controller = new CompletedRequestsOnly();
    const app = Fastify({ logger: loggerOptions('info', stream), logController: controller });
    controller.writeThrough(app.log);
    app.post('/api/solid/isp-portal/action/auth.ValidateSession', async (request) => ({ correlationId: request.id }));
    const answer = await app.inject({ method: 'POST', url: '/api/solid/isp-portal/action/auth.ValidateSession?token=eyJhbGciOiJIUzI1NiJ9.e30.sig', payload: {} });
    await app.close();
    const line = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string; reqId: string; req: { id: string; url: string }; res: { statusCode: number } })
      .find((l) => l.msg === 'request completed')!;
    expect(line.reqId).toBe(answer.json<{ correlationId: string }>().correlationId);
    expect(line.req).toEqual({ id: line.reqId, method: 'POST', url: '/api/solid/isp-portal/action/auth.ValidateSession' });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(text).not.toContain('eyJ');
  });
});

describe('the server log on standard output', () => {
  it('writes the lines of one turn of the event loop in one write, as soon as the turn ends', async () => {
    const writes: string[] = [];
    const out = batchedStdout({ write: (text: string | Uint8Array) => writes.push(String(text)) > 0 });
    out.write('{"msg":"one"}\n');
    out.write('{"msg":"two"}\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n']);
  });
});
