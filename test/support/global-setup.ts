import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
// jest loads global setup through require(), which knows neither ESM ".js" specifiers nor the module mapper:
// this file's own imports are extensionless, and resolve-ts lets the database start's ".js" imports find ".ts".
// @ts-expect-error TS2835: an extensionless relative import is what require() resolves here.
import './resolve-ts';
// @ts-expect-error TS2835: as above.
import { ensureDatabase, startEmbeddedPostgres } from '../../src/config/database';
// @ts-expect-error TS2835: as above.
import { openOrm } from '../../src/config/orm';
// @ts-expect-error TS2835: as above.
import { TEMPLATE_DB } from './test-database-names';

/**
 * Starts one real PostgreSQL for the run (DATABASE_URL's server when set, else an embedded, throwaway one) and creates
 * the template database, migrated here once; each test file clones it into a database of its own.
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'spockout-test-'));
    // Thrown away after the run: nothing waits for the disk (fsync, synchronous_commit, full_page_writes off).
    const handle = await startEmbeddedPostgres(dataDir, (line: string) => console.error(line), [], {
      throwaway: true,
    });
    (globalThis as { __pg?: unknown }).__pg = handle;
    const url = new URL(handle.url);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DB}" WITH (FORCE)`);
  await admin.end();
  await ensureDatabase(adminUrl, TEMPLATE_DB);
  // Once for the run, before any worker starts: each file used to open an ORM on the template under a lock to
  // find it migrated already (docs/testing.md).
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  await (await openOrm(templateUrl.toString(), 1)).close();
  process.env.TEST_ADMIN_URL = adminUrl;
}
