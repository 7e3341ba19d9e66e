import pg from 'pg';

/** Creates database `name` (from `template` when given) unless it exists, through the server's admin URL. */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` TEMPLATE "${template}"` : '';
      await client.query(`CREATE DATABASE "${name}"${from}`);
    }
  } finally {
    await client.end();
  }
}
