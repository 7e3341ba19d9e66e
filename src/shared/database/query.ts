import type { EntityManager } from '@mikro-orm/postgresql';
import { type Compilable, type CompiledQuery, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { DB } from './db.js';
import { readsMayLag } from './replica-reads.js';
import { ReplicaRoutingDriver } from './replica-routing-driver.js';

export type { DB } from './db.js';

/** A table's row as it is read (timestamps as the text PostgreSQL sends, bigints as strings): the one row type. */
export type Row<Table extends keyof DB> = Selectable<DB[Table]>;

const READ = { type: 'read' } as const;

/**
 * The one way to query outside the unit of work: kysely's typed builder over the generated schema (or, where
 * the builder cannot say it, a SQL template, named and run by test/integration/sql-templates.test.ts), on the
 * EntityManager's connection, inside its transaction when one is open. Inside a query
 * that may read from a replica (`@ReadsFromReplica()`, replica-reads.ts) and outside a transaction, on MikroORM's
 * 'read' connection: a replica proven current, or the primary (ReplicaRoutingDriver).
 */
export function db(em: EntityManager): Kysely<DB> {
  return readsMayLag() ? em.getKysely<DB>(READ) : em.getKysely<DB>();
}

/** A builder query, a SQL template, or a query compiled once (prepared.ts). */
type Query<R> = Compilable<R> | RawBuilder<R> | CompiledQuery<R>;

const isRawBuilder = <R>(query: Query<R>): query is RawBuilder<R> => 'isRawBuilder' in query;

/**
 * Runs a builder query or a SQL template on the EntityManager's connection (its transaction when one is
 * open) and answers its rows. A failure is raised as MikroORM's exception for it (UniqueConstraintViolationException,
 * a DriverException...), exactly as `em.execute` and `flush()` raise them, so one catch serves both.
 */
export async function all<R>(em: EntityManager, query: Query<R>): Promise<R[]> {
  const kysely = db(em);
  try {
    return await rowsOf(kysely, query);
  } catch (error) {
    const driver = em.getDriver();
    const replica = driver instanceof ReplicaRoutingDriver ? driver.replicaIndexOf(kysely) : -1;
    if (!(driver instanceof ReplicaRoutingDriver) || replica < 0) throw driver.convertException(error as Error);
    // A replica failed (gone, restarting, or it cancelled the read for a conflict with its recovery): the read is
    // answered from the primary, and no other goes to that replica until it is measured current again.
    driver.replicaFailed(replica);
    try {
      return await rowsOf(em.getKysely<DB>(), query);
    } catch (again) {
      throw driver.convertException(again as Error);
    }
  }
}

async function rowsOf<R>(kysely: Kysely<DB>, query: Query<R>): Promise<R[]> {
  const result = isRawBuilder(query) ? await query.execute(kysely) : await kysely.executeQuery(query);
  return result.rows;
}

/** The first row of `all`, if any. */
export async function first<R>(em: EntityManager, query: Query<R>): Promise<R | undefined> {
  return (await all(em, query)).at(0);
}

/** The one row a statement always answers (an aggregate, `RETURNING` of a single insert, a function call). */
export async function one<R>(em: EntityManager, query: Query<R>): Promise<R> {
  const row = await first(em, query);
  if (row === undefined) throw new Error('The query answered no row');
  return row;
}

/** NOTIFY on `channel`, delivered to the listeners when the EntityManager's transaction commits. */
export async function notify(em: EntityManager, channel: string, payload: string): Promise<void> {
  await all(
    em,
    db(em).selectNoFrom((eb) => eb.fn<null>('pg_notify', [eb.val(channel), eb.val(payload)]).as('notified')),
  );
}

/**
 * The database's clock, the one clock of deadlines: registration closes, moves fall due and sweeps run against
 * it, so app instances with drifting clocks agree on when. clock_timestamp(), not now(): the moment of asking,
 * even late in a long transaction.
 */
export async function databaseNow(em: EntityManager): Promise<Date> {
  const row = await one(
    em,
    db(em).selectNoFrom((eb) => eb.fn<string>('clock_timestamp').as('now')),
  );
  return new Date(row.now);
}
