/**
 * The entry of a table keyed by a closed set of names, for a name that arrives as a plain string (from the server, a
 * URL): undefined when the table has no such key of its own, so a caller's fallback covers names it does not know.
 */
export function lookup<K extends string, V>(table: Readonly<Record<K, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key as K] : undefined;
}
