import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../../src/config/app-config.js';
import { openOrm } from '../../src/config/orm.js';
import { createApp } from '../../src/bootstrap.js';
import type { DatabaseState } from '../../src/shared/http/database-supervision.js';
import { ApiClient } from '../support/api-client.js';
import { createTestDatabase } from '../support/test-database.js';
import { closeAll } from '../support/teardown.js';
import { TEST_JWT_SECRET } from '../support/test-app.js';

/**
 * The probes as the embedded database's watchdog drives them (issue 19 §2): while it restarts the server,
 * readiness and health answer 503 (no query is tried) and liveness 200; once it gives up, liveness answers 503
 * too. The watchdog itself runs against real processes in test/reliability/crash-recovery.test.ts; here its
 * state is set directly, as main.ts hands it to the app.
 */
describe('health probes under the database watchdog', () => {
  let state: DatabaseState = 'up';
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;
  let app: NestFastifyApplication;
  let api: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openOrm(database.url, 2);
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'spockout-health-')),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
    });
    app = await createApp(orm, config, undefined, { databaseSupervision: { state: () => state } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    api = new ApiClient(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
  });

  afterAll(async () => {
    await closeAll(app, orm, database);
  });

  const probe = async () => {
    const [live, ready, health] = await Promise.all([
      api.get('/api/health/live'),
      api.get('/api/health/ready'),
      api.get('/api/health'),
    ]);
    return { live: [live.status, live.body.status], ready: [ready.status, ready.body.database], health: health.status };
  };

  it.each<[DatabaseState, object]>([
    ['up', { live: [200, 'ok'], ready: [200, 'up'], health: 200 }],
    ['restarting', { live: [200, 'ok'], ready: [503, 'down'], health: 503 }],
    ['failed', { live: [503, 'failing'], ready: [503, 'down'], health: 503 }],
  ])('watchdog state %s', async (given, expected) => {
    state = given;
    expect(await probe()).toEqual(expected);
  });
});
