import type { ActionName, ActionOutput, ActionParsedInput, PortalModule } from '@portal/contract/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import type { DemoSmsAdapter, SmsAdapter } from '../adapters/sms';
import type { OtpService } from '../auth/otp';
import type { AccessClaims, TokenService } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';

export interface ServerContext {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  otp: OtpService;
  sms: SmsAdapter | DemoSmsAdapter;
  readVersion: () => string;
  alternateDebitCollectionProvider: boolean;
}

export interface ActionContext extends ServerContext {
  /** The verified token's claims; null only for public actions called without a valid token. */
  session: AccessClaims | null;
  clientAddress: string;
  log: FastifyBaseLogger;
}

export interface SessionActionContext extends ActionContext {
  session: AccessClaims;
}

interface Base<N extends ActionName> {
  name: N;
  /** spec §6 can-access, enforced here: every module must be in the token's portal_modules. */
  modules?: PortalModule[];
}

/** public: anyone; session: a valid token; fresh: a token issued within the last 120 s (spec §4 Re-auth). */
export type ActionDefinition<N extends ActionName = ActionName> =
  | (Base<N> & { auth: 'public'; handler: (input: ActionParsedInput<N>, ctx: ActionContext) => Promise<ActionOutput<N>> })
  | (Base<N> & {
      auth: 'session' | 'fresh';
      handler: (input: ActionParsedInput<N>, ctx: SessionActionContext) => Promise<ActionOutput<N>>;
    });

export const defineAction = <N extends ActionName>(definition: ActionDefinition<N>) => definition;
