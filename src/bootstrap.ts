import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { RequestContext, type MikroORM } from '@mikro-orm/core';
import fastifyStatic from '@fastify/static';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { requestLocale } from '#i18n';
import { ERROR_CODE_HEADER, ErrorFilter, renderDomainError } from './shared/http/error.filter.js';
import { isApiRequest } from './shared/http/api-path.js';
import { useSourceTextJson } from './shared/http/json-body.js';
import { STRIPE_WEBHOOK_PATH } from './modules/cashier/http/stripe-webhook.path.js';
import { findUnsafeInput, unsafeInputError } from './shared/http/input-hygiene.js';
import { createValidationPipe } from './shared/http/validation.pipe.js';
import type { DatabaseSupervision } from './shared/http/database-supervision.js';
import { openApiDocument } from './shared/http/openapi.js';
import { securityHeaderSets } from './shared/http/security-headers.js';
import { createLoggers, lazyRequestLogger, PinoNestLogger, RequestLog, requestScope } from './shared/logging/logger.js';
import { Metrics } from './shared/observability/metrics.js';
import { OutboxRelay } from './shared/outbox/outbox-relay.js';
import { ReadYourWrites } from './shared/http/read-your-writes.js';
import { settleReactions } from './shared/outbox/settle-reactions.js';

/** The project root: the nearest folder with a package.json, the same from src/ (tests) and dist/src/ (start). */
function projectRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const WEB_DIST = join(projectRoot(import.meta.dirname), 'web', 'dist');
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A request Node's parser refuses before Fastify sees it (headers or a URL over 16 KiB, a malformed request line)
 * is answered on the socket. Fastify's own answer is `{"error", "message", "statusCode"}`, a shape the client does
 * not read: this one is `{"detail"}`, as every other refusal.
 */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers or URL too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timeout. Please try again.']
        : [400, 'Malformed request.'];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Deep links (/wallet, /tournament/7) load the client; unknown /api paths stay JSON 404s. */
function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' || isApiRequest(request)) return false;
  if (!existsSync(join(WEB_DIST, 'index.html'))) return false;
  void reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  return true;
}

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine sets style attributes at run time; no inline script is ever allowed.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Request ids are unique, not secret: a random prefix drawn once per app (so no two instances share one) and a
 * counter, in a UUID's shape. Drawing 16 random bytes for every request showed as 4% of a simple request's CPU.
 */
function requestIds(): () => string {
  const prefix = randomUUID().slice(0, 24);
  let next = 0;
  return () => prefix + (next++).toString(16).padStart(12, '0');
}

export interface AppOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
  /** The embedded database's watchdog, which the health probes read (main.ts); none for DATABASE_URL. */
  databaseSupervision?: DatabaseSupervision;
}

