import type { EntityManager } from '@mikro-orm/postgresql';
import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from 'kysely';
import { db, type DB } from './query.js';

/** Stands for a value while the query is compiled: its place in the parameters is filled per call. */
class Slot {
  constructor(readonly key: string) {}
}

/**
 * A builder query compiled once and given new values on each call. Kysely builds its immutable, frozen nodes and
 * compiles them again on every call: for the statements of a move and of the 5 s match poll, that was a fifth of
 * the app's CPU in the gameplay benchmark (docs/benchmarks.md, issue 35 §2). Here `build` runs once, with a stand-in
 * for each value of `values`, and each call only puts the values in their places.
 *
 * The query's shape must not depend on the values: a value is only ever a parameter (`=`, `= any(...)`, `limit`),
 * never a list spread into the SQL (`in`, whose placeholders follow the list's length) nor a branch in `build`.
 * The compiled SQL is the same on every connection of the one dialect, so the first EntityManager's serves all.
 */
export function prepared<V extends Record<string, unknown>, R>(
  build: (kysely: Kysely<DB>, values: V) => Compilable<R>,
): (em: EntityManager, values: V) => CompiledQuery<R> {
  let compiled: CompiledQuery<R> | null = null;
  return (em, values) => {
    compiled ??= build(db(em), new Proxy({}, { get: (_, key) => new Slot(String(key)) }) as V).compile();
    return {
      ...compiled,
      parameters: compiled.parameters.map((p) => (p instanceof Slot ? values[p.key] : p)),
      queryId: createQueryId(),
    };
  };
}
