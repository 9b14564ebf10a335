import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions, scrubSecrets } from '../src/logging';

/** docs/security.md: no PIN, token, card or account number in the log, however it is written. */

describe('scrubbing free text', () => {
  it.each([
    ['4111111111111111'],
    ['4111 1111 1111 1111'],
    ['4111-1111-1111-1111'],
    ['5500 0000 0000 0004'],
    ['3782 822463 10005'],
    ['4111-1111 1111-1111'],
  ])('masks the card number %s whole', (card) => {
    const scrubbed = scrubSecrets(`paid with ${card}, thanks`);
    expect(scrubbed).toBe('paid with [card], thanks');
    expect(scrubbed.replace(/\D/g, '')).toBe('');
  });

  it('masks tokens and runs of six or more digits, and keeps dates, times and short numbers readable', () => {
    expect(scrubSecrets('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc and PIN 123456')).toBe('token [token] and PIN [digits]');
    expect(scrubSecrets('on 2026-11-22 at 08:00, ticket 42, 3 items')).toBe('on 2026-11-22 at 08:00, ticket 42, 3 items');
  });
});

describe('the server log', () => {
  async function logged(run: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
    let text = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions('info', stream) });
    app.get('/*', async () => {
      throw new Error('could not read card 4111-1111-1111-1111 for 0821234567');
    });
    await app.ready();
    await run(app);
    await app.close();
    return text;
  }

  it('writes no card number from a request path, an error message or a card field, with or without spaces or dashes', async () => {
    const text = await logged(async (app) => {
      await app.inject({ method: 'GET', url: '/pay/4111%201111%201111%201111?cvv=123' });
      await app.inject({ method: 'GET', url: '/pay/4111-1111-1111-1111' });
      app.log.info({ CARD_NUMBER: '4111 1111 1111 1111', CVV: '917', form: { cardNumber: '4111-1111-1111-1111' } }, 'card form');
    });
    expect(text).toContain('card form');
    expect(text).toContain('could not read card [card]');
    for (const secret of ['4111', '1111', '917', '0821234567']) expect(text).not.toContain(secret);
  });
});
