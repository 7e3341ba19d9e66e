import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { User } from '../../domain/user.entity.js';
import { spendAccountToken, spendAllAccountTokens } from '../../persistence/account-tokens.js';
import { findUserByEmail } from '../../persistence/user-lookup.js';
import { ConfirmEmailChange } from './confirm-email-change.command.js';
import { invalidLink, TAKEN_EMAIL } from '../../domain/account-errors.js';

/** The link mailed to a new address: the account moves to it, verified, and links sent to the old one die. */
@CommandHandler(ConfirmEmailChange)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChange> {
  constructor(private readonly em: EntityManager) {}

  async execute({ token }: ConfirmEmailChange): Promise<void> {
    try {
      await transaction(this.em, async (em) => {
        const found = await spendAccountToken(em, 'change_email', token);
        if (!found) throw invalidLink();
        const user = await em.findOne(User, found.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!user) throw invalidLink();
        const holder = await findUserByEmail(em, found.email);
        if (holder && holder.id !== user.id) throw DomainError.validation('email', TAKEN_EMAIL);
        user.changeEmail(found.email);
        await spendAllAccountTokens(em, user.id);
        await em.flush();
      });
    } catch (error) {
      // Another account took the address between the check and the write: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw DomainError.validation('email', TAKEN_EMAIL);
      throw error;
    }
  }
}
