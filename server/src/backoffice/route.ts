import type { InstanceConfig } from '@portal/config';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { FileStore } from '../files/file-store';
import type { Answer } from './idempotency';

/** What a back-office handler may use. */
export interface BackofficeContext {
  db: Db;
  clock: Clock;
  files: FileStore;
  instanceConfig: InstanceConfig;
  log: FastifyBaseLogger;
  /** Tells the outbox worker to look for due events now (after a change that made some due has committed). */
  wakeOutbox: () => void;
  /**
   * Runs the change once for this request's Idempotency-Key, in one transaction with the key's claim; a replay
   * answers what the first request did, and `work` is not run.
   */
  once: (work: (tx: Db) => Promise<Answer>) => Promise<Answer & { replayed: boolean }>;
}

/**
 * One endpoint of the back-office API: its path (Fastify's `:name` form), the schemas its parameters and body are
 * validated with, and what it answers. The OpenAPI document is made from this table, and the server serves exactly
 * this table: one list, so nothing is served undocumented.
 */
export interface BackofficeRoute<P extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  /** GET reads and changes nothing: it takes a query, no body and no Idempotency-Key. POST changes, once per key. */
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  params: P;
  /** GET's query string. */
  query?: Q;
  /** POST's body (GET: an empty object schema). */
  body: B;
  /** The 200 answer's schema. */
  answer: z.ZodType;
  /** Failures it may answer besides the common ones (400, 401, 409 and 422 for keys, 429), with what they mean. */
  failures: Record<number, string>;
  /** Bytes; default 64 KB. */
  bodyLimit?: number;
  /** An example body, for the document (POST). */
  example?: z.input<B>;
  handler: (input: { params: z.output<P>; body: z.output<B>; query: z.output<Q> }, ctx: BackofficeContext) => Promise<Answer & { replayed: boolean }>;
}

/** Keeps the handler's input typed by its own schemas. */
export const defineRoute = <P extends z.ZodType, B extends z.ZodType, Q extends z.ZodType = z.ZodType>(route: BackofficeRoute<P, B, Q>) => route as unknown as BackofficeRoute;

export const ok = (body: unknown): Answer => ({ status: 200, body });
