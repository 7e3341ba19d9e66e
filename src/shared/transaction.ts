import { TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from './database/query.js';

/**
 * Runs a use case in a transaction, joining the caller's when there is one: a command another context sends
 * inside its unit of work (joining a tournament charges the fee) commits or rolls back with it.
 */
export function transaction<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional((tx) => work(tx), { propagation: TransactionPropagation.REQUIRED });
}

/**
 * Serialises, until the transaction ends, every transaction that takes the same (namespace, key): a
 * check-then-write of one account's limit (count what is open, then open one more) cannot be raced past, on
 * any instance. Namespaces are fixed numbers, one per kind of limit; key is a user id or a hash.
 */
export async function lockExclusively(em: EntityManager, namespace: number, key: number | string): Promise<void> {
  await all(
    em,
    db(em).selectNoFrom((eb) =>
      eb
        .fn<null>('pg_advisory_xact_lock', [
          eb.cast(eb.val(namespace), 'integer'),
          typeof key === 'number' ? eb.cast(eb.val(key), 'integer') : eb.fn<number>('hashtext', [eb.val(key)]),
        ])
        .as('locked'),
    ),
  );
}

/** As lockExclusively, for a lock of its own kind with one key (pg_advisory_xact_lock's bigint form). */
export async function lockAlone(em: EntityManager, key: number): Promise<void> {
  await all(
    em,
    db(em).selectNoFrom((eb) => eb.fn<null>('pg_advisory_xact_lock', [eb.cast(eb.val(key), 'bigint')]).as('locked')),
  );
}
