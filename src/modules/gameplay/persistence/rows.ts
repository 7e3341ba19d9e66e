import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { all } from '../../../shared/database/query.js';

/**
 * How gameplay's repositories write: each statement carries its whole crowd of rows (the timer's hundreds of
 * games, or a player's one) as a single JSON parameter read by jsonb_to_recordset, so its cost hardly grows
 * with the crowd, and the statements of one step go to the database together as data-modifying CTEs, one
 * round trip. The unit of work would hydrate, snapshot and diff every row and inline every value into its SQL:
 * that was most of a timer batch's CPU (docs/benchmarks.md).
 */
export interface RowWrite {
  /** One INSERT or UPDATE reading its rows from `recordset(...)`; with a RETURNING clause when `returns`. */
  sql: RawBuilder<unknown>;
  /** How many rows it writes: a write of none is left out. */
  count: number;
  returns: boolean;
}

/** The column types jsonb_to_recordset reads rows with. */
export type ColumnType = 'int' | 'bigint' | 'text' | 'boolean' | 'timestamptz';

/** A table's columns with their types in jsonb_to_recordset: the one list its statements are built from. */
export type Columns<Row> = { readonly [column in keyof Row & string]: ColumnType };

/** `player1_id` → `player1Id`: an entity's field for a column. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/**
 * The entity's fields for every column of the generated row type, each once: a mapper from a row builds an
 * object that `satisfies` this, so a new or renamed column is a type error there, not a field silently left out.
 */
export type EntityFields<Row> = { [Column in keyof Row & string as Camel<Column>]: unknown };

/** `a, b, c`: the listed columns, quoted. */
export function columnList(names: readonly string[]): RawBuilder<unknown> {
  return sql.join(names.map((name) => sql.ref(name)));
}

/** `a = x.a, b = x.b`: an UPDATE's assignments from the recordset `x`. */
export function assignments(names: readonly string[]): RawBuilder<unknown> {
  return sql.join(names.map((name) => sql`${sql.ref(name)} = ${sql.ref(`x.${name}`)}`));
}

/** `x(col type, ...)`: the record type jsonb_to_recordset reads the listed columns as. */
export function recordType<Row>(columns: Columns<Row>, names: readonly (keyof Row & string)[]): RawBuilder<unknown> {
  return sql`x(${sql.join(names.map((name) => sql`${sql.ref(name)} ${sql.raw(columns[name])}`))})`;
}

/** `jsonb_to_recordset($1::jsonb) AS x(...)`: the rows as one JSON parameter, however many. */
export function recordset(rows: object[], type: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS ${type}`;
}

/** Picks the listed columns of a row, for a statement that writes only those. */
export function pick<Row>(row: Row, names: readonly (keyof Row & string)[]): Partial<Row> {
  return Object.fromEntries(names.map((name) => [name, row[name]])) as Partial<Row>;
}

/**
 * Runs the writes in one round trip; the rows the first write returns come back. Data-modifying CTEs run to
 * completion whether or not the outer query reads them, but in no promised order and on one snapshot: writes
 * that depend on each other go in separate calls (a game is closed before the next one of its match opens,
 * as the one-open-game-per-match index requires).
 */
export async function writeTogether<Returned>(em: EntityManager, writes: RowWrite[]): Promise<Returned[]> {
  const due = writes.filter((w) => w.count > 0);
  if (due.length === 0) return [];
  const ctes = sql.join(due.map((w, i) => sql`${sql.ref(`w${i}`)} AS (${w.sql})`));
  const result = due[0] === writes[0] && writes[0].returns ? sql`SELECT * FROM w0` : sql`SELECT 1 WHERE false`;
  return all(em, sql<Returned>`WITH ${ctes} ${result}`);
}

/**
 * Rows carry timestamps as text: the ORM's driver hands them over unparsed (as json_agg does), and a row
 * written as JSON carries ISO text. The entities hold Dates.
 */
export const toDate = (value: string): Date => new Date(value);
export const toDateOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));
export const toText = (value: Date): string => value.toISOString();
export const toTextOrNull = (value: Date | null): string | null => (value === null ? null : value.toISOString());
