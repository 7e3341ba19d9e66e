import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { databaseNow } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { ChallengeAccepted } from '../contracts/tournaments.events.js';
import { ChallengeErrors } from '../domain/challenge-errors.js';
import type { Challenge } from '../domain/challenge.entity.js';
import { admitPlayer, assertMayPlay } from './admission.js';
import { AcceptChallenge } from './challenge.commands.js';
import { lockChallenge } from './challenge-lock.js';

/**
 * The accepter's seat and fee (admitPlayer: every money rule, the fee in one entry) and the start of the full
 * tournament (the check-in: both there, it starts at once), in one transaction under the tournament's lock: of
 * racing accepts the first wins and the others find the challenge ACCEPTED (409), having paid nothing.
 */
@CommandHandler(AcceptChallenge)
export class AcceptChallengeHandler implements ICommandHandler<AcceptChallenge> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ token, userId }: AcceptChallenge): Promise<Challenge> {
    await assertMayPlay(this.queries, userId);
    return transaction(this.em, async (em) => {
      const { challenge, tournament } = await lockChallenge(em, token);
      challenge.assertAcceptableBy(userId);
      // Past its expiry but not swept yet: closed all the same, on the database's clock.
      if (tournament.status !== 'PENDING' || !tournament.isRegistrationOpen(await databaseNow(em)))
        throw ChallengeErrors.notOpen(tournament.status === 'PENDING' ? 'EXPIRED' : challenge.status);
      challenge.accept(userId);
      await em.flush();
      await recordEvents(
        em,
        raise(
          ChallengeAccepted,
          challenge.id,
          {
            challengeId: challenge.id,
            tournamentId: tournament.id,
            creatorId: challenge.creatorId,
            opponentId: userId,
            rematchOfMatchId: challenge.rematchOfMatchId,
          },
          userId,
        ),
      );
      await admitPlayer(em, this.commands, this.queries, tournament, userId);
      return challenge;
    });
  }
}
