import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { raise, type RaisedEvent } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { MoveDeadlineNeared } from '../contracts/gameplay.events.js';
import { gameRepository } from '../persistence/game.repository.js';
import { moveRepository } from '../persistence/move.repository.js';
import { SendMoveReminders } from './send-move-reminders.command.js';

/**
 * Takes the due reminders (each game once, however many instances sweep) and raises one event per player still
 * to move, in one transaction: a reminder exists if and only if its game was taken. The games are locked first,
 * then read with their matches and moves as the move desk reads them, so a move made before counts.
 */
@CommandHandler(SendMoveReminders)
export class SendMoveRemindersHandler implements ICommandHandler<SendMoveReminders> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: SendMoveReminders): Promise<number> {
    return transaction(this.em, async (em) => {
      const ids = await gameRepository.takeDueReminders(em, limit);
      if (ids.length === 0) return 0;
      const { games, matches } = await gameRepository.lockWithMatches(em, ids);
      const { moves } = await moveRepository.inGamesWithClock(em, ids);
      const matchOf = new Map(matches.map((m) => [m.id, m]));
      const events: RaisedEvent[] = [];
      for (const game of games) {
        const match = matchOf.get(game.matchId);
        // A practice match reminds nobody (its clock is under daily play's anyway): the player is at the board.
        if (!match || match.tournamentId === null) continue;
        const tournamentId = match.tournamentId;
        const [player1Id, player2Id] = match.players;
        for (const [userId, opponentId, deadline] of [
          [player1Id, player2Id, game.player1Deadline],
          [player2Id, player1Id, game.player2Deadline],
        ] as const) {
          if (moves.some((m) => m.gameId === game.id && m.userId === userId)) continue;
          events.push(
            raise(MoveDeadlineNeared, game.id, {
              matchId: match.id,
              tournamentId,
              roundNumber: match.roundNumber,
              matchNumber: match.matchNumber,
              gameId: game.id,
              gameNumber: game.gameNumber,
              userId,
              opponentId,
              deadline: deadline.toISOString(),
              moveTimeout: match.moveTimeout,
              thirdPlace: match.thirdPlace,
            }),
          );
        }
      }
      await recordEvents(em, ...events);
      return events.length;
    });
  }
}
