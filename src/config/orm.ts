import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from './mikro-orm.config.js';

/** Any constant: instances starting together take turns to migrate (MikroORM's migrator takes no lock). */
const MIGRATION_LOCK = 7_420_001;

/**
 * Connects and brings the schema up to the newest committed migration, one instance at a time. The replicas
 * (DATABASE_REPLICA_URLS) receive the migrations through replication.
 */
export async function openOrm(
  clientUrl: string,
  poolSize?: number,
  replicaUrls: readonly string[] = [],
): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(clientUrl, poolSize, replicaUrls));
  const lock = new pg.Client({ connectionString: clientUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await orm.migrator.up();
  } catch (error) {
    await orm.close();
    throw error;
  } finally {
    await lock.end();
  }
  // init() is declared to answer the core MikroORM but constructs `new this(...)`: this is a PostgreSqlMikroORM.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- see above
  return orm;
}
