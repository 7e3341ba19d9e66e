import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
} from 'kysely';

/**
 * The versioned patch of kysely (patches/kysely+*.patch, applied by patch-package at install) and the bug it works
 * around: kysely-org/kysely#1990, a ControlledTransaction (how MikroORM 7 runs every transaction) gives its pooled
 * connection back only after a ROLLBACK that succeeded. The database-faults test shows what the patch protects.
 */
const cut = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });

function connection(fail: () => Error): DatabaseConnection {
  return {
    executeQuery: (query) =>
      CompiledQuery.raw('rollback').sql === query.sql ? Promise.reject(fail()) : Promise.resolve({ rows: [] }),
    streamQuery: () => {
      throw new Error('not used');
    },
  };
}

describe('kysely: a ROLLBACK on a session the server cut', () => {
  it('still keeps the connection of a ControlledTransaction checked out (kysely-org/kysely#1990): when this fails, kysely releases it itself, and the patch can go', async () => {
    let released = 0;
    const driver: Driver = {
      init: () => Promise.resolve(),
      acquireConnection: () => Promise.resolve(connection(cut)),
      beginTransaction: () => Promise.resolve(),
      commitTransaction: () => Promise.resolve(),
      // Unpatched behaviour: any failed ROLLBACK throws.
      rollbackTransaction: (conn) => conn.executeQuery(CompiledQuery.raw('rollback')).then(() => undefined),
      releaseConnection: () => {
        released++;
        return Promise.resolve();
      },
      destroy: () => Promise.resolve(),
    };
    const db = new Kysely<object>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => driver,
        createIntrospector: (kysely) => new PostgresIntrospector(kysely),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    const trx = await db.startTransaction().execute();
    await expect(trx.rollback().execute()).rejects.toThrow('Connection terminated');
    expect(released).toBe(0);
    await db.destroy();
  });

  it('is let go by the patched PostgresDriver when the session is gone, and still thrown otherwise', async () => {
    const driver = new PostgresDriver({ pool: {} as never });
    await expect(driver.rollbackTransaction(connection(cut))).resolves.toBeUndefined();
    const terminated = () =>
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    await expect(driver.rollbackTransaction(connection(terminated))).resolves.toBeUndefined();
    const other = () => Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    await expect(driver.rollbackTransaction(connection(other))).rejects.toThrow('statement timeout');
  });
});
