import { AUTH_HEADER } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { ActionContext, Auth, ServerContext } from '../actions/define-action';
import type { PortalModule } from '@portal/contract/catalogue';
import { resolveSession } from '../auth/sessions';
import { forbidden, reauthRequired, termsNotAccepted, unauthenticated } from './action-failure';

/**
 * The portal's configured public origin. Never the request's Host header: a forged one would put another
 * site in payment return addresses and passkey options.
 */
function configuredOrigin(server: ServerContext) {
  if (!server.publicOrigin) throw new Error('The server has no public origin configured (ServerOptions.publicOrigin).');
  return server.publicOrigin;
}

/** The handler's context for this request: the caller's live session (if any), address and log. */
export async function requestContext(server: ServerContext, request: FastifyRequest): Promise<ActionContext> {
  const header = request.headers[AUTH_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const own = {
    session: await resolveSession(server, token),
    clientAddress: request.ip,
    origin: configuredOrigin(server),
    userAgent: request.headers['user-agent'] ?? '',
    correlationId: request.id,
    log: request.log,
  };
  // The server's part is shared, not copied: it has some thirty fields, copied on every request otherwise.
  return Object.assign(Object.create(server) as ServerContext, own);
}

/**
 * Enforces a definition's auth level and modules on the server (docs/security.md: hiding a button is
 * never the control). Missing modules are checked before freshness: re-authenticating would not help.
 */
export function authorize(definition: { auth: Auth; modules?: PortalModule[]; termsExempt?: boolean }, ctx: ActionContext, nowMs: number) {
  if (definition.auth === 'public') return;
  const { session } = ctx;
  if (!session) throw unauthenticated();
  if (!session.termsOfUse && !definition.termsExempt) throw termsNotAccepted();
  if ((definition.modules ?? []).some((m) => !session.portal_modules.includes(m))) throw forbidden();
  if (definition.auth === 'fresh' && Math.floor(nowMs / 1000) - session.iat >= ctx.reauthFreshSeconds) {
    throw reauthRequired();
  }
}
