import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { parseInstanceConfig, type InstanceConfig } from '@portal/config';
import { ALL_CAPABILITIES_ON, ERROR_CODES, LOGGER_PATH, REAUTH_FRESHNESS_SECONDS, VERSION_PATH, type Capabilities } from '@portal/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import type { AnyAction, AnyDownload, AnyUpload, ServerContext } from './actions/define-action';
import { ACTIONS, byName, DOWNLOADS, UPLOADS } from './actions/registry';
import { demoAddressLookup, type AddressLookupAdapter } from './adapters/address-lookup';
import { offDebitCollection, offPaymentGateway } from './adapters/capability-off';
import { demoDebitCollectionAdapter, type DebitCollectionAdapter } from './adapters/debit-collection';
import { demoDns, type DnsAdapter } from './adapters/dns';
import { simulatorGateway, type PaymentGateway } from './adapters/payment-gateway';
import { createPayGateClient, payGateGateway, type PayGateConfig } from './adapters/paygate/gateway';
import { registerPayGateRoutes, type PayGateLimits } from './adapters/paygate/routes';
import { registerPayWeb3Simulator } from './gateway-sim/payweb3';
import { demoSmsAdapter, isDemoSmsAdapter, type SmsAdapter } from './adapters/sms';
import { demoMailAdapter, isDemoMailAdapter, type MailAdapter } from './mail/mail-adapter';
import { demoUsageAdapter } from './adapters/usage/demo-usage';
import type { UsageAdapter } from './adapters/usage/usage-adapter';
import { databaseSmsMessageLog } from './adapters/sms-message-log';
import { createOtpService, DEFAULT_OTP_LIMITS, type OtpLimits } from './auth/otp';
import { databaseOtpStore, type OtpStore } from './auth/otp-store';
import { memoryCounterStore, withinLimit, type CounterStore } from './auth/rate-limit';
import { memorySessionCache, type SessionCache } from './auth/session-cache';
import { createTokenService } from './auth/tokens';
import { createWebAuthnService } from './auth/webauthn';
import { systemClock, type Clock } from './clock';
import type { Db } from './db/connect';
import { ActionFailure } from './http/action-failure';
import { registerActionRoutes } from './http/action-routes';
import { registerReadsTogetherRoute } from './http/reads-together-route';
import { registerAppManifestRoutes } from './http/app-manifest-routes';
import { registerAnswerCompression } from './http/compressed-answers';
import { registerStaticCompression } from './http/compressed-static';
import { INTERNAL_FAILURE_MESSAGE, sendFailure, sendResult } from './http/envelope';
import { capConnectionsPerAddress, connectionTimeoutOptions, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './http/connection-limits';
import { registerFileRoutes } from './http/file-routes';
import { noFileStore, type FileStore } from './files/file-store';
import { registerHealthRoutes, type HealthOptions } from './http/health-routes';
import { noFieldCipher, type FieldCipher } from './secrets/field-encryption';
import { registerSecurityHeaders } from './http/security-headers';
import { registerCspReports } from './http/csp-reports';
import { appPageSender } from './http/app-page';
import { registerLoginPage } from './http/login-page';
import { registerStaticRoutes, versionReader } from './http/static-routes';
import { lazyRequestLogger } from './http/lazy-request-logger';
import { CompletedRequestsOnly } from './http/request-log';
import { scrubSecrets } from './logging';
import { registerGatewaySimulator } from './gateway-sim/plugin';
import { closeDocumentPool } from './documents/document-pool';
import { findRepoRoot } from './paths';
import { loadSecret } from './secret';
import { registerMetricsRoute, registerRequestMetrics } from './http/metrics-route';
import { parsePublicOrigin, type PortalMode } from './settings';
import { arrangementSweep, dueWorkSweep, outboxHandlers, type JobAdapters } from './outbox/job-adapters';
import { registerOneClickUnsubscribe } from './status/one-click-unsubscribe';
import { createOutboxWorker, type RetryPolicy } from './outbox/outbox-worker';
import { usageAlertSweep, type UsageAlertDeps } from './usage-alerts/usage-alert-sweep';
import { usageMessageHandlers } from './usage-alerts/usage-message-handlers';
import { registerDemoUsageRoute } from './usage-alerts/demo-usage-route';
import { registerBackofficeApi, type BackofficeOptions } from './backoffice/plugin';

export interface ServerOptions {
  db: Db;
  /**
   * demo (default): every capability runs, simulated unless its adapter is given. production: no simulator and no
   * demo SMS ever; a capability is on only with its real adapter (none exist yet, so payments, provisioning, the
   * helpdesk and debit orders are off).
   */
  mode?: PortalMode;
  /** demo mode: switch capabilities off (PAYMENT_ADAPTER=off and the like); default all on. */
  capabilities?: Partial<Capabilities>;
  /** Earlier signing keys, accepted for verification only (JWT_SECRET_PREVIOUS). */
  previousSecrets?: Uint8Array[];
  /** GET /metrics asks for this bearer token; unset: open in demo, not served in production. */
  metricsToken?: string;
  /** The back-office API (/api/backoffice/v1/): its bearer tokens and rate limit; no tokens: not served. */
  backoffice?: BackofficeOptions;
  clock?: Clock;
  /** Default: the demo adapter, printing to the console and keeping the outbox. */
  sms?: SmsAdapter;
  /**
   * How people are e-mailed (EMAIL_ADAPTER, SMTP_URL): default the demo mailbox (GET /api/dev/mailbox) in demo mode,
   * nothing in production; null: e-mail is off (its jobs are marked skipped).
   */
  mail?: MailAdapter | null;
  /** Default: the simulator, whose pages this server serves under /gateway-sim/. */
  paymentGateway?: PaymentGateway;
  /** PAYMENT_GATEWAY=paygate: card payments through PayGate PayWeb3 at baseUrl (in demo, the simulator's PayWeb3 pages). */
  paygate?: Pick<PayGateConfig, 'paygateId' | 'secret' | 'baseUrl'> & { limits?: PayGateLimits };
  /** Default: the demo provider, which logs each registration with the numbers obfuscated. */
  debitCollection?: DebitCollectionAdapter;
  /**
   * Where outbound events go (PROVISIONING_ADAPTER, HELPDESK_ADAPTER, WEBHOOK_URL): default the demo simulators in
   * demo mode (for capabilities that are on), nothing in production. A capability is on in production only with its
   * webhook.
   */
  jobs?: Partial<JobAdapters>;
  /** The outbox's tries and waits between them; default DEFAULT_RETRY (outbox/outbox-worker.ts). */
  outboxRetry?: RetryPolicy;
  /** Start the outbox worker with the server (default); tests of one node's delivery may leave it to runDue. */
  outboxWorker?: boolean;
  /** Default: the demo, suggesting from a built-in list of South African addresses. */
  addressLookup?: AddressLookupAdapter;
  /** Default: the portal's own usage tables, with simulated sessions in demo mode. Closed with the server. */
  usage?: UsageAdapter;
  /** Default: the demo, DNS records in the portal's tables; or zones on PowerDNS (DNS_ADAPTER=powerdns). */
  dns?: DnsAdapter;
  /** The token signing key; default JWT_SECRET, or the key made once and kept in the database. */
  secret?: Uint8Array;
  /** Rate-limit and PIN-failure counters; default in memory. */
  counters?: CounterStore;
  /** Verified sessions and how revocations reach every node; default in memory (one node). */
  sessionCache?: SessionCache;
  /** Where issued PINs live; default the database. */
  otpStore?: OtpStore;
  otpLimits?: OtpLimits;
  /** Default: config/instances/${PORTAL_INSTANCE || 'default'}.json, validated. */
  instanceConfig?: InstanceConfig;
  /** The repository root holding host/dist and remotes/<area>/dist. */
  rootDir?: string;
  alternateDebitCollectionProvider?: boolean;
  /** Seconds a token counts as fresh for sensitive actions; default spec §9's 120. */
  reauthFreshSeconds?: number;
  /**
   * Where browsers reach the portal (an http(s) origin, no path): payment return addresses and the passkey
   * RP ID are made from it, never from a request's Host header. Default http://localhost (tests).
   */
  publicOrigin?: string;
  logger?: FastifyServerOptions['logger'];
  /** The number of proxies in front of the server, or their addresses and CIDR ranges; never "trust everyone". */
  trustProxy?: false | number | string[];
  /** Where ticket attachments' bytes are kept (files/); without one, uploads and attachment downloads fail. */
  files?: FileStore;
  /** Seals and opens licence keys (DATA_ENCRYPTION_KEY); without one, nothing sealed can be read and a reveal fails closed. */
  fieldCipher?: FieldCipher;
  /** Header, request and keep-alive timeouts, and open connections per address; default DEFAULT_CONNECTION_LIMITS. */
  connectionLimits?: ConnectionLimits;
  /** What /readyz checks and whether the node is draining; default: the database answers, never draining. */
  health?: HealthOptions;
  /** More definitions, each under a name no shipped one has; tests use this for guards no shipped action has yet. */
  actions?: AnyAction[];
  downloads?: AnyDownload[];
  uploads?: AnyUpload[];
}

/** Reads, validates and returns the instance config; throws a message a person can act on. */
export function loadInstanceConfig(rootDir: string, name = 'default', buildNumber?: string): InstanceConfig {
  if (!/^[a-z0-9-]+$/i.test(name)) throw new Error(`PORTAL_INSTANCE=${name}: use letters, digits and dashes only.`);
  const file = path.join(rootDir, 'config', 'instances', `${name}.json`);
  if (!existsSync(file)) throw new Error(`Instance config not found: ${file}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Instance config ${file} is not valid JSON: ${(error as Error).message}`);
  }
  let config: InstanceConfig;
  try {
    config = parseInstanceConfig(raw);
  } catch (error) {
    const issues = (error as z.ZodError).issues ?? [];
    const lines = issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
    throw new Error(`Instance config ${file} is invalid:\n${lines || (error as Error).message}`);
  }
  return buildNumber ? { ...config, buildNumber } : config;
}

