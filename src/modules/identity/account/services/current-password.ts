import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { transaction } from '../../../../shared/transaction.js';
import { verifyPassword } from '../../domain/password-hasher.js';
import { User } from '../../domain/user.entity.js';
import { LoginThrottle, pairKey } from '../../sign-in-security/services/login-throttle.js';

/**
 * Re-authentication before a credential changes: checks the current password under the login throttle of
 * (username, address), so guessing it here spends the same budget as guessing at the sign-in (429 past it).
 * A wrong password is recorded and committed; `work` runs only after a right one, in the same transaction,
 * with the user row locked. Answers null for a wrong password, else what `work` answers.
 */
export async function withCurrentPassword<T>(
  em: EntityManager,
  userId: number,
  password: string,
  address: string,
  work: (em: EntityManager, user: User) => Promise<T>,
): Promise<{ value: T } | null> {
  const throttle = new LoginThrottle(em);
  return transaction(em, async (tx) => {
    const user = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const key = pairKey(user.username, address);
    await throttle.holdPair(tx, key);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await throttle.recordPairFailure(tx, key);
      return null;
    }
    await throttle.clearPair(tx, key);
    return { value: await work(tx, user) };
  });
}
