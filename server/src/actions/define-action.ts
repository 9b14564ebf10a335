import type { InstanceConfig } from '@portal/config';
import type { Capabilities } from '@portal/contract';
import type { ActionName, ActionOutput, ActionParsedInput, PortalModule } from '@portal/contract/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AddressLookupAdapter } from '../adapters/address-lookup';
import type { DebitCollectionAdapter } from '../adapters/debit-collection';
import type { DnsAdapter } from '../adapters/dns';
import type { PaymentGateway } from '../adapters/payment-gateway';
import type { OutboxWorker } from '../outbox/outbox-worker';
import type { SmsAdapter } from '../adapters/sms';
import type { UsageAdapter } from '../adapters/usage/usage-adapter';
import type { OtpService } from '../auth/otp';
import type { CounterStore } from '../auth/rate-limit';
import type { SessionCache } from '../auth/session-cache';
import type { Session } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import type { WebAuthnService } from '../auth/webauthn';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { ContentFacts } from '../files/content-probe';
import type { FileStore } from '../files/file-store';
import type { FieldCipher } from '../secrets/field-encryption';

/** What every handler may use, whoever calls. */
export interface ServerContext {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  otp: OtpService;
  webauthn: WebAuthnService;
  sms: SmsAdapter;
  /** The card gateway; the demo one is the simulator served under /gateway-sim/. */
  paymentGateway: PaymentGateway;
  /** Receives the full bank account number of a debit order; the portal keeps it obfuscated. */
  debitCollection: DebitCollectionAdapter;
  /**
   * Events for other systems (provisioning, the helpdesk): `enqueue` in the transaction of the change, `wake` after
   * it commits; the worker delivers them to the configured adapters (outbox/job-adapters.ts).
   */
  outbox: Pick<OutboxWorker, 'enqueue' | 'wake'>;
  /** Suggests street addresses for address fields (GetGoogleApiConfig); the demo one knows a built-in list. */
  addressLookup: AddressLookupAdapter;
  /** Where usage figures and live sessions come from: the portal's tables (demo) or RADIUS accounting (USAGE_ADAPTER). */
  usage: UsageAdapter;
  /** Where domains' DNS records live: the demo's tables, or zones on PowerDNS (DNS_ADAPTER). */
  dns: DnsAdapter;
  /** Rate-limit counters (auth/rate-limit.ts), shared by the API nodes when REDIS_URL is set. */
  counters: CounterStore;
  /** Verified sessions kept in memory; every revocation goes through it (auth/session-cache.ts). */
  sessionCache: SessionCache;
  readVersion: () => string;
  alternateDebitCollectionProvider: boolean;
  /** spec §9: a sensitive action needs a token issued this many seconds ago at most (120). */
  reauthFreshSeconds: number;
  /** The relying party name shown by the platform when a passkey is made. */
  rpName: string;
  /** The portal's public origin (PUBLIC_ORIGIN, or http://localhost:<PORT> on loopback); never the request's Host header. */
  publicOrigin: string;
  /** This instance's settings (config/instances/<name>.json): its ticket categories, among others. */
  instanceConfig: InstanceConfig;
  /** Where ticket attachments' bytes are kept; the database keeps what they are. */
  files: FileStore;
  /** Seals and opens the secrets a customer can reveal (licence keys) under DATA_ENCRYPTION_KEY. */
  fieldCipher: FieldCipher;
  /** Which capabilities have an adapter; an action of one that is off refuses (adapters/capability-off.ts). */
  capabilities: Capabilities;
}

export interface ActionContext extends ServerContext {
  /** The live session of the caller's token; null only for public actions called without one. */
  session: Session | null;
  clientAddress: string;
  /** The origin passkeys and payment return addresses are bound to: always the configured public origin. */
  origin: string;
  userAgent: string;
  correlationId: string;
  log: FastifyBaseLogger;
}

export interface SessionActionContext extends ActionContext {
  session: Session;
}

/**
 * public: anyone; session: a live token; fresh: a live token issued within the last 120 s
 * (spec §4 Re-auth). modules: spec §6 can-access, enforced here — every one must be in the
 * token's portal_modules.
 */
export type Auth = 'public' | 'session' | 'fresh';

interface Guarded {
  auth: Auth;
  modules?: PortalModule[];
  /** Allowed before the terms of use are accepted (spec §4 Terms of use); every other action is refused until then. */
  termsExempt?: boolean;
}

type Handler<I, O, A extends Auth> = (input: I, ctx: A extends 'public' ? ActionContext : SessionActionContext) => Promise<O>;

/** One action of the catalogue: its body is validated with `catalogue[name].input` before the handler runs. */
export type ActionDefinition<N extends ActionName = ActionName, A extends Auth = Auth> = Guarded & {
  name: N;
  auth: A;
  handler: Handler<ActionParsedInput<N>, ActionOutput<N>, A>;
};

export const defineAction = <N extends ActionName, A extends Auth>(definition: ActionDefinition<N, A>) => definition;

/** A file a download action answers with; the route adds attachment, nosniff and no-store. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Buffer | Readable;
  /** A stream's length, sent as content-length (a Buffer's is known). */
  size?: number;
}

export type DownloadDefinition<S extends z.ZodType = z.ZodType, A extends Auth = Auth> = Guarded & {
  name: string;
  auth: A;
  /** The JSON body's schema: strict, like the catalogue's. */
  input: S;
  handler: Handler<z.output<S>, DownloadFile, A>;
};

export const defineDownload = <S extends z.ZodType, A extends Auth>(definition: DownloadDefinition<S, A>) => definition;

/** A file of an upload, already in the file store under a new key as it streamed in; the route deletes it unless kept. */
export interface UploadedFile {
  /** The name the browser gave, reduced to a plain base name (files/file-names.ts); never use it as a storage path. */
  fileName: string;
  /** As declared by the browser: check the content itself before trusting it. */
  mimeType: string;
  size: number;
  sha256: string;
  storageKey: string;
  /** What the bytes are, found as they streamed by: the first bytes, and whether it is all UTF-8 text. */
  content: ContentFacts;
  /** Set by the handler (keepUploaded) once a committed row names the file; the route deletes every other one. */
  kept?: boolean;
}

export type UploadDefinition<S extends z.ZodType = z.ZodType, A extends Auth = Auth> = Guarded & {
  name: string;
  auth: A;
  /** The schema of the multipart `json` part. */
  input: S;
  handler: (input: z.output<S>, files: UploadedFile[], ctx: A extends 'public' ? ActionContext : SessionActionContext) => Promise<unknown>;
};

export const defineUpload = <S extends z.ZodType, A extends Auth>(definition: UploadDefinition<S, A>) => definition;

/* eslint-disable @typescript-eslint/no-explicit-any -- registries hold definitions of many input types */
/** Definitions as the routes see them: known by name, input typed by their own schema. */
export type AnyAction = Guarded & { name: ActionName; handler: (input: any, ctx: any) => Promise<unknown> };
export type AnyDownload = Guarded & { name: string; input: z.ZodType; handler: (input: any, ctx: any) => Promise<DownloadFile> };
export type AnyUpload = Guarded & { name: string; input: z.ZodType; handler: (input: any, files: UploadedFile[], ctx: any) => Promise<unknown> };
/* eslint-enable @typescript-eslint/no-explicit-any */
