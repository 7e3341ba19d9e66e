import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Deposit, DepositDispute } from '../domain/deposit.entity.js';

/**
 * Loads a deposit locked FOR UPDATE: two deliveries of one provider notice (or two notices about one payment)
 * are serialised here, and the second sees what the first decided. Null when no deposit matches.
 */
export async function lockDeposit(em: EntityManager, where: FilterQuery<Deposit>): Promise<Deposit | null> {
  // Several rows may share a payment reference only by a provider's mistake: the oldest is the one paid.
  const found = await em.find(Deposit, where, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
    orderBy: { id: 'asc' },
    limit: 1,
  });
  return found.at(0) ?? null;
}

/** A dispute of a deposit whose row is already locked (so no lock of its own is needed). */
export function findDispute(em: EntityManager, depositId: number, reference: string): Promise<DepositDispute | null> {
  return em.findOne(DepositDispute, { depositId, providerReference: reference }, { refresh: true });
}
