import { TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs a use case in a transaction, joining the caller's when there is one: a command another context sends
 * inside its unit of work (joining a tournament charges the fee) commits or rolls back with it.
 */
export function transaction<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional((tx) => work(tx), { propagation: TransactionPropagation.REQUIRED });
}
