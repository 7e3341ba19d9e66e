import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../shared/transaction.js';
import { ChallengeErrors } from '../domain/challenge-errors.js';
import type { Challenge } from '../domain/challenge.entity.js';
import { cancelWithRefunds } from './cancellation.js';
import { CancelChallenge } from './challenge.commands.js';
import { lockChallenge } from './challenge-lock.js';

/** The tournament's cancellation (refunds keyed by the tournament: once), which closes the challenge with it. */
@CommandHandler(CancelChallenge)
export class CancelChallengeHandler implements ICommandHandler<CancelChallenge> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ token, userId }: CancelChallenge): Promise<Challenge> {
    return transaction(this.em, async (em) => {
      const { challenge, tournament } = await lockChallenge(em, token);
      if (userId !== challenge.creatorId) throw ChallengeErrors.cancelForbidden();
      if (challenge.status !== 'OPEN' || tournament.status !== 'PENDING')
        throw ChallengeErrors.notOpen(challenge.status === 'OPEN' ? 'EXPIRED' : challenge.status);
      await cancelWithRefunds(em, this.commands, tournament, 'cancelled_by_organizer', userId);
      return challenge;
    });
  }
}
