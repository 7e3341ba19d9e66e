import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { SeatMatchPlayer } from '../contracts/gameplay.commands.js';
import { MatchStarted } from '../contracts/gameplay.events.js';
import { databaseNow } from '../domain/database-clock.js';
import { Match } from '../domain/match.entity.js';
import { withoutValues } from './without-values.js';

/**
 * Seats a winner in a later-round match and starts it once both slots are filled. Seating the same player
 * in the same slot again changes nothing, so a re-delivered MatchCompleted is harmless.
 */
@CommandHandler(SeatMatchPlayer)
export class SeatMatchPlayerHandler implements ICommandHandler<SeatMatchPlayer> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ tournamentId, roundNumber, matchNumber, slot, userId }: SeatMatchPlayer): Promise<void> {
    await transaction(this.em, async (em) => {
      const match = await em.findOne(
        Match,
        { tournamentId, roundNumber, matchNumber },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!match) throw DomainError.notFound('Match not found.');
      const seated = match.seat(slot, userId);
      if (seated && match.canStart) {
        em.persist(match.start(await databaseNow(em), this.config.moveTimeoutSeconds, this.config.matchStartGraceSeconds));
        const [player1Id, player2Id] = match.players;
        await recordEvents(
          em,
          raise(MatchStarted, match.id, { matchId: match.id, tournamentId, roundNumber, matchNumber, player1Id, player2Id }),
        );
      }
      await em.flush();
      // Starting the match inserts its first game with its fairness seed: a failure must not print it.
    }).catch((error: unknown) => {
      throw withoutValues(error, `Seating a player in match ${roundNumber}/${matchNumber} of tournament ${tournamentId}`);
    });
  }
}
