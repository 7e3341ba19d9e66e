import fc from 'fast-check';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { fund } from '../support/tournament-helpers.js';
import {
  errorShapeProblem,
  findLeak,
  openApi,
  openApiRoutes,
  outboxQuiet,
  resolveSchema,
  rowCounts,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiSchema,
  type RowCounts,
} from './security-support.js';
import { closeAll } from '../support/teardown.js';
import { jsonText } from '../support/json.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Every POST of the OpenAPI document, and every GET with query parameters, is fed bodies and values built
 * from its own schema: valid-ish ones and hostile ones (wrong types, huge and non-finite numbers, 10k
 * strings, emoji, RTL and NUL characters, injection strings, arrays and objects where scalars go, null,
 * missing fields, extra fields that try mass assignment). Each answer must be below 500, in one of the
 * three error shapes when refused, free of stack traces and SQL, and a refused request must write nothing.
 * New endpoints are picked up from the document without touching this file.
 */

const LONG = 'x'.repeat(10_000);
const MISSING = Symbol('missing');

/** Fixed hostile values, each tried in every field of every POST. */
const EVIL: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  'NaN',
  'Infinity',
  '1e308',
  '-10.00',
  '12.345',
  '',
  ' ',
  LONG,
  '😀'.repeat(40),
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  '\u0000',
  'a\u0000b',
  '\uFEFFzero\u200Bwidth',
  // One character to class-validator's Length (it skips variation selectors), 1,201 to a varchar column.
  'x' + '\uFE0E'.repeat(1200),
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '${jndi:ldap://example.com/a}',
  '../../etc/passwd',
  '{"$gt":""}',
  { $gt: '' },
  [],
  ['ROCK', 'PAPER'],
  {},
  { nested: [{ deep: true }] },
  '\r\nSet-Cookie: x=1',
  // Dates a field that takes one must refuse cleanly (issue 30 §4).
  '9999-12-31',
  '10000-01-01',
  '0001-01-01',
];

/**
 * Dates at and past the ends of what PostgreSQL and an ISO string hold (a day whose period ends past 9999-12-31
 * answered 500: issue 30 §4), before 1970, and not dates at all: tried in every query parameter, alone and as
 * both ends of a period.
 */
const ODD_DATES = [
  '9999-12-30',
  '9999-12-31',
  '10000-01-01',
  '99999-01-01',
  '+010000-01-01',
  '1969-12-31',
  '0001-01-01',
  '0000-00-00',
  '2026-13-45',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:00:00-05:00',
  '0001-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
];

/** Whole bodies that are not the object a DTO expects, and JSON the parser must refuse cleanly. */
const RAW_BODIES: (string | typeof MISSING)[] = [
  MISSING,
  'null',
  '[]',
  '"a string"',
  '42',
  'true',
  '[{}]',
  '{',
  '{"a":1,}',
  '\u0000',
  '{"__proto__": {"role": "ADMIN", "polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
];

/** Fields a client must never be able to set: whitelisting strips them. */
const MASS_ASSIGNMENT: Record<string, unknown> = {
  role: 'ADMIN',
  is_blocked: false,
  user_id: 1,
  userId: 1,
  status: 'COMPLETED',
  balance: '1000000.00',
  wallet_balance: '1000000.00',
  winner_id: 1,
  created_by: 1,
  id: 1,
};

const evilArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EVIL) },
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer({ min: -(2 ** 31) - 10, max: 2 ** 31 + 10 }),
  fc.jsonValue({ maxDepth: 2 }),
);

