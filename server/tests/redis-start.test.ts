import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { connectRedis } from '../src/db/connect';

/** A Redis address that accepts connections and never says a word: the start must stop with a message, not hang. */
describe('REDIS_URL that accepts connections but never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('stops the start within a few seconds, naming REDIS_URL', async () => {
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    await expect(connectRedis(`redis://127.0.0.1:${port}`, () => undefined)).rejects.toThrow(/^REDIS_URL: Redis at 127\.0\.0\.1:\d+ does not answer/);
    expect(Date.now() - started).toBeLessThan(6_000);
  }, 15_000);
});
