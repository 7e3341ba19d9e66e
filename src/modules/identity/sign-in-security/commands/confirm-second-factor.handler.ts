import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConfirmSecondFactor } from '../../contracts/second-factor.command.js';
import { User } from '../../domain/user.entity.js';
import { SecondFactorCheck } from '../services/second-factor.js';
import { TwoFactorErrors } from '../../domain/two-factor-errors.js';

@CommandHandler(ConfirmSecondFactor)
export class ConfirmSecondFactorHandler implements ICommandHandler<ConfirmSecondFactor> {
  constructor(
    private readonly em: EntityManager,
    private readonly check: SecondFactorCheck,
  ) {}

  async execute({ userId, code, field, address }: ConfirmSecondFactor): Promise<void> {
    // A fork outside the caller's transaction: the accepted step, or the wrong code's count, commits on its own,
    // whatever the caller's unit of work (a withdrawal under an Idempotency-Key) does next.
    const em = this.em.fork();
    const user = await em.findOne(User, userId);
    if (!user?.twoFactorEnabled) return;
    if (code === null || code === undefined || code.trim() === '') throw TwoFactorErrors.missingCode(field);
    const accepted = await em.transactional((tx) => this.check.verify(tx, userId, code, { address }));
    if (!accepted) throw TwoFactorErrors.wrongCode(field);
  }
}
