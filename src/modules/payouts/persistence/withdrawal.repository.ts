import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { isStorableId } from '../../../shared/http/entity-id.pipe.js';
import { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';

/**
 * Loads a withdrawal locked FOR UPDATE, so two admins (or a player and an admin) acting at once are
 * serialised and the second sees the first one's decision. Another player's withdrawal is as unknown as a
 * missing one.
 */
export async function lockWithdrawal(em: EntityManager, id: number, ownerId?: number): Promise<WithdrawalRequest> {
  if (!isStorableId(id)) throw DomainError.notFound('Withdrawal request not found.');
  const where = ownerId === undefined ? { id } : { id, userId: ownerId };
  const withdrawal = await em.findOne(WithdrawalRequest, where, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (!withdrawal) throw DomainError.notFound('Withdrawal request not found.');
  return withdrawal;
}