const loggerBody = z.strictObject({
  url: z.string().max(2000),
  accountCode: z.string().max(100).optional().default(''),
  message: z.string().min(1).max(2000),
});
const LOGGER_LIMIT = { name: 'logger', max: 30, windowMs: 60_000 };
const DEFAULT_PUBLIC_ORIGIN = 'http://localhost';

/**
 * Fastify trusts nothing for a bare hop count, so n proxies become a function: the socket's peer and the
 * n - 1 X-Forwarded-For entries nearest it are proxies; the entry before them is the client.
 */
const trustProxyOption = (trust: ServerOptions['trustProxy'] = false) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** What production never runs; main.ts refuses these settings first, this keeps any other caller honest. */
function refuseDemoInProduction(options: ServerOptions) {
  if (!options.sms || isDemoSmsAdapter(options.sms)) throw new Error('Production mode needs a real SMS adapter: the demo one shows every PIN.');
  if (isDemoMailAdapter(options.mail ?? undefined)) throw new Error('Production mode never keeps e-mails in the demo mailbox: set EMAIL_ADAPTER=smtp with SMTP_URL and MAIL_FROM, or leave e-mail off.');
  if (!options.secret) throw new Error('Production mode needs the signing key (JWT_SECRET): it is never made and kept in the database.');
  if (!options.fieldCipher) throw new Error('Production mode needs the data encryption key (DATA_ENCRYPTION_KEY): licence keys are kept sealed with it.');
  if (options.paymentGateway?.simulated) throw new Error('Production mode never runs the payment gateway simulator.');
  if (options.capabilities && Object.entries(options.capabilities).some(([name, on]) => on && !(name === 'payments' && options.paygate))) {
    throw new Error('Production mode has no real payment, provisioning, helpdesk or debit collection adapter yet: those capabilities stay off.');
  }
  if (options.jobs?.provisioning === 'demo' || options.jobs?.helpdesk === 'demo') throw new Error('Production mode never runs the provisioning or helpdesk simulator.');
  if ((options.jobs?.provisioning === 'webhook' || options.jobs?.helpdesk === 'webhook') && !options.jobs.webhook) throw new Error('A webhook adapter needs WEBHOOK_URL and WEBHOOK_SECRET.');
}

