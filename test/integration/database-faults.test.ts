import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';

/**
 * The database cutting a session under a transaction (a restart, a failover, an operator's
 * pg_terminate_backend): the pool must get its slot back, or after as many cuts as it has connections every
 * request waits for ever.
 */
describe('a transaction whose session the database cuts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.sql('CREATE TABLE fault_probe (id int)');
    await t.sql(
      `CREATE FUNCTION cut_session() RETURNS trigger AS $$ BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); RETURN NEW; END $$ LANGUAGE plpgsql`,
    );
    await t.sql('CREATE TRIGGER cut_session BEFORE INSERT ON fault_probe FOR EACH ROW EXECUTE FUNCTION cut_session()');
  });

  afterAll(async () => {
    await closeAll(t);
  });

  it('fails, and gives its pooled connection back: more cuts than the pool has connections, then a query still runs', async () => {
    // startTestApp's pool holds 5 connections.
    for (let cut = 0; cut < 8; cut++) {
      await expect(
        t.orm.em.fork().transactional((tx) => tx.execute('INSERT INTO fault_probe VALUES (1)')),
      ).rejects.toThrow(/terminating connection|Connection terminated|not queryable/);
    }
    const answer = t.orm.em.fork().execute<{ one: number }[]>('SELECT 1 AS one');
    const stuck = new Promise((resolve) => setTimeout(() => resolve('no connection within 5 s'), 5_000).unref());
    expect(await Promise.race([answer, stuck])).toEqual([{ one: 1 }]);
    expect(await t.sql('SELECT count(*)::int AS n FROM fault_probe')).toEqual([{ n: 0 }]);
  });
});
