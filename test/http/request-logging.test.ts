import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadConfig } from '../../src/config/app-config.js';
import { openOrm } from '../../src/config/orm.js';
import { createApp } from '../../src/bootstrap.js';
import { requestScope } from '../../src/shared/logging/logger.js';
import { createTestDatabase } from '../support/test-database.js';
import { ApiClient, registerPlayer, type Player } from '../support/api-client.js';
import { TEST_JWT_SECRET } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';

type Line = Record<string, unknown>;

/**
 * What the app logs of the requests it serves, read from its log stream at the most verbose level: one line
 * per request when it completes (none when it arrives), with the request's id, and never a password or a
 * token, whatever logs them.
 */
describe('Request logging', () => {
  const written: string[] = [];
  const lines = (): Line[] =>
    written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);
  const completed = (reqId: string | null) =>
    lines().filter((line) => line.msg === 'request completed' && line.reqId === reqId);
  let database: { url: string; drop(): Promise<void> };
  let orm: MikroORM;
  let app: NestFastifyApplication;
  let api: ApiClient;
  let player: Player;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openOrm(database.url, 5);
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'spockout-log-')),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'trace',
      PORT: '0',
    });
    app = await createApp(orm, config, undefined, {
      logDestination: { write: (chunk: string) => void written.push(chunk) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    api = new ApiClient(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
    player = await registerPlayer(api, 'logs');
  });

  afterAll(async () => {
    await closeAll(app, orm, database);
  });

  it('writes one line per request, when it completes, with its id, route, status, time and user', async () => {
    const res = await api.raw('GET', '/api/auth/whoami/?token=in-the-query', { token: player.access });
    expect(res.status).toBe(200);
    const reqId = res.headers.get('x-request-id');
    const found = completed(reqId);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/auth/whoami/',
      route: '/api/auth/whoami',
      status: 200,
      userId: player.id,
    });
    expect(found[0].responseTime).toEqual(expect.any(Number));
    expect(lines().filter((line) => line.msg === 'incoming request')).toEqual([]);
  });

  it('logs refused and unknown requests too, without a user', async () => {
    const refused = await api.get('/api/auth/whoami', { token: 'not.a.token' });
    expect(refused.status).toBe(401);
    expect(completed(refused.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ status: 401, route: '/api/auth/whoami' }),
    ]);
    expect(completed(refused.headers.get('x-request-id'))[0]).not.toHaveProperty('userId');
    const unknown = await api.raw('GET', '/api/no/such/route/');
    expect(unknown.status).toBe(404);
    expect(completed(unknown.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ status: 404, url: '/api/no/such/route/' }),
    ]);
  });

  it('keeps the id a proxy gave', async () => {
    const res = await api.get('/api/health/live', { headers: { 'x-request-id': 'proxy-id.42' } });
    expect(completed('proxy-id.42')).toEqual([
      expect.objectContaining({ status: res.status, route: '/api/health/live' }),
    ]);
  });

  it('redacts secrets in every other line, and a line written while serving a request carries its id', () => {
    requestScope.run({ requestId: 'scoped-1' }, () => {
      new Logger('Probe').warn({
        password: 'hunter2-secret',
        token: 'tok-secret',
        headers: { authorization: 'Bearer hdr-secret' },
      });
      new Logger('Probe').warn({ body: { password: 'nested-secret', refresh: 'refresh-secret' } });
    });
    const [probe, nested] = lines().filter((line) => line.context === 'Probe');
    expect(probe).toMatchObject({
      reqId: 'scoped-1',
      password: '[redacted]',
      token: '[redacted]',
      headers: { authorization: '[redacted]' },
    });
    expect(nested).toMatchObject({ reqId: 'scoped-1', body: { password: '[redacted]', refresh: '[redacted]' } });
  });

  it('logs an unexpected error with the id of the request it broke', async () => {
    // The last test: with the users table gone, the next query about a user fails and the request gets a 5xx.
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    await sql.query('ALTER TABLE users RENAME TO users_gone');
    await sql.end();
    const res = await api.get('/api/accounts/profile', { token: player.access });
    expect(res.status).toBeGreaterThanOrEqual(500);
    const reqId = res.headers.get('x-request-id');
    const errors = lines().filter((line) => line.reqId === reqId && (line.level as number) >= 50);
    expect(errors).toEqual([
      expect.objectContaining({ context: 'ErrorFilter', method: 'GET', url: '/api/accounts/profile' }),
    ]);
    expect(completed(reqId)).toEqual([expect.objectContaining({ status: res.status })]);
  });

  it('never writes a password, a token or an authorization header', () => {
    const all = written.join('');
    for (const secret of [
      player.password,
      player.access,
      player.refresh,
      'in-the-query',
      'hunter2-secret',
      'tok-secret',
      'hdr-secret',
      'nested-secret',
      'refresh-secret',
      'not.a.token',
    ]) {
      expect([secret.slice(0, 12), all.includes(secret)]).toEqual([secret.slice(0, 12), false]);
    }
    expect(all).not.toMatch(/bearer/i);
  });
});
