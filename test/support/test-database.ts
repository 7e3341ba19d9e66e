import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEMPLATE_DB } from './test-database-names.js';

/** Set by the global setup in jest's parent process; workers inherit it. */
function adminUrl(): string {
  const url = process.env.TEST_ADMIN_URL;
  if (!url) throw new Error('TEST_ADMIN_URL is not set: run the tests through jest (npm test)');
  return url;
}

function urlFor(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How many sessions the server holds on the database at `url` (a closed pool's sockets close after its end()). */
export async function openSessions(url: string): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  const [row] = (
    await withAdmin((admin) =>
      admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]),
    )
  ).rows;
  return row.n;
}

/** A fresh, migrated database cloned from the template (the global setup migrated it); returns its URL. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `spockout_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (admin) => {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
    // On DATABASE_URL's server, whose fsync is not ours to turn off, commits at least do not wait for the disk
    // (the embedded test server has all three settings off already). A clone does not inherit the template's.
    await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  return {
    url: urlFor(name),
    drop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
