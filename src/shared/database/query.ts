import type { EntityManager } from '@mikro-orm/postgresql';
import type { Compilable, Kysely, RawBuilder, Selectable } from 'kysely';
import type { DB } from './db.js';

export type { DB } from './db.js';

/** A table's row as it is read (timestamps as the text PostgreSQL sends, bigints as strings): the one row type. */
export type Row<Table extends keyof DB> = Selectable<DB[Table]>;

/**
 * The one way to query outside the unit of work: kysely's typed builder (or its `sql<Row>` template) over the
 * generated schema, on the EntityManager's connection, inside its transaction when one is open.
 */
export function db(em: EntityManager): Kysely<DB> {
  return em.getKysely<DB>();
}

type Query<R> = Compilable<R> | RawBuilder<R>;

const isRawBuilder = <R>(query: Query<R>): query is RawBuilder<R> => 'isRawBuilder' in query;

/**
 * Runs a builder query or a `sql<Row>` template on the EntityManager's connection (its transaction when one is
 * open) and answers its rows. A failure is raised as MikroORM's exception for it (UniqueConstraintViolationException,
 * a DriverException...), exactly as `em.execute` and `flush()` raise them, so one catch serves both.
 */
export async function all<R>(em: EntityManager, query: Query<R>): Promise<R[]> {
  const kysely = db(em);
  try {
    const result = isRawBuilder(query) ? await query.execute(kysely) : await kysely.executeQuery(query);
    return result.rows;
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  }
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