export async function createApp(
  orm: MikroORM,
  config: AppConfig,
  metrics = new Metrics(),
  options: AppOptions = {},
): Promise<NestFastifyApplication> {
  const { root: logger, requests } = createLoggers(config, options.logDestination);
  const newRequestId = requestIds();
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // One line per request, when it completes, instead of Fastify's two (see RequestLog).
    logController: new RequestLog(requests),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    clientErrorHandler,
    // Behind a load balancer the client's address (the login throttle's per-address key) is in X-Forwarded-For.
    trustProxy: config.trustProxy,
    // `/api/admin//users/` is `/api/admin/users/`, as a proxy in front would merge the slashes (issue 30 §4).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // A well-formed id from a proxy is kept so one request can be followed across services; else a new one.
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : newRequestId();
    },
  });
  const root = AppModule.forRoot(orm, config, metrics, options.databaseSupervision);
  // Nest declares its options as a class but only ever reads them from a literal.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- see above
  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
    // Nest would add a form (x-www-form-urlencoded) parser, through which a deposit, a withdrawal or a login
    // could be posted from any page's plain HTML form; the API reads JSON only (see below).
    bodyParser: false,
  });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ErrorFilter(spaFallback));
  app.useGlobalPipes(createValidationPipe());
  // A client of another origin reads a refusal's code from its header too, field errors' only place (issue 31 §4).
  if (config.corsOrigins.length) {
    app.enableCors({ origin: config.corsOrigins, credentials: false, exposedHeaders: [ERROR_CODE_HEADER] });
  }

  const fastify = app.getHttpAdapter().getInstance();
  // Fastify's own JSON parser stays; its text/plain one goes, so any body that is not JSON is a 415.
  fastify.removeContentTypeParser('text/plain');
  // Money sent as a JSON number is read from its source text, never from the float it rounds to. A payment
  // provider's webhook signs the body's bytes: its route keeps them for the signature check.
  useSourceTextJson(fastify, [STRIPE_WEBHOOK_PATH]);
  // With read replicas, a request's reads may lag unless its client wrote within the bound (read-your-writes.ts).
  const readYourWrites = config.databaseReplicaUrls.length
    ? new ReadYourWrites(config.jwtSecret, (config.replicaMaxLagSeconds + 1) * 1000)
    : null;
  const headers = securityHeaderSets({
    directives: CSP_DIRECTIVES,
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // The response's fixed headers; the request's id for every log line written while it is served; and its own
  // identity map: MikroORM's RequestContext, one fork of the EntityManager per request, which the global
  // EntityManager that handlers inject resolves to (and a transaction's fork within it, through MikroORM's own
  // TransactionContext). The one place a request's EntityManager is made.
  fastify.addHook('onRequest', (request, reply, done) => {
    // Fastify's protocol believes X-Forwarded-Proto only from a proxy TRUST_PROXY names.
    void reply.headers(request.protocol === 'https' ? headers.secure : headers.plain);
    void reply.header('x-request-id', request.id);
    // API answers are per user and change with every move: never let a browser or proxy keep one. Judged on
    // the routed path, since the router decodes `/%61pi/...` into an API route.
    const api = isApiRequest(request);
    if (api) void reply.header('cache-control', 'no-store');
    const next = () => RequestContext.create(orm.em, done);
    requestScope.run({ requestId: request.id }, () =>
      readYourWrites && api ? readYourWrites.route(request, reply, next) : next(),
    );
  });
  // Before guards, interceptors and pipes: a NUL character or a deeply nested body is refused here, since
  // the idempotency fingerprint and class-transformer walk the body recursively and PostgreSQL rejects NUL.
  fastify.addHook('preHandler', (request, reply, done) => {
    const problem = findUnsafeInput(request.body) ?? findUnsafeInput(request.query);
    if (!problem) {
      done();
      return;
    }
    const rendered = renderDomainError(unsafeInputError(problem), requestLocale(request));
    void reply
      .status(rendered.status)
      .headers(rendered.headers ?? {})
      .send(rendered.body);
  });
  settleReactions(fastify, app.get(OutboxRelay));
  // Closing waits for every response in progress. One whose client stopped reading (a stalled download) would
  // hold the stop, and with it the relay and the scheduler, for ever: after the grace its connection is cut.
  fastify.addHook('preClose', (done) => {
    setTimeout(() => fastify.server.closeAllConnections(), config.shutdownGraceSeconds * 1000).unref();
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  if (existsSync(WEB_DIST)) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      prefix: '/',
      // Files are looked up on disk per request, so a rebuilt client is served without a restart.
      wildcard: true,
      // Vite fingerprints everything under assets/, so those files never change and may be cached for good.
      immutable: true,
      maxAge: '365d',
      // The build's .br and .gz copies (web/vite.config.ts), with Content-Encoding and Vary: Accept-Encoding,
      // to a browser that accepts them; the original to one that does not.
      preCompressed: true,
      setHeaders: (res, path) => {
        // The HTML (or its compressed copy) names the current assets, so it is checked on every visit.
        if (/\.html(\.br|\.gz)?$/.test(path)) res.header('cache-control', 'no-cache');
      },
    });
  }

  // Built on the first request for it, then kept (the module memoises a factory): scanning every route was about
  // a third of each start's CPU (docs/testing.md), paid by every start whether or not anyone read the docs.
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
