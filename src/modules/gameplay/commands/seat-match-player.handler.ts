import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { SeatMatchPlayer } from '../contracts/gameplay.commands.js';
import { MatchStarted } from '../contracts/gameplay.events.js';
import { databaseNow } from '../../../shared/database/query.js';
import { gameRepository } from '../persistence/game.repository.js';
import { matchRepository } from '../persistence/match.repository.js';
import { withoutValues } from './without-values.js';
import { msg } from '#i18n';

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
      const match = await matchRepository.lockBySlot(em, tournamentId, roundNumber, matchNumber);
      if (!match) throw DomainError.notFound(msg({ message: 'Match not found.' }));
      if (!match.seat(slot, userId)) return;
      if (!match.canStart) return matchRepository.save(em, [match]);
      const first = match.start(await databaseNow(em), this.config.matchStartGraceSeconds);
      // Starting the match inserts its first game with its fairness seed: a failure must not print it.
      await gameRepository.open(em, [first], [matchRepository.saving([match])]);
      const [player1Id, player2Id] = match.players;
      await recordEvents(
        em,
        raise(MatchStarted, match.id, {
          matchId: match.id,
          tournamentId,
          roundNumber,
          matchNumber,
          player1Id,
          player2Id,
          moveTimeout: match.moveTimeout,
          thirdPlace: match.thirdPlace,
        }),
      );
    }).catch((error: unknown) => {
      throw withoutValues(
        error,
        `Seating a player in match ${roundNumber}/${matchNumber} of tournament ${tournamentId}`,
      );
    });
  }
}
