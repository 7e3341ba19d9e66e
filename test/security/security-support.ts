import { createHmac } from 'node:crypto';
import type { TestApp } from '../support/test-app.js';
import { jsonText } from '../support/json.js';
import { eventually } from '../support/eventually.js';

/** Helpers shared by the security suite: hand-made tokens, leak and shape checks, row counts, the route table. */

function base64url(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

/** A JWT signed with HMAC-`hash` under `secret`, whatever the header claims the algorithm is. */
export function signJwt(
  claims: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
  hash: 'sha256' | 'sha512' = 'sha256',
): string {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

export function unsignedJwt(claims: Record<string, unknown>, header: Record<string, unknown>): string {
  return `${base64url(header)}.${base64url(claims)}.`;
}

export function decodeJwtPart(token: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index], 'base64url').toString('utf8'));
}

export function encodeJwtPart(value: unknown): string {
  return base64url(value);
}

/** What must never reach a client: stack frames, driver or SQL text, internal class names. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat (?:[\w$.<>\s[\]]+ )?\(?(?:file:\/\/|\/|node:)[^)\s]*:\d+/],
  ['source path', /\/(?:src|dist|node_modules)\/[\w./-]+\.(?:ts|js|mjs)/],
  ['SQL state', /SQLSTATE|sqlState|\bcode\W+2[2-3]\d{3}\b/],
  [
    'PostgreSQL error',
    /syntax error at or near|invalid input syntax for|invalid byte sequence|violates (?:not-null|check|unique|foreign key) constraint|duplicate key value|relation "[^"]+" does not exist|out of range for type|date\/time field value out of range/i,
  ],
  ['SQL text', /\b(?:select\s+[\w*"., ]+\s+from|insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i],
  [
    'exception class',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|DriverException|QueryFailedError|ValidationError|MikroORM|PostgreSqlDriver|node_modules)\b/,
  ],
];

/**
 * Every user-supplied string is removed from the response before looking for leaks, so a tournament named
 * "select x from y" that is echoed back is not mistaken for SQL in the body.
 */
export function findLeak(text: string, sent?: unknown): string | null {
  let scrubbed = text;
  for (const value of stringsIn(sent).sort((a, b) => b.length - a.length)) {
    if (value.length < 3) continue;
    scrubbed = scrubbed.split(value).join('').split(JSON.stringify(value).slice(1, -1)).join('');
  }
  for (const [label, pattern] of LEAKS) {
    const match = pattern.exec(scrubbed);
    if (match) return `${label}: ${match[0]}`;
  }
  return null;
}

function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.push(k);
      stringsIn(v, into);
    }
  }
  return into;
}

/**
 * The three error shapes the web client understands: {"field": [strings]}, {"error": string} and {"detail": string},
 * the last two with a stable `code` beside them when the domain refused.
 */
export function errorShapeProblem(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return `not a JSON object: ${jsonText(body).slice(0, 200)}`;
  const entries = Object.entries(body);
  if (entries.length === 0) return 'an empty object';
  // {"error", "code"} and {"detail", "code"}: a domain refusal carries its stable snake_case code (issue 31 §4).
  // A code that is a list of messages is a field named code (two-factor's), read as field errors below.
  if (entries.length === 2 && 'code' in body && !Array.isArray((body as { code?: unknown }).code)) {
    const [key, text] = entries.find(([name]) => name !== 'code') ?? [];
    if (key !== 'error' && key !== 'detail') return `code beside ${JSON.stringify(key)}, not error or detail`;
    if (typeof text !== 'string' || text.length === 0) return `${key} is not a non-empty string`;
    const { code } = body as { code?: unknown };
    return typeof code === 'string' && /^[a-z_]+$/.test(code) ? null : `code is not a snake_case string`;
  }
  if (entries.length === 1 && (entries[0][0] === 'error' || entries[0][0] === 'detail')) {
    return typeof entries[0][1] === 'string' && entries[0][1].length > 0
      ? null
      : `${entries[0][0]} is not a non-empty string`;
  }
  for (const [field, messages] of entries) {
    if (
      !Array.isArray(messages) ||
      messages.length === 0 ||
      !messages.every((m) => typeof m === 'string' && m.length > 0)
    ) {
      return `field ${JSON.stringify(field)} is not a list of messages: ${jsonText(messages).slice(0, 200)}`;
    }
  }
  return null;
}

