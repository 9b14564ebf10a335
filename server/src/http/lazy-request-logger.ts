import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * A request's logger (`request.log`) that becomes the server logger's child only when the request logs something.
 * Fastify makes that child for every request, and with the redaction the server's logger has, making it was about 5%
 * of a small request's CPU; most requests never log through it (their one line goes through CompletedRequestsOnly).
 * Once made, every call goes to the same child, so its lines are the ones Fastify's own child would write.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;
  private chosenLevel: string | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    if (!this.made) {
      this.made = this.parent.child(this.bindings, this.options);
      if (this.chosenLevel !== undefined) this.made.level = this.chosenLevel;
    }
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.chosenLevel ?? this.options?.level ?? this.parent.level;
  }

  set level(level: string) {
    if (this.made) this.made.level = level;
    else this.chosenLevel = level;
  }

  fatal(...args: unknown[]) {
    (this.logger.fatal as (...a: unknown[]) => void)(...args);
  }
  error(...args: unknown[]) {
    (this.logger.error as (...a: unknown[]) => void)(...args);
  }
  warn(...args: unknown[]) {
    (this.logger.warn as (...a: unknown[]) => void)(...args);
  }
  info(...args: unknown[]) {
    (this.logger.info as (...a: unknown[]) => void)(...args);
  }
  debug(...args: unknown[]) {
    (this.logger.debug as (...a: unknown[]) => void)(...args);
  }
  trace(...args: unknown[]) {
    (this.logger.trace as (...a: unknown[]) => void)(...args);
  }
  silent(...args: unknown[]) {
    (this.logger.silent as (...a: unknown[]) => void)(...args);
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger made on its first line (LazyRequestLogger). */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
