import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../shared/transaction.js';
import { ChallengeErrors } from '../domain/challenge-errors.js';
import type { Challenge } from '../domain/challenge.entity.js';
import { cancelWithRefunds } from './cancellation.js';
import { DeclineChallenge } from './challenge.commands.js';
import { lockChallenge } from './challenge-lock.js';

/** Only a named opponent declines (an open link is simply not taken); the creator's fee comes back once. */
@CommandHandler(DeclineChallenge)
export class DeclineChallengeHandler implements ICommandHandler<DeclineChallenge> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ token, userId }: DeclineChallenge): Promise<Challenge> {
    return transaction(this.em, async (em) => {
      const { challenge, tournament } = await lockChallenge(em, token);
      if (challenge.opponentId !== userId) throw ChallengeErrors.declineForbidden();
      if (challenge.status !== 'OPEN' || tournament.status !== 'PENDING')
        throw ChallengeErrors.notOpen(challenge.status === 'OPEN' ? 'EXPIRED' : challenge.status);
      await cancelWithRefunds(em, this.commands, tournament, 'declined', userId);
      return challenge;
    });
  }
}
