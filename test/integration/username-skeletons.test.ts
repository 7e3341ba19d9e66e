import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/config/orm.js';
import { createTestDatabase } from '../support/test-database.js';

/** Issue 19 §4: users who registered before the skeleton column get theirs when the migration runs. */
describe('The username skeleton migration', () => {
  it('backfills every existing user, in batches, with the skeleton the app computes', async () => {
    const database = await createTestDatabase();
    let orm: MikroORM | undefined;
    const client = new pg.Client({ connectionString: database.url });
    try {
      orm = await openOrm(database.url, 2);
      // Back to the schema before the column, with users an older release registered.
      await orm.migrator.down({ to: 'Migration20261124006000_risk_signals' });
      await client.connect();
      await client.query(
        `INSERT INTO users (username, email, password_hash)
         SELECT 'player_' || n, 'p' || n || '@example.com', 'x' FROM generate_series(1, 2500) AS n`,
      );
      await client.query(
        "INSERT INTO users (username, email, password_hash) VALUES ('Adm1n.Fan', 'a@example.com', 'x'), ('M0rty', 'm@example.com', 'x')",
      );
      await orm.migrator.up();
      const { rows } = await client.query<{ username: string; username_skeleton: string | null }>(
        "SELECT username, username_skeleton FROM users WHERE username IN ('Adm1n.Fan', 'M0rty', 'player_2500') ORDER BY username",
      );
      expect(rows).toEqual([
        { username: 'Adm1n.Fan', username_skeleton: 'adrnlnfan' },
        { username: 'M0rty', username_skeleton: 'rnorty' },
        { username: 'player_2500', username_skeleton: 'player2soo' },
      ]);
      const missing = await client.query('SELECT count(*)::int AS n FROM users WHERE username_skeleton IS NULL');
      expect(missing.rows[0].n).toBe(0);
      const index = await client.query("SELECT 1 FROM pg_indexes WHERE indexname = 'users_username_skeleton'");
      expect(index.rowCount).toBe(1);
    } finally {
      await client.end().catch(() => undefined);
      await orm?.close();
      await database.drop();
    }
  }, 60_000);
});
