import { ERROR_CODES } from '@portal/contract';
import { parseInstanceConfig, type InstanceConfig } from '@portal/config';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_LIMIT_BYTES } from '@portal/contract';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SmsAdapter } from './adapters/sms';
import type { ServerContext } from './actions/define-action';
import { createOtpService, DEFAULT_OTP_LIMITS, type OtpLimits } from './auth/otp';
import { memoryCounterStore, withinLimit, type CounterStore } from './auth/rate-limit';
import { createTokenService } from './auth/tokens';
import { systemClock, type Clock } from './clock';
import type { Db } from './db/connect';
import { registerActionRoutes } from './http/action-routes';
import { sendFailure } from './http/envelope';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticRoutes, versionReader } from './http/static-routes';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface ServerOptions {
  db: Db;
  sms: SmsAdapter;
  secret: Uint8Array;
  clock?: Clock;
  counters?: CounterStore;
  otpLimits?: OtpLimits;
  instanceConfig?: InstanceConfig;
  rootDir?: string;
  alternateDebitCollectionProvider?: boolean;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

/** Paths and fields a log line must never carry (SECURITY.md: no PIN, token, card or account number). */
export const REDACT = [
  'req.headers["x-portal-authorization"]',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.pin',
  '*.token',
  '*.accessToken',
  '*.userToken',
  '*.otpCellNumberToken',
  '*.cardNumber',
  '*.cvvNumber',
  '*.accountNumber',
];

export function loadInstanceConfig(rootDir: string, name = process.env.PORTAL_INSTANCE || 'default'): InstanceConfig {
  const file = path.join(rootDir, 'config', 'instances', `${name.replace(/[^a-z0-9-]/gi, '')}.json`);
  if (!existsSync(file)) throw new Error(`Instance config not found: ${file}`);
  const config = parseInstanceConfig(JSON.parse(readFileSync(file, 'utf8')));
  return process.env.BUILD_NUMBER ? { ...config, buildNumber: process.env.BUILD_NUMBER } : config;
}

const loggerBody = z.strictObject({
  url: z.string().max(2000),
  accountCode: z.string().max(100).optional().default(''),
  message: z.string().min(1).max(2000),
});
const LOGGER_LIMIT = { name: 'logger', max: 30, windowMs: 60_000 };

export async function buildServer(options: ServerOptions) {
  const clock = options.clock ?? systemClock;
  const rootDir = options.rootDir ?? REPO_ROOT;
  const counters = options.counters ?? memoryCounterStore();
  const instanceConfig = options.instanceConfig ?? loadInstanceConfig(rootDir);
  const tokens = createTokenService(options.secret, clock);
  const readVersion = versionReader(rootDir);
  const server: ServerContext = {
    db: options.db,
    clock,
    tokens,
    sms: options.sms,
    otp: createOtpService({ db: options.db, sms: options.sms, clock, counters, secret: options.secret, limits: options.otpLimits ?? DEFAULT_OTP_LIMITS }),
    readVersion,
    alternateDebitCollectionProvider: options.alternateDebitCollectionProvider ?? false,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    genReqId: () => Math.random().toString(36).slice(2, 12),
  });

  registerSecurityHeaders(app);
  // Actions take JSON only: a text body is refused with 415, not parsed.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return sendFailure(reply, 413, ERROR_CODES.tooLarge, 'The request is too large.');
    if (status === 415) return sendFailure(reply, 415, ERROR_CODES.unsupportedMediaType, 'Send the request body as JSON.');
    if (status >= 400 && status < 500) {
      const unreadable = error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP') || status === 400;
      return sendFailure(reply, status, ERROR_CODES.badInput, unreadable ? 'The request body is not valid JSON.' : 'The request could not be handled.');
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again.');
  });

  // Uploads (spec §5): 16 MiB in total, counted while the parts stream in; upload actions parse their own parts.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 10, fields: 5 } });
  registerActionRoutes(app, server);

  app.get('/version', async () => ({ version: readVersion() }));
  app.get('/instance-config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(instanceConfig));

  app.post('/api/logger', { bodyLimit: 8 * 1024 }, async (request, reply) => {
    if (!(await withinLimit(counters, LOGGER_LIMIT, request.ip, clock.now().getTime()))) {
      return sendFailure(reply, 429, ERROR_CODES.rateLimited, 'Too many error reports.');
    }
    const parsed = loggerBody.safeParse(request.body ?? {});
    if (!parsed.success) return sendFailure(reply, 400, ERROR_CODES.badInput, 'Expected url, accountCode and message.');
    const { url, accountCode, message } = parsed.data;
    request.log.warn({ clientError: { url: url.split('?')[0], accountCode, message } }, 'client error');
    return { success: true, result: null, errors: [] };
  });

  if ('outbox' in options.sms) {
    const { outbox } = options.sms as { outbox: unknown[] };
    app.get('/api/dev/outbox', async (_request, reply) => reply.header('cache-control', 'no-store').send(outbox));
  }

  const statics = await registerStaticRoutes(app, rootDir);

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && statics.hostDist) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', statics.hostDist);
    }
    return sendFailure(reply, 404, ERROR_CODES.notFound, 'Not found.');
  });

  return { app, missingBuilds: statics.missing, instanceConfig };
}

/** Request logs carry the path only: query strings may hold a token (SECURITY.md). */
export function loggerOptions(level = process.env.LOG_LEVEL ?? 'info', stream?: NodeJS.WritableStream) {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
    },
    ...(stream ? { stream } : {}),
  };
}