function validish(doc: OpenApiDocument, schema: OpenApiSchema): fc.Arbitrary<unknown> {
  const s = resolveSchema(doc, schema);
  if (s.enum) {
    const strings = s.enum.filter((v): v is string => typeof v === 'string');
    return fc.constantFrom(...s.enum, ...strings.map((v) => v.toLowerCase()), ...strings.map((v) => ` ${v} `));
  }
  if (s.oneOf) return fc.oneof(...s.oneOf.map((o) => validish(doc, o)));
  const fixed = s.example === undefined ? [] : [fc.constant(s.example)];
  switch (s.type) {
    case 'string': {
      if (s.format === 'email') return fc.oneof(fc.emailAddress(), ...fixed);
      if (s.pattern) return fc.oneof(fc.stringMatching(new RegExp(s.pattern)), ...fixed);
      const limit = s.maxLength ?? 64;
      return fc.oneof(
        fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(limit, 64) }),
        fc.constant('y'.repeat(limit)),
        fc.constant('y'.repeat(limit + 1)),
        ...fixed,
      );
    }
    case 'number':
      return fc.oneof(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: -100, max: 100_000 }),
        ...fixed,
      );
    case 'integer':
      return fc.oneof(fc.integer({ min: (s.minimum ?? 1) - 5, max: (s.maximum ?? 1000) + 5 }), ...fixed);
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value the schema accepts, used as the background for one hostile field. */
function exampleOf(doc: OpenApiDocument, schema: OpenApiSchema, n: number): unknown {
  const s = resolveSchema(doc, schema);
  if (s.example !== undefined && !s.pattern) return s.example;
  if (s.enum) return s.enum[0];
  if (s.oneOf) return exampleOf(doc, s.oneOf[0], n);
  if (s.type === 'string' && s.format === 'email') return `fuzz${n}@example.com`;
  if (s.type === 'string' && s.pattern) return `fuzz_${process.pid % 1000}_${n}`;
  if (s.type === 'string') return 'Fuzz-Value-42';
  if (s.type === 'number' || s.type === 'integer') return s.minimum ?? 1;
  if (s.type === 'boolean') return true;
  return null;
}

function bodySchema(doc: OpenApiDocument, op: OpenApiOperation): OpenApiSchema | null {
  const content = op.requestBody?.content['application/json'];
  return content ? resolveSchema(doc, content.schema) : null;
}

