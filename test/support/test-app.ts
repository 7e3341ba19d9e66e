import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { openOrm } from '../../src/config/orm.js';
import { createApp } from '../../src/bootstrap.js';
import { createTestDatabase } from './test-database.js';
import { ApiClient } from './api-client.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  url: string;
  config: AppConfig;
  app: NestFastifyApplication;
  /** `app`, and with TEST_INSTANCES=2 its twin on the same database: for stopping every instance's schedulers. */
  apps: NestFastifyApplication[];
  orm: MikroORM;
  databaseUrl: string;
  api: ApiClient;
  /** Runs raw SQL against the test database, for assertions that must see what is stored. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function listen(orm: MikroORM, config: AppConfig): Promise<{ app: NestFastifyApplication; url: string }> {
  const app = await createApp(orm, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  return { app, url: `http://127.0.0.1:${address.port}` };
}

/**
 * The real app on a real HTTP port with a database of its own. With TEST_INSTANCES=2 in the environment a
 * second instance runs on the same database and `api` alternates between the two (`npm run test:scaleout`).
 */
export async function startTestApp(env: Record<string, string> = {}, databaseUrl?: string): Promise<TestApp> {
  const database = databaseUrl ? { url: databaseUrl, drop: () => Promise.resolve() } : await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'spockout-app-')),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    PORT: '0',
    // Every test client logs in from 127.0.0.1; the per-address budget has a test of its own (brute-force).
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    // Deadlines of first games are asserted to the second; the grace has tests of its own (match-start-grace).
    MATCH_START_GRACE_SECONDS: '0',
    // Likewise every test registers from 127.0.0.1; the per-address registration cap has a test of its own (caps).
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
    // And every test streams from 127.0.0.1; the per-address stream cap has a test of its own (stream-caps).
    MAX_STREAMS_PER_ADDRESS: '1000000',
    // Every database has three seeded Sit & Go templates; their tables would sit in every lobby a test counts.
    // The house-table sweep has tests of its own (sit-and-go), which turn it on.
    HOUSE_TABLE_SWEEP: 'false',
    ...env,
  });
  const orm = await openOrm(database.url, 5, config.databaseReplicaUrls);
  const { app, url } = await listen(orm, config);
  const twin =
    process.env.TEST_INSTANCES === '2'
      ? await openOrm(database.url, 5, config.databaseReplicaUrls).then(async (twinOrm) => ({
          orm: twinOrm,
          ...(await listen(twinOrm, config)),
        }))
      : null;
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // pool.end() resolves before its sockets close; the DROP DATABASE ... WITH (FORCE) that follows may cut one.
  pool.on('error', () => undefined);
  return {
    url,
    config,
    app,
    apps: twin ? [app, twin.app] : [app],
    orm,
    databaseUrl: database.url,
    api: twin ? new ApiClient(url, twin.url) : new ApiClient(url),
    sql: async <T>(query: string, params: unknown[] = []) => (await pool.query(query, params)).rows as T[],
    async close() {
      await twin?.app.close();
      await twin?.orm.close();
      await app.close();
      await pool.end();
      await orm.close();
      await database.drop();
    },
  };
}
