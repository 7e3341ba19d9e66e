import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres } from '../src/config/database.js';
import { openOrm } from '../src/config/orm.js';
import { DB_TYPES_FILE, generateDbTypes } from './db-types-generator.js';

/**
 * `npm run db:types`: migrates a throwaway database (a new one on DATABASE_URL's server when set, else a
 * temporary embedded PostgreSQL) with the committed migrations, and rewrites src/shared/database/db.ts from it.
 */
async function withThrowawayDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `spockout_db_types_${randomBytes(4).toString('hex')}`;
  const log = (line: string) => console.error(line);
  let adminUrl: URL;
  let stop = () => Promise.resolve();
  let dataDir: string | null = null;
  if (process.env.DATABASE_URL) {
    adminUrl = new URL(process.env.DATABASE_URL);
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'spockout-db-types-'));
    const handle = await startEmbeddedPostgres(dataDir, log);
    adminUrl = new URL(handle.url);
    stop = () => handle.stop();
  }
  adminUrl.pathname = '/postgres';
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await ensureDatabase(adminUrl.toString(), name);
    try {
      const orm = await openOrm(url.toString(), 1);
      await orm.close();
      return await work(url.toString());
    } finally {
      const admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  } finally {
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

writeFileSync(DB_TYPES_FILE, await withThrowawayDatabase(generateDbTypes));
console.log(`wrote ${DB_TYPES_FILE}`);
