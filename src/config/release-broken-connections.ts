import { PostgresDriver } from 'kysely';
import { isDatabaseUnavailable } from '../shared/errors/database-failures.js';

/**
 * Kysely (under MikroORM 7) gives a transaction's pooled connection back only once its ROLLBACK succeeds. When
 * the database has cut the session (a restart, a failover, pg_terminate_backend), the ROLLBACK fails as well, and
 * the connection stayed checked out for good: each such transaction cost the pool a slot, and with the pool full
 * every request waited for ever (pg-pool has no acquire timeout here). A session that is gone has been rolled
 * back by the server already, so that failure is dropped: kysely then releases the client, and pg-pool discards
 * it as broken instead of handing it out again. Any other rollback failure still throws.
 *
 * Installed once, on import, for every ORM this process opens (app, scripts, tests).
 */
// Kept to be called with the driver as `this` (rollback.apply below), never unbound.
// eslint-disable-next-line @typescript-eslint/unbound-method -- see above
const rollback = PostgresDriver.prototype.rollbackTransaction;

PostgresDriver.prototype.rollbackTransaction = async function rollbackOrLetGo(
  this: PostgresDriver,
  ...args: Parameters<typeof rollback>
) {
  try {
    await rollback.apply(this, args);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
  }
};