/** Every table a request could write a business row to (names as in migrations/). */
export const WRITE_TABLES = [
  'users',
  'ledger_accounts',
  'ledger_entries',
  'ledger_postings',
  'withdrawal_requests',
  'idempotency_keys',
  'tournaments',
  'tournament_participants',
  'matches',
  'games',
  'moves',
  'domain_events',
] as const;

export type RowCounts = Record<(typeof WRITE_TABLES)[number], number>;

export async function rowCounts(t: TestApp): Promise<RowCounts> {
  const select = WRITE_TABLES.map((table) => `(SELECT count(*) FROM ${table}) AS ${table}`).join(', ');
  const [row] = await t.sql<Record<string, string>>(`SELECT ${select}`);
  return Object.fromEntries(WRITE_TABLES.map((table) => [table, Number(row[table])])) as RowCounts;
}

/**
 * Waits until the outbox has no event due for dispatch, so the listeners of earlier requests have written
 * what they will write and a row count taken now is stable.
 */
export async function outboxQuiet(t: TestApp, timeoutMs = 10_000): Promise<void> {
  await eventually(
    async () => {
      const [row] = await t.sql<{ n: string }>(
        'SELECT count(*) AS n FROM domain_events WHERE dispatched_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= now())',
      );
      return Number(row.n);
    },
    { until: (due) => due === 0, timeout: timeoutMs, interval: 25, what: 'no outbox event due' },
  );
}

export interface RouteEntry {
  method: string;
  /** OpenAPI style: /api/tournaments/{id}/join */
  path: string;
}

/**
 * The routes Fastify really serves, read from its radix-tree print-out. Every route, including ones kept out
 * of the OpenAPI document (metrics) and the static files of the docs UI. HEAD twins of GET are dropped.
 */
export function fastifyRoutes(t: TestApp): RouteEntry[] {
  const fastify = t.app.getHttpAdapter().getInstance();
  const text = fastify.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of text.split('\n')) {
    const match = /^((?:[│ ] {3})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (depth === 0 ? '' : stack[depth - 1]) + match[2];
    stack[depth] = path;
    stack.length = depth + 1;
    if (!match[3]) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      if (method === 'HEAD') continue;
      routes.push({ method, path: path.replace(/:(\w+)/g, '{$1}') });
    }
  }
  // The parser is only trusted if Fastify recognises every route it produced. The print-out shows a wildcard
  // under its static parent without the slash between them ("api/docs" then "*" for "/api/docs/*").
  for (const route of routes) {
    const has = (path: string) => fastify.hasRoute({ method: route.method, url: path.replace(/\{(\w+)\}/g, ':$1') });
    if (!has(route.path) && route.path.endsWith('*') && has(route.path.replace(/\/?\*$/, '/*')))
      route.path = route.path.replace(/\/?\*$/, '/*');
    if (!has(route.path)) {
      throw new Error(`route print-out parsed into a route Fastify does not have: ${route.method} ${route.path}`);
    }
  }
  return routes;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  /** Looked up by the name in a `$ref`, which may name no schema. */
  components: { schemas: Partial<Record<string, OpenApiSchema>> };
}

export interface OpenApiOperation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: OpenApiSchema }[];
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
}

export interface OpenApiSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  oneOf?: OpenApiSchema[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  example?: unknown;
  default?: unknown;
}

export async function openApi(t: TestApp): Promise<OpenApiDocument> {
  const response = await fetch(`${t.url}/api/docs-json`);
  if (response.status !== 200) throw new Error(`GET /api/docs-json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

export function openApiRoutes(doc: OpenApiDocument): (RouteEntry & { operation: OpenApiOperation })[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

export function resolveSchema(doc: OpenApiDocument, schema: OpenApiSchema): OpenApiSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const resolved = doc.components.schemas[name];
  if (!resolved) throw new Error(`unknown schema ${schema.$ref}`);
  return resolved;
}
