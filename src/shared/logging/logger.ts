import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';

/**
 * What is known of the request being served, for everything that runs on its behalf: its id, so every log
 * line of it carries `reqId`. One object per request, made in the first `onRequest` hook; add fields here.
 */
export interface RequestScope {
  requestId: string;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Paths pino blanks out. Tokens, passwords, hidden choices and fairness seeds never reach a log line; request bodies are
 * not logged at all, these cover anything that logs an object carrying them by mistake.
 */
const SECRET_KEYS = [
  'password',
  'password2',
  'current_password',
  'refresh',
  'access',
  'token',
  'choice',
  'jwtSecret',
  'fairnessSeed',
  'fairness_seed',
];
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  // A wildcard path matches one level down only: `*.password` misses a `password` at the top, which is
  // where Nest's logger (PinoNestLogger) puts the fields of an object it is given.
  ...SECRET_KEYS,
  '*.password',
  '*.password2',
  '*.current_password',
  '*.refresh',
  '*.access',
  '*.token',
  '*.choice',
  '*.jwtSecret',
  // A game's secret seed (docs/fairness.md), under the names of its entity field and its column.
  '*.fairnessSeed',
  '*.fairness_seed',
];

export interface Loggers {
  /** Every log line but the per-request one: redacted. */
  root: Logger;
  /**
   * The one line per served request (`RequestLog`), on the same stream and with the same level. Not
   * redacted: that line is built from a fixed set of fields that never carry a secret, and the redact
   * paths, wildcards among them, cost more than writing the line itself.
   */
  requests: Logger;
}

/** `destination` replaces stdout (tests read the lines); pretty output is for a developer's terminal only. */
export function createLoggers(
  config: Pick<AppConfig, 'logLevel' | 'logPretty'>,
  destination?: DestinationStream,
): Loggers {
  const level = config.logLevel;
  const redact = { paths: REDACT, censor: '[redacted]' };
  if (config.logPretty && !destination) {
    const root = pino({
      level,
      redact,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
    });
    return { root, requests: root };
  }
  // Asynchronous writes: a synchronous write to stdout per log line was the largest cost of a simple request.
  // pino flushes what is buffered when the process exits.
  const stream = destination ?? pino.destination({ dest: 1, sync: false });
  return { root: pino({ level, redact }, stream), requests: pino({ level }, stream) };
}

/**
 * A challenge's share token (issue 33 §1) is a secret in the path: whoever reads it may accept the challenge.
 * The path keeps its shape, the token is blanked.
 */
const CHALLENGE_TOKEN = /^(\/api\/challenges\/)[^/?]+/;

/** The path of a request target: a query string is left out of the log, and so is a challenge's token. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.replace(CHALLENGE_TOKEN, '$1[redacted]');
}

/**
 * Fastify's request logging, with one `info` line per request instead of two ("incoming request" and
 * "request completed"): when it completes, with method, path, route, status, response time (ms), request
 * id and the caller's user id when a token named one. Each field is read explicitly, so nothing else of the
 * request (headers, body, query string) can reach it. Everything else Fastify logs of a request (errors
 * from its own handlers, a stream cut short, a 404) keeps Fastify's wording and goes through the redacting
 * logger with `reqId`, as do errored requests.
 */
export class RequestLog extends LogController {
  constructor(private readonly requests: Logger) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const line: Record<string, unknown> = {
      reqId: request.id,
      method: request.method,
      url: pathOf(request.url),
      route: request.routeOptions.url,
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 1000) / 1000,
    };
    const userId = (request as { user?: { id?: unknown } }).user?.id;
    if (typeof userId === 'number') line.userId = userId;
    this.requests.info(line, 'request completed');
  }
}

type LogArgs = [unknown, ...unknown[]];

/**
 * What Fastify gives each request as `request.log`: a child of the root logger with the request's `reqId`,
 * made when something first logs through it. Fastify makes one per request, and making a child runs the
 * redact paths over its bindings, which cost more than a request that logs nothing through it (most: the
 * request line is written by RequestLog) ever needs. The lines are the child's, exactly.
 */
class LazyRequestLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly childBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): Logger {
    // The parent is the root pino logger, so its child is a pino Logger; Fastify's type names less of it.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- made by pino's child(), a real instance
    return (this.#child ??= this.parent.child(this.childBindings, this.options) as Logger);
  }

  get level(): string {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.logger.isLevelEnabled(level);
  }

  bindings(): Bindings {
    return this.logger.bindings();
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.logger.child(bindings, options);
  }

  fatal(...args: LogArgs): void {
    this.logger.fatal(...(args as [string]));
  }

  error(...args: LogArgs): void {
    this.logger.error(...(args as [string]));
  }

  warn(...args: LogArgs): void {
    this.logger.warn(...(args as [string]));
  }

  info(...args: LogArgs): void {
    this.logger.info(...(args as [string]));
  }

  debug(...args: LogArgs): void {
    this.logger.debug(...(args as [string]));
  }

  trace(...args: LogArgs): void {
    this.logger.trace(...(args as [string]));
  }

  silent(): void {}
}

/** Fastify's `childLoggerFactory`: request loggers made on first use (see LazyRequestLogger). */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(parent, bindings, options);
}

/** Nest's logger interface over pino, so framework and domain lines share one JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }

  error(message: unknown, trace?: string, context?: string) {
    this.write('error', message, context, trace);
  }

  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }

  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }

  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace',
    message: unknown,
    context?: string,
    trace?: string,
  ) {
    if (!this.logger.isLevelEnabled(level)) return;
    // Fastify's own request lines carry reqId already; lines from Nest and the domain get it from the scope.
    const scope = requestScope.getStore();
    const logger = scope ? this.logger.child({ reqId: scope.requestId }) : this.logger;
    if (message instanceof Error) {
      logger[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      logger[level]({ context, ...message, ...(trace ? { trace } : {}) });
    } else {
      logger[level]({ context, ...(trace ? { trace } : {}) }, String(message));
    }
  }
}
