import { once } from 'node:events';
import { createConnection, type Socket } from 'node:net';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ApiClient } from '../support/api-client.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

describe('The HTTP kernel', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers health with the database state', async () => {
    const res = await t.api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', environment: 'production', version: '0.1.3-alpha' });
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const before = await t.sql('SELECT id FROM users');
    const res = await t.api.raw('POST', '/api/accounts/register/', { raw: '{"username": "x",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed JSON in the request body.' });
    expect(await t.sql('SELECT id FROM users')).toHaveLength(before.length);
  });

  it.each([
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('answers a JSON body that is %s with a 4xx, never a 5xx', async (_label, raw) => {
    const res = await t.api.raw('POST', '/api/accounts/login/', { raw });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('answers an over-large body with 413', async () => {
    const res = await t.api.raw('POST', '/api/accounts/login/', {
      raw: JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Request body is too large.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.api.raw('POST', '/api/accounts/login/', {
      raw: 'username=x',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status).toBe(415);
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const res = await t.api.raw('GET', '/api/no/such/route/');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ detail: expect.stringContaining('Not found'), code: 'not_found' });
  });

  it('sends the security headers with a strict CSP', async () => {
    const res = await t.api.get('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Plain HTTP: HSTS only over HTTPS (test/security/headers.test.ts).
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('publishes the OpenAPI document generated from the controllers', async () => {
    const res = await fetch(`${t.url}/api/docs-json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/accounts/register', '/api/accounts/login', '/api/health']),
    );
    const ui = await fetch(`${t.url}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('never answers a stack trace', async () => {
    const player = await fixtures(t).player({ name: 'kern' });
    const res = await t.api.raw('POST', '/api/accounts/register/', { raw: '{"username": {"$gt": ""}}' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    expect((await t.api.get('/api/accounts/profile', { token: player.access })).status).toBe(200);
  });
});

describe('Operations endpoints', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers liveness and readiness', async () => {
    expect((await t.api.get('/api/health/live')).body).toEqual({ status: 'ok' });
    const ready = await t.api.get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'up', pending_migrations: 0, bus: 'off' });
  });

  it('tags every response with a request id, keeping a well-formed one from the caller', async () => {
    const generated = await t.api.get('/api/health/live');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.api.get('/api/health/live', { headers: { 'x-request-id': 'trace-abc.123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-abc.123');
    const refused = await t.api.get('/api/health/live', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(refused.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('exposes Prometheus metrics whose request histogram moves', async () => {
    const read = async () => (await fetch(`${t.url}/api/metrics`)).text();
    const count = (text: string) =>
      Number(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      );
    // Metrics are per instance: the requests counted must reach the instance that is scraped.
    const pinned = new ApiClient(t.url);
    const before = count(await read());
    await pinned.get('/api/health/live');
    await pinned.get('/api/health/live');
    const after = await read();
    expect(count(after)).toBe(before + 2);
    expect(after).toContain('outbox_backlog');
    expect(after).toMatch(/tournaments_active \d+/);
    expect(after).toMatch(/matches_in_progress \d+/);
    const player = await fixtures(t).player({ name: 'metric' });
    await pinned.post('/api/economy/wallet/deposit', { body: { amount: '5.00' }, token: player.access });
    await pinned.post('/api/economy/wallet/deposit', { body: { amount: '5.00' }, token: player.access });
    expect(await read()).toMatch(/ledger_postings_total\{type="DEPOSIT"\} 2/);
    expect(after).toContain('process_resident_memory_bytes');
  });
});

describe('Stopping', () => {
  const REQUESTS = 40;
  it('cuts a stalled download after the shutdown grace instead of waiting for its client for ever', async () => {
    const t = await startTestApp({ SHUTDOWN_GRACE_SECONDS: '1' });
    const path = '/api/docs/swagger-ui-bundle.js';
    const head = await fetch(`${t.url}${path}`, { method: 'HEAD' });
    const length = Number(head.headers.get('content-length'));
    expect(length).toBeGreaterThan(1_000_000);

    // A client that asks for the 1.6 MB bundle 40 times on one connection and never reads: once the socket
    // buffers fill, a response cannot finish, and closing waits for responses in progress.
    const { port } = new URL(t.url);
    const served: Socket[] = [];
    t.app.getHttpServer().on('connection', (accepted: Socket) => served.push(accepted));
    const socket = createConnection({ host: '127.0.0.1', port: Number(port) });
    await once(socket, 'connect');
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(REQUESTS));
    socket.pause();
    // The server's side of the connection holds bytes it cannot send: the kernel's buffers are full, and a
    // response is stuck in progress.
    await eventually(() => served.some((accepted) => accepted.writableLength > 0), {
      interval: 20,
      what: 'a response stuck behind the full socket buffers',
    });
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(10_000);

    // The download was cut, not finished: what arrives after resuming falls short of the bundle.
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.on('error', () => undefined);
    socket.resume();
    await once(socket, 'close');
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(length * REQUESTS);
  });
});
