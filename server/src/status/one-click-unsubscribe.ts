import { ERROR_CODES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { stopNotices, LINK_LIMIT } from '../actions/status/status-actions';
import { withinLimit, type CounterStore } from '../auth/rate-limit';
import type { TokenService } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { sendFailure } from '../http/envelope';
import { readUnsubscribeToken } from './subscription-links';

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` (a form body) to the address an
 * outage notice's List-Unsubscribe header names. The token in the query is all it needs: no sign-in, no cookie.
 */
export async function registerOneClickUnsubscribe(app: FastifyInstance, deps: { db: Db; clock: Clock; tokens: TokenService; counters: CounterStore }) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    scope.post('/api/status/unsubscribe', async (request, reply) => {
      const now = deps.clock.now();
      if (!(await withinLimit(deps.counters, LINK_LIMIT, request.ip, now.getTime()))) return sendFailure(reply, 429, ERROR_CODES.rateLimited, 'Too many links opened from this network.');
      const token = (request.query as Record<string, unknown>).token;
      const target = typeof token === 'string' && token.length <= 200 ? readUnsubscribeToken(deps.tokens, token) : null;
      if (!target) return sendFailure(reply, 400, ERROR_CODES.badInput, 'This unsubscribe link is not valid.');
      const message = await stopNotices(deps.db, target, now);
      return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);
    });
  });
}
