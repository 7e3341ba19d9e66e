import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { isStorableId } from '../../../shared/http/entity-id.pipe.js';
import { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';
import { msg } from '#i18n';

/**
 * Loads a withdrawal locked FOR UPDATE, so two admins (or a player and an admin) acting at once are
 * serialised and the second sees the first one's decision. Another player's withdrawal is as unknown as a
 * missing one.
 */
export async function lockWithdrawal(em: EntityManager, id: number, ownerId?: number): Promise<WithdrawalRequest> {
  if (!isStorableId(id)) throw DomainError.notFound(msg({ message: 'Withdrawal request not found.' }));
  const where = ownerId === undefined ? { id } : { id, userId: ownerId };
  const withdrawal = await em.findOne(WithdrawalRequest, where, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (!withdrawal) throw DomainError.notFound(msg({ message: 'Withdrawal request not found.' }));
  return withdrawal;
}

/** Who withdrew to a destination (a canonical key, payment-destination.ts), and how often. */
export interface DestinationUse {
  destinationKey: string;
  userId: number;
  withdrawals: number;
}

/** Every account's withdrawals to the given destinations, any status: one grouped read on the destination index. */
export async function findDestinationUses(em: EntityManager, keys: string[]): Promise<DestinationUse[]> {
  if (keys.length === 0) return [];
  const rows = await all(
    em,
    db(em)
      .selectFrom('withdrawal_requests')
      .select((eb) => ['destination_key', 'user_id', eb.fn.countAll<string>().as('withdrawals')])
      .where('destination_key', 'in', [...new Set(keys)])
      .groupBy(['destination_key', 'user_id'])
      .orderBy('user_id'),
  );
  return rows.map((row) => ({
    destinationKey: row.destination_key,
    userId: row.user_id,
    withdrawals: Number(row.withdrawals),
  }));
}
