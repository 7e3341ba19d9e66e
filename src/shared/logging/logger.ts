import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';

/** The request id of the request being served, so every log line of it carries `reqId`. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Paths pino blanks out. Tokens, passwords and hidden choices never reach a log line; request bodies are
 * not logged at all, these cover anything that logs an object carrying them by mistake.
 */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.password2',
  '*.refresh',
  '*.access',
  '*.token',
  '*.choice',
  '*.jwtSecret',
];

export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'logPretty'>): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } };
  if (config.logPretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
    });
  }
  // Asynchronous writes: a synchronous write to stdout per log line was the largest cost of a simple request.
  // pino flushes what is buffered when the process exits.
  return pino(options, pino.destination({ dest: 1, sync: false }));
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

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string, trace?: string) {
    // Fastify's own request lines carry reqId already; lines from Nest and the domain get it from the scope.
    const scope = requestScope.getStore();
    const logger = scope ? this.logger.child({ reqId: scope.requestId }) : this.logger;
    if (message instanceof Error) {
      logger[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      logger[level]({ context, ...(message as object), ...(trace ? { trace } : {}) });
    } else {
      logger[level]({ context, ...(trace ? { trace } : {}) }, String(message));
    }
  }
}
