import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How gameplay's repositories write: each statement carries its whole crowd of rows (the timer's hundreds of
 * games, or a player's one) as a single JSON parameter read by jsonb_to_recordset, so its cost hardly grows
 * with the crowd, and the statements of one step go to the database together as data-modifying CTEs, one
 * round trip. The unit of work would hydrate, snapshot and diff every row and inline every value into its SQL:
 * that was most of a timer batch's CPU (docs/benchmarks.md).
 */
export interface RowWrite {
  /** One INSERT or UPDATE with exactly one `?`, the JSON rows; with a RETURNING clause when `returns`. */
  sql: string;
  rows: object[];
  returns: boolean;
}

/** A table's columns with their types in jsonb_to_recordset: the one list its statements are built from. */
export type Columns<Row> = { readonly [column in keyof Row & string]: string };

/** `x(col type, ...)`: the record type jsonb_to_recordset reads the listed columns as. */
export function recordType<Row>(columns: Columns<Row>, names: readonly (keyof Row & string)[]): string {
  return `x(${names.map((name) => `${name} ${columns[name]}`).join(', ')})`;
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
  const due = writes.filter((w) => w.rows.length > 0);
  if (due.length === 0) return [];
  const ctes = due.map((w, i) => `w${i} AS (${w.sql})`).join(', ');
  const result = due[0] === writes[0] && writes[0].returns ? 'SELECT * FROM w0' : 'SELECT 1 WHERE false';
  return em.execute<Returned[]>(
    `WITH ${ctes} ${result}`,
    due.map((w) => JSON.stringify(w.rows)),
  );
}

/** A PostgreSQL integer array literal: one parameter, however many ids. */
export function intArray(ids: number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/**
 * Rows carry timestamps as text: the ORM's driver hands them over unparsed (as json_agg does), and a row
 * written as JSON carries ISO text. The entities hold Dates.
 */
export const toDate = (value: string): Date => new Date(value);
export const toDateOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));
export const toText = (value: Date): string => value.toISOString();
export const toTextOrNull = (value: Date | null): string | null => (value === null ? null : value.toISOString());