const isIdempotent = (op: OpenApiOperation) =>
  Boolean(op.parameters?.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'));

const MALFORMED_IDS = [
  '0',
  'abc',
  '2147483648',
  '99999999999',
  '-1',
  '1.5',
  '%2e%2e',
  '1%00',
  '%F0%9F%98%80',
  '1%20OR%201=1',
];

interface Sent {
  route: string;
  method: string;
  path: string;
  query?: string;
  body: unknown;
  raw?: string | typeof MISSING;
  key?: string | null;
}

describe('Fuzzing every POST body and GET query from the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let player: Player;
  let admin: Player;
  const ids: Record<string, number[]> = {};
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp({ MOVE_TIMEOUT_SECONDS: '3600' });
    doc = await openApi(t);
    admin = await fixtures(t).admin();
    player = await fixtures(t).player({ name: 'fuzz', verified: true });
    const host = await fixtures(t).player({ name: 'host' });
    await fund(t, player.id, '100000.00');
    await fund(t, host.id, '1000.00');

    const open = await fixtures(t).tournament({ by: host, name: 'Open', entry_fee: '1.00', max_players: 8 });
    const hostOnly = await fixtures(t).tournament({ by: host, name: 'Not yours', entry_fee: '1.00', max_players: 8 });
    const mine = await fixtures(t).tournament({ by: player, name: 'Mine', entry_fee: '1.00', max_players: 8 });
    const duel = await fixtures(t).tournament({
      by: player,
      name: 'Duel',
      entry_fee: '1.00',
      max_players: 2,
      game_mode: 'CLASSIC',
    });
    await t.api.post('/api/tournaments/{id}/join', { params: { path: { id: duel.id } }, token: host.access });
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', { params: { path: { id: duel.id } }, token: player.access })
    ).body;
    const game = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: match.id } }, token: player.access })
    ).body;

    const withdrawals: number[] = [];
    for (let i = 0; i < 3; i++) {
      const w = await t.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '10.00', payment_method: 'PAYPAL', payment_details: 'me@example.com' },
        token: player.access,
      });
      withdrawals.push(w.body.withdrawal.id);
    }
    await t.api.post('/api/economy/wallet/request_cancellation', {
      body: { withdrawal_id: withdrawals[2], reason: 'OTHER' },
      token: player.access,
    });
    const victims = [await fixtures(t).player({ name: 'victim' }), await fixtures(t).player({ name: 'victim' })];

    ids['/api/tournaments/'] = [open.id, hostOnly.id, mine.id, duel.id];
    ids['/api/matches/'] = [match.id];
    ids['/api/games/'] = [game.id];
    ids['/api/admin/withdrawals/'] = withdrawals;
    ids['/api/admin/ledger/accounts/'] = (
      await t.sql<{ id: number }>('SELECT id FROM ledger_accounts ORDER BY id LIMIT 3')
    ).map((r) => r.id);
    // Never the fuzzing player or admin themselves: blocking them would end the run's sessions.
    ids['/api/admin/users/'] = victims.map((v) => v.id);
  });

  afterAll(async () => {
    await closeAll(t);
  });

  function realIds(template: string): number[] {
    const prefix = Object.keys(ids).find((p) => template.startsWith(p));
    return prefix ? ids[prefix] : Object.values(ids).flat();
  }

  function pathsFor(template: string): string[] {
    if (!template.includes('{')) return [template];
    return [...realIds(template).map(String), ...MALFORMED_IDS].map((id) => template.replace(/\{\w+\}/, id));
  }

  const tokenFor = (route: string, op: OpenApiOperation) =>
    op.security?.some((s) => 'bearer' in s)
      ? route.startsWith('/api/admin/')
        ? admin.access
        : player.access
      : undefined;

  /**
   * Row counts as of the last refused request. A refused request writes nothing and raises no event, so the
   * counts after it are the counts before the next one; only a success (whose listeners may still be
   * writing) makes them stale, and then the outbox is waited for and they are read again.
   */
  let settled: RowCounts | null = null;

  /** Sends one request and returns what is wrong with the answer, or null. */
  async function probe(op: OpenApiOperation, sent: Sent): Promise<string | null> {
    if (sent.method !== 'GET' && !settled) {
      await outboxQuiet(t);
      settled = await rowCounts(t);
    }
    const before = sent.method === 'GET' ? null : settled;
    const headers: Record<string, string> = {};
    const token = tokenFor(sent.route, op);
    if (token) headers.authorization = `Bearer ${token}`;
    if (sent.key != null) headers['idempotency-key'] = sent.key;
    let payload: string | undefined;
    if (sent.method !== 'GET') {
      payload = sent.raw === undefined ? JSON.stringify(sent.body) : sent.raw === MISSING ? undefined : sent.raw;
      if (payload !== undefined) headers['content-type'] = 'application/json';
    }
    const url = `${t.url}${sent.path}/${sent.query ? `?${sent.query}` : ''}`;
    const response = await fetch(url, { method: sent.method, headers, body: payload });
    // A valid query to the live stream opens it, and it would never end: accepted is all there is to know.
    if (response.status === 200 && response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return null;
    }
    const text = await response.text();
    const status = response.status;
    if (status < 400 || status >= 500) settled = null;
    const describe = () =>
      `${sent.method} ${sent.path}${sent.query ? `?${sent.query.slice(0, 200)}` : ''} body=${(payload ?? '<none>').slice(0, 200)} key=${sent.key ?? ''} -> ${status} ${text.slice(0, 300)}`;
    if (status >= 500) return `5xx: ${describe()}`;
    if (status >= 400) {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* reported by the shape check */
      }
      const shape = errorShapeProblem(body);
      if (shape) return `error shape (${shape}): ${describe()}`;
    }
    const leak = findLeak(text, sent.body ?? sent.query);
    if (leak) return `leak (${leak}): ${describe()}`;
    if (before && status >= 400) {
      const after: RowCounts = await rowCounts(t);
      const changed = Object.keys(before).filter((k) => before[k as keyof RowCounts] !== after[k as keyof RowCounts]);
      settled = after;
      if (changed.length) return `refused request wrote to ${changed.join(', ')}: ${describe()}`;
    } else if (sent.method !== 'GET') {
      settled = null;
    }
    return null;
  }

  const posts = () => openApiRoutes(doc).filter((r) => r.method === 'POST');
  const getsWithQuery = () =>
    openApiRoutes(doc).filter((r) => r.method === 'GET' && r.operation.parameters?.some((p) => p.in === 'query'));
  /**
   * The long sweeps run in PARTS tests, each over every PARTS-th operation, so jest's timeout bounds a part of the
   * work, not all of it: on a slow machine with the suite's other files beside it, a whole sweep outlasted its
   * timeout while every answer was still right. Together the parts cover every operation.
   */
  const PARTS = [1, 2, 3];
  const part = <T>(list: T[], k: number): T[] => list.filter((_, i) => i % PARTS.length === k - 1);

  it('finds the operations to fuzz in the document', () => {
    expect(posts().length).toBeGreaterThanOrEqual(17);
    expect(getsWithQuery().length).toBeGreaterThanOrEqual(4);
  });

  it.each(PARTS)(
    'survives every hostile value in every field of every POST, one field at a time (part %i)',
    async (k) => {
      const problems: string[] = [];
      for (const { path: route, operation: op } of part(posts(), k)) {
        const schema = bodySchema(doc, op);
        const properties = Object.entries(schema?.properties ?? {});
        const base = () => Object.fromEntries(properties.map(([name, s]) => [name, exampleOf(doc, s, (counter += 1))]));
        const [path] = pathsFor(route);
        for (const [name] of properties) {
          for (const value of [...EVIL, MISSING]) {
            const fields = base();
            const body =
              value === MISSING
                ? Object.fromEntries(Object.entries(fields).filter(([field]) => field !== name))
                : { ...fields, [name]: value };
            const problem = await probe(op, { route, method: 'POST', path, body });
            if (problem) problems.push(`[${name}] ${problem}`);
          }
        }
        // Mass assignment: extra fields beside a valid body.
        const problem = await probe(op, { route, method: 'POST', path, body: { ...base(), ...MASS_ASSIGNMENT } });
        if (problem) problems.push(`[extra fields] ${problem}`);
      }
      expect(problems).toEqual([]);
    },
    90_000,
  );

  it('survives bodies that are not objects, malformed JSON, prototype pollution and deep nesting on every POST', async () => {
    const problems: string[] = [];
    for (const { path: route, operation: op } of posts()) {
      const [path] = pathsFor(route);
      for (const raw of RAW_BODIES) {
        const problem = await probe(op, { route, method: 'POST', path, body: undefined, raw });
        if (problem) problems.push(problem);
      }
      for (const malformed of pathsFor(route).slice(realIds(route).length)) {
        const problem = await probe(op, { route, method: 'POST', path: malformed, body: {} });
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    // Nothing leaked onto this process's prototypes (the app runs in it).
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  }, 60_000);

  it.each(PARTS)(
    'survives random bodies generated from each schema (fast-check, part %i)',
    async (k) => {
      for (const { path: route, operation: op } of part(posts(), k)) {
        const schema = bodySchema(doc, op);
        const fields = Object.fromEntries(
          Object.entries(schema?.properties ?? {}).map(([name, s]) => [
            name,
            fc.oneof(
              { weight: 3, arbitrary: validish(doc, s) },
              { weight: 3, arbitrary: evilArb },
              { weight: 1, arbitrary: fc.constant(MISSING) },
            ),
          ]),
        );
        const objectBody = fc
          .tuple(fc.record(fields), fc.option(fc.subarray(Object.keys(MASS_ASSIGNMENT)), { nil: undefined }))
          .map(([record, extra]) => {
            const body: Record<string, unknown> = {};
            for (const [k, v] of Object.entries(record)) if (v !== MISSING) body[k] = v;
            for (const k of extra ?? []) body[k] = MASS_ASSIGNMENT[k];
            return body;
          });
        const body = fc.oneof(
          { weight: 8, arbitrary: objectBody },
          { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], 'text', 42, [{}]) },
        );
        const key = isIdempotent(op)
          ? fc.option(
              fc.oneof(
                fc.uuid(),
                fc.constantFrom('with space', 'k'.repeat(129), '', '"quoted"', "' OR 1=1 --", '<script>'),
              ),
              { nil: null },
            )
          : fc.constant(null);
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...pathsFor(route)), body, key, async (path, value, idempotencyKey) => {
            const problem = await probe(op, { route, method: 'POST', path, body: value, key: idempotencyKey });
            if (problem) throw new Error(problem);
          }),
          { numRuns: 25, endOnFailure: true },
        );
      }
    },
    90_000,
  );

  it.each(PARTS)(
    'survives hostile query strings on every GET that takes them, and no GET writes anything (part %i)',
    async (k) => {
      await outboxQuiet(t);
      const before = await rowCounts(t);
      const problems: string[] = [];
      const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : jsonText(v));
      for (const { path: template, operation: op } of part(getsWithQuery(), k)) {
        const route = template;
        const [path] = pathsFor(template);
        const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        for (const name of names) {
          const values = [...EVIL.map(asQueryValue), ...ODD_DATES, '1e20', '999999999999999999999'];
          for (const value of values) {
            const query = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
            const problem = await probe(op, { route, method: 'GET', path, query, body: value });
            if (problem) problems.push(problem);
          }
          for (const query of [`${name}=a&${name}=b`, `${name}[$gt]=`, `${name}=%zz`, name]) {
            const problem = await probe(op, { route, method: 'GET', path, query, body: undefined });
            if (problem) problems.push(problem);
          }
        }
        // The same odd date as every parameter at once: both ends of a period (from and to, since and until).
        for (const value of ODD_DATES) {
          const query = names.map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
          const problem = await probe(op, { route, method: 'GET', path, query, body: value });
          if (problem) problems.push(problem);
        }
        const params = Object.fromEntries(
          (op.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p) => [
              p.name,
              fc.option(fc.oneof(p.schema ? validish(doc, p.schema) : evilArb, evilArb).map(asQueryValue), {
                nil: undefined,
              }),
            ]),
        );
        await fc.assert(
          fc.asyncProperty(fc.record(params), async (record) => {
            const query = Object.entries(record)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v as string)}`)
              .join('&');
            const problem = await probe(op, { route, method: 'GET', path, query, body: Object.values(record) });
            if (problem) throw new Error(problem);
          }),
          { numRuns: 15, endOnFailure: true },
        );
      }
      expect(problems).toEqual([]);
      await outboxQuiet(t);
      const after = await rowCounts(t);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        // Say what wrote: a listener retried after a failure, or the newest events, name the writer.
        const failed = await t.sql('SELECT id, type, attempts, last_error FROM domain_events WHERE attempts > 0');
        const newest = await t.sql(
          'SELECT id, type, occurred_at, dispatched_at FROM domain_events ORDER BY id DESC LIMIT 5',
        );
        throw new Error(
          `rows changed while only GETs were sent: before ${JSON.stringify(before)}, after ${JSON.stringify(after)}; retried events ${JSON.stringify(failed)}; newest events ${JSON.stringify(newest)}`,
        );
      }
    },
    60_000,
  );

  it('would notice a refused request that wrote a row (the detector itself works)', async () => {
    const [deposit] = posts().filter((r) => r.path === '/api/economy/wallet/deposit');
    const sent: Sent = { route: deposit.path, method: 'POST', path: deposit.path, body: { amount: 'not money' } };
    expect(await probe(deposit.operation, sent)).toBeNull();
    // A write slipped in while the next refused request is served looks exactly like that request writing it.
    await t.sql(
      "INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, 'detector-check', repeat('0', 64))",
      [player.id],
    );
    expect(await probe(deposit.operation, sent)).toMatch(/^refused request wrote to idempotency_keys/);
  });

  it('leaves the books and the accounts sound after all of it', async () => {
    const trial = await t.api.get('/api/admin/ledger/trial_balance', { token: admin.access });
    expect(trial.status).toBe(200);
    expect(JSON.stringify(trial.body)).toMatch(/"total":"0\.00"/);
    const [row] = await t.sql<{ role: string; is_blocked: boolean }>(
      'SELECT role, is_blocked FROM users WHERE id = $1',
      [player.id],
    );
    expect(row).toEqual({ role: 'PLAYER', is_blocked: false });
    const admins = await t.sql<{ id: number }>("SELECT id FROM users WHERE role = 'ADMIN'");
    expect(admins.map((a) => a.id)).toEqual([admin.id]);
    const negative = await t.sql("SELECT 1 FROM ledger_accounts WHERE kind = 'WALLET' AND balance < 0");
    expect(negative).toEqual([]);
  });
});
