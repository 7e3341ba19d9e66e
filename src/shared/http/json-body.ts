import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

const RAW_BODY = Symbol('rawBody');

/**
 * The body exactly as it arrived, for the routes `useSourceTextJson` was told to keep it for (a payment
 * provider's webhook signs the bytes, and a re-serialised object would not match); null elsewhere.
 */
export function rawBodyOf(request: FastifyRequest): string | null {
  return (request as FastifyRequest & { [RAW_BODY]?: string })[RAW_BODY] ?? null;
}

const routePath = (url: string) => url.split('?')[0].replace(/\/+$/, '');

/** JSON.parse's reviver context (Node 22+, ES2026 "JSON.parse source text access"): a primitive's source text. */
interface ReviverContext {
  source?: string;
}

/** What Fastify's own parser (secure-json-parse) refuses: keys that reach for a prototype. */
class PoisonedJson extends Error {}

function revive(this: unknown, key: string, value: unknown, context?: ReviverContext): unknown {
  if (key === '__proto__') throw new PoisonedJson();
  if (key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype'))
    throw new PoisonedJson();
  // A number whose text is not its shortest spelling lost something on the way to a double (0.009999999999999999999
  // became 0.01) or says more than it means (12.340, 1e1): it goes on as its source text, which the DTO judges
  // as it judges the same text sent as a string. Numbers that round-trip (25, 12.5) stay numbers.
  if (typeof value === 'number' && context?.source !== undefined && context.source !== String(value))
    return context.source;
  return value;
}

/** Parses a JSON body, keeping the source text of every number a double cannot hold as written. */
export function parseJsonBody(text: string): unknown {
  return JSON.parse(text, revive);
}

/**
 * Replaces Fastify's JSON parser with one that keeps numbers' source text (see `revive`), so money sent as a JSON
 * number is read from what the client wrote, never from a rounded float. Same refusals as Fastify's: an empty or
 * malformed body, or a prototype-poisoning key, is its 400 "invalid JSON" error; a body nested beyond the
 * reviver's stack is one too. The routes in `rawBodyPaths` also keep the text as sent (`rawBodyOf`).
 */
export function useSourceTextJson(fastify: FastifyInstance, rawBodyPaths: readonly string[] = []): void {
  const keepRaw = new Set(rawBodyPaths.map(routePath));
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // Only where asked: every other request's text is dropped once parsed.
    if (keepRaw.has(routePath(request.url))) (request as FastifyRequest & { [RAW_BODY]?: string })[RAW_BODY] = text;
    if (text.length === 0) {
      done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
      return;
    }
    try {
      done(null, parseJsonBody(text));
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });
}