export async function buildServer(options: ServerOptions) {
  const mode = options.mode ?? 'demo';
  if (mode === 'production') refuseDemoInProduction(options);
  const clock = options.clock ?? systemClock;
  const rootDir = options.rootDir ?? findRepoRoot();
  const counters = options.counters ?? memoryCounterStore();
  const sms: SmsAdapter = options.sms ?? demoSmsAdapter();
  const mail: MailAdapter | null = options.mail === undefined ? (mode === 'production' ? null : demoMailAdapter()) : options.mail;
  const secret = options.secret ?? (await loadSecret(options.db));
  const instanceConfig = options.instanceConfig ?? loadInstanceConfig(rootDir);
  const tokens = createTokenService(secret, clock, options.previousSecrets);
  const capabilities: Capabilities =
    mode === 'production'
      ? { payments: Boolean(options.paygate), provisioning: options.jobs?.provisioning === 'webhook', helpdesk: options.jobs?.helpdesk === 'webhook', debitOrders: false }
      : { ...ALL_CAPABILITIES_ON, ...options.capabilities };
  const jobs: JobAdapters = {
    provisioning: !capabilities.provisioning ? 'off' : (options.jobs?.provisioning ?? 'demo'),
    helpdesk: !capabilities.helpdesk ? 'off' : (options.jobs?.helpdesk ?? 'demo'),
    webhook: options.jobs?.webhook,
    mail: mail
      ? {
          db: options.db,
          mail,
          instanceConfig,
          publicOrigin: parsePublicOrigin(options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN, 'publicOrigin'),
          clock,
          log: { info: (obj, msg) => app.log.info(obj, msg), warn: (obj, msg) => app.log.warn(obj, msg) },
        }
      : undefined,
    statusNotices: {
      db: options.db,
      clock,
      links: tokens,
      sms,
      mail,
      instanceConfig,
      publicOrigin: parsePublicOrigin(options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN, 'publicOrigin'),
      log: { info: (obj, msg) => app.log.info(obj, msg), warn: (obj, msg) => app.log.warn(obj, msg) },
    },
  };
  const usage = options.usage ?? demoUsageAdapter(options.db, { simulateSessions: mode === 'demo' });
  const appLog = { info: (obj: object, msg: string) => app.log.info(obj, msg), warn: (obj: object, msg: string) => app.log.warn(obj, msg) };
  const usageAlerts: UsageAlertDeps = { db: options.db, usage, clock, instanceConfig, capabilities, log: appLog };
  const outbox = createOutboxWorker({
    db: options.db,
    clock,
    // The server's logger, made below; the worker logs only once started (onReady).
    log: { info: (obj, msg) => app.log.info(obj, msg), warn: (obj, msg) => app.log.warn(obj, msg), error: (obj, msg) => app.log.error(obj, msg) },
    handlers: new Map([...outboxHandlers(options.db, clock, jobs), ...usageMessageHandlers({ db: options.db, sms, log: appLog, clock })]),
    retry: options.outboxRetry,
    // A claim outlives the longest try (the webhook's or the mail server's timeout) with room to spare.
    leaseMs: Math.max(jobs.webhook?.timeoutMs ?? 10_000, mail?.timeoutMs ?? 0) * 2 + 5_000,
    sweeps: [dueWorkSweep(options.db), usageAlertSweep(usageAlerts), arrangementSweep(options.db)],
  });
  const readVersion = versionReader(rootDir);
  const connectionLimits = options.connectionLimits ?? DEFAULT_CONNECTION_LIMITS;
  const publicOrigin = parsePublicOrigin(options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN, 'publicOrigin');
  // The PayGate adapter logs through the server's logger, made below (the config is finished once it exists).
  const paygateConfig: PayGateConfig | undefined = options.paygate && capabilities.payments ? { ...options.paygate, publicOrigin, clock, log: undefined as never } : undefined;
  const paygateClient = paygateConfig ? createPayGateClient(paygateConfig) : undefined;
  const server: ServerContext = {
    db: options.db,
    clock,
    tokens,
    sms,
    paymentGateway: !capabilities.payments
      ? offPaymentGateway()
      : paygateClient && paygateConfig
        ? payGateGateway(paygateClient, paygateConfig)
        : (options.paymentGateway ?? simulatorGateway(clock)),
    debitCollection: !capabilities.debitOrders ? offDebitCollection() : (options.debitCollection ?? demoDebitCollectionAdapter()),
    outbox,
    addressLookup: options.addressLookup ?? demoAddressLookup(),
    usage,
    dns: options.dns ?? demoDns(),
    counters,
    sessionCache: options.sessionCache ?? memorySessionCache(),
    otp: createOtpService({
      db: options.db,
      sms,
      clock,
      counters,
      pins: options.otpStore ?? databaseOtpStore(options.db),
      secret,
      limits: options.otpLimits ?? DEFAULT_OTP_LIMITS,
    }),
    webauthn: createWebAuthnService({ db: options.db, clock, counters }),
    readVersion,
    alternateDebitCollectionProvider: options.alternateDebitCollectionProvider ?? false,
    reauthFreshSeconds: options.reauthFreshSeconds ?? REAUTH_FRESHNESS_SECONDS,
    rpName: instanceConfig.brandName,
    publicOrigin,
    instanceConfig,
    files: options.files ?? noFileStore(),
    fieldCipher: options.fieldCipher ?? noFieldCipher(),
    capabilities,
  };

  const requestLog = new CompletedRequestsOnly();
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(options.trustProxy),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    genReqId: () => randomUUID(),
    // A closing node still answers the requests its open connections bring (draining, health-routes.ts), never 503.
    return503OnClosing: false,
    logController: requestLog,
    childLoggerFactory: lazyRequestLogger,
    ...connectionTimeoutOptions(connectionLimits),
  });
  requestLog.writeThrough(app.log);
  capConnectionsPerAddress(app.server, connectionLimits.maxConnectionsPerAddress);
  if (paygateConfig) paygateConfig.log = app.log;

  app.addHook('onClose', closeDocumentPool);
  // Any node delivers the outbox; a closing one stops claiming and lets what it is delivering finish first.
  if (options.outboxWorker !== false) app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => outbox.close());
  app.addHook('onClose', async () => server.otp.drainSms());
  app.addHook('onClose', async () => server.usage.close());
  // An SMS centre's connection (SMPP) opens with the server, records its texts and receipts, and closes after the drain.
  sms.start?.({ log: app.log, messages: databaseSmsMessageLog(options.db) });
  app.addHook('onClose', async () => sms.close?.());
  app.addHook('onClose', async () => mail?.close?.());
  registerSecurityHeaders(app, { instanceConfig, publicOrigin: server.publicOrigin });
  registerHealthRoutes(app, { checks: { database: () => options.db.execute(sql`select 1`) }, ...options.health });
  registerStaticCompression(app);
  await registerAnswerCompression(app);
  // Actions take JSON only: a text body is refused with 415, not parsed.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ActionFailure) return sendFailure(reply, error.status, error.code, error.message, error.field);
    const status = error.statusCode ?? 500;
    if (status === 413) return sendFailure(reply, 413, ERROR_CODES.tooLarge, 'The request is too large.');
    if (status === 415) return sendFailure(reply, 415, ERROR_CODES.unsupportedMediaType, 'Send the request body as JSON.');
    if (status >= 400 && status < 500) {
      const poisoned = /prototype|constructor/i.test(error.message);
      const unreadable = error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP');
      const message = poisoned
        ? 'The request body uses a forbidden key (__proto__ or constructor).'
        : unreadable
          ? 'The request body is not valid JSON.'
          : 'The request could not be handled.';
      return sendFailure(reply, status, ERROR_CODES.badInput, message);
    }
    // The client gets the correlation id and a plain sentence; the log gets the error under the same id.
    request.log.error({ err: error, correlationId: request.id }, 'request failed');
    return sendFailure(reply, 500, ERROR_CODES.internal, INTERNAL_FAILURE_MESSAGE);
  });

  // Uploads (spec §5) stream their parts through @fastify/multipart; the upload route counts the 16 MiB.
  await app.register(fastifyMultipart);
  const actions = byName([...ACTIONS, ...(options.actions ?? [])]);
  const downloads = byName([...DOWNLOADS, ...(options.downloads ?? [])]);
  const uploads = byName([...UPLOADS, ...(options.uploads ?? [])]);
  registerRequestMetrics(app, new Set([...actions.keys(), ...downloads.keys(), ...uploads.keys()]));
  registerActionRoutes(app, server, actions);
  registerReadsTogetherRoute(app, server, actions);
  registerFileRoutes(app, server, downloads, uploads);
  await registerBackofficeApi(app, server, options.backoffice ?? { tokens: [] });

  app.get(VERSION_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send({ version: readVersion() }));
  // The UI reads which capabilities are on from here, to say "not available" before anyone tries.
  const servedConfig = { ...instanceConfig, capabilities };
  app.get('/instance-config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(servedConfig));
  registerMetricsRoute(app, { token: options.metricsToken, served: mode === 'demo' || Boolean(options.metricsToken), db: options.db });

  app.post(LOGGER_PATH, { bodyLimit: 8 * 1024 }, async (request, reply) => {
    if (!(await withinLimit(counters, LOGGER_LIMIT, request.ip, clock.now().getTime()))) {
      return sendFailure(reply, 429, ERROR_CODES.rateLimited, 'Too many error reports.');
    }
    const parsed = loggerBody.safeParse(request.body ?? {});
    if (!parsed.success) return sendFailure(reply, 400, ERROR_CODES.badInput, 'Send url, accountCode and message as strings.');
    const { url, accountCode, message } = parsed.data;
    request.log.warn({ clientError: { url: scrubSecrets(url.split('?')[0]), accountCode: scrubSecrets(accountCode), message: scrubSecrets(message) } }, 'client error');
    return sendResult(reply, null);
  });

  await registerCspReports(app, { counters, clock });
  await registerOneClickUnsubscribe(app, { db: options.db, clock, tokens, counters });

  if (mode === 'demo' && server.paymentGateway.simulated) await registerGatewaySimulator(app, { db: options.db, clock, merchantName: instanceConfig.brandName });
  if (paygateClient && paygateConfig) await registerPayGateRoutes(app, { db: options.db, client: paygateClient, config: paygateConfig, outbox, counters, limits: options.paygate?.limits });
  // The demo gateway speaks PayWeb3 too, so that PAYMENT_GATEWAY=paygate runs against it until PAYGATE_URL names PayGate.
  if (mode === 'demo' && capabilities.payments) await registerPayWeb3Simulator(app, { db: options.db, clock, merchantName: instanceConfig.brandName });

  if (mode === 'demo' && isDemoSmsAdapter(sms)) {
    app.get('/api/dev/outbox', async (_request, reply) => reply.header('cache-control', 'no-store').send(sms.outbox));
  }
  if (mode === 'demo' && usage.kind === 'demo') registerDemoUsageRoute(app, { ...usageAlerts, outbox });
  const demoMail = mail ?? undefined;
  if (mode === 'demo' && isDemoMailAdapter(demoMail)) {
    app.get('/api/dev/mailbox', async (_request, reply) => reply.header('cache-control', 'no-store').send(demoMail.mailbox));
  }

  registerAppManifestRoutes(app, instanceConfig);
  const statics = await registerStaticRoutes(app, rootDir, { hostOrigins: [server.publicOrigin, ...instanceConfig.hostOrigins] });
  registerLoginPage(app, { hostDist: statics.hostDist, instanceConfig: servedConfig });
  const sendAppPage = statics.hostDist ? appPageSender(statics.hostDist, servedConfig) : null;

  // spec §2: the host is a single-page app; any page address it does not know is its own 404 to show.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      // An area's folder has no pages: its address is no page of the app either (issue 32: no QA page on this origin).
      !request.url.startsWith('/remotes/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && sendAppPage) return sendAppPage(request, reply);
    return sendFailure(reply, 404, ERROR_CODES.notFound, 'Not found.');
  });

  return { app, missingBuilds: statics.missing, instanceConfig, capabilities, outbox };
}
