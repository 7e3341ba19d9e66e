import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../../shared/transaction.js';
import { User } from '../../domain/user.entity.js';
import { spendAccountToken } from '../../persistence/account-tokens.js';
import { keepSuspendedFactor } from '../services/factor-suspension.js';
import { KeepFactor } from './keep-factor.command.js';
import { invalidLink } from '../../domain/account-errors.js';

/**
 * The keep link of a factor a reset suspended (issue 30 §1): spent, and the factor works again. A link whose
 * factor is gone, replaced or kept already is refused like any dead link, and spends nothing.
 */
@CommandHandler(KeepFactor)
export class KeepFactorHandler implements ICommandHandler<KeepFactor> {
  constructor(private readonly em: EntityManager) {}

  execute({ token }: KeepFactor): Promise<string> {
    return transaction(this.em, async (em) => {
      const found = await spendAccountToken(em, 'keep_factor', token);
      const user = found?.subject
        ? await em.findOne(User, found.userId, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      const kept = found?.subject && user ? await keepSuspendedFactor(em, user, found.subject) : null;
      if (!kept) throw invalidLink();
      await em.flush();
      return kept.kind === 'passkey'
        ? `The passkey "${kept.name}" works again.`
        : 'Your authenticator app works again.';
    });
  }
}
