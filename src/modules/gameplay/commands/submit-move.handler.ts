import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DriverException, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { raise, type RaisedEvent } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import type { Choice } from '../contracts/choices.js';
import { GameCompleted, MatchCompleted, MoveAutoSubmitted, MoveSubmitted } from '../contracts/gameplay.events.js';
import { databaseNow } from '../domain/database-clock.js';
import { Game } from '../domain/game.entity.js';
import { Match } from '../domain/match.entity.js';
import { Move } from '../domain/move.entity.js';
import { INVALID_CHOICE, isChoice } from '../domain/rules.js';
import { SubmitMove, type SubmitMoveResult } from './submit-move.command.js';

export const ALREADY_SUBMITTED = 'You have already submitted a choice for this game';

function alreadySubmitted(): DomainError {
  return DomainError.refused('already_submitted', ALREADY_SUBMITTED);
}

/**
 * A database error raised while storing a move renders its SQL with the bound values, the choice among
 * them. Nothing that carries a hidden choice may reach a log line, so only the error's class and SQL state
 * travel on.
 */
function withoutValues(error: unknown, gameId: number): Error {
  if (!(error instanceof DriverException)) return error as Error;
  const sanitized = new Error(`Storing a move in game ${gameId} failed: ${error.name} (SQLSTATE ${error.sqlState ?? error.code ?? '?'})`);
  sanitized.name = error.name;
  return sanitized;
}

@CommandHandler(SubmitMove)
export class SubmitMoveHandler implements ICommandHandler<SubmitMove> {
  private readonly logger = new Logger('SubmitMove');

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ gameId, userId, choice, auto }: SubmitMove): Promise<SubmitMoveResult> {
    if (!isChoice(choice)) throw DomainError.validation('choice', INVALID_CHOICE, 'invalid_choice');
    if (!auto) await this.assertMayPlay(userId);
    try {
      return await transaction(this.em, (em) => this.submit(em, gameId, userId, choice, auto));
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // Every path locks the game row before it looks for moves, so this only fires if that rule is broken.
      if (error instanceof UniqueConstraintViolationException) {
        this.logger.warn(`A second move for user ${userId} in game ${gameId} met the unique index`);
        throw alreadySubmitted();
      }
      throw withoutValues(error, gameId);
    }
  }

  private async assertMayPlay(userId: number): Promise<void> {
    const summaries = await this.queries.execute(new GetUserSummaries([userId]));
    if (summaries.get(userId)?.isBlocked) {
      throw DomainError.forbidden('Your account is blocked and cannot play.', 'account_blocked');
    }
  }

  private async submit(em: EntityManager, gameId: number, userId: number, choice: Choice, auto: boolean): Promise<SubmitMoveResult> {
    // The game row is the lock that orders both players' submits and the timer: game first, then match.
    const game = await em.findOne(Game, gameId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!game) throw DomainError.notFound('Game not found.');
    const match = await em.findOneOrFail(Match, game.matchId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const slot = match.slotOf(userId);
    if (slot === null) throw DomainError.forbidden('You are not a player in this match.', 'not_a_player');
    if (match.isComplete) throw DomainError.refused('match_complete', 'This match is already complete.');
    if (match.status !== 'IN_PROGRESS') throw DomainError.refused('match_not_started', 'This match has not started yet.');
    if (game.isComplete) throw DomainError.refused('not_current_game', 'This is not the current game of this match.');

    const moves = await em.find(Move, { gameId }, { refresh: true });
    if (moves.some((m) => m.userId === userId)) throw alreadySubmitted();
    const now = await databaseNow(em);
    if (auto && !game.isOverdueFor(slot, now)) {
      throw DomainError.refused('move_not_due', 'The move deadline has not passed yet.');
    }

    em.persist(new Move(game.id, userId, choice, auto, now));
    const ref = { matchId: match.id, tournamentId: match.tournamentId, roundNumber: match.roundNumber, matchNumber: match.matchNumber };
    const events: RaisedEvent[] = [
      // Never the choice: the opponent must not learn it before the game completes.
      raise(auto ? MoveAutoSubmitted : MoveSubmitted, game.id, { ...ref, gameId: game.id, gameNumber: game.gameNumber, userId }, userId),
    ];

    const opponentMove = moves.find((m) => m.userId !== userId);
    let matchComplete = false;
    if (opponentMove) {
      const [player1Choice, player2Choice] = slot === 1 ? [choice, opponentMove.choice] : [opponentMove.choice, choice];
      const decision = game.complete(player1Choice, player2Choice, match.players, now);
      events.push(
        raise(GameCompleted, game.id, {
          ...ref,
          gameId: game.id,
          gameNumber: game.gameNumber,
          player1Choice,
          player2Choice,
          winnerId: game.winnerId,
          resultDescription: decision.description,
        }),
      );
      // The finished game must be closed in the database before the next one opens (one open game per match).
      await em.flush();
      const next = match.recordGame(game, decision.winner, now, this.config.moveTimeoutSeconds);
      if (next) em.persist(next);
      else {
        matchComplete = true;
        events.push(
          raise(MatchCompleted, match.id, {
            ...ref,
            winnerId: match.winnerId as number,
            loserId: match.loserId as number,
            player1Score: match.player1Score,
            player2Score: match.player2Score,
            isFinal: match.isFinal,
          }),
        );
      }
    }
    recordEvents(em, ...events);
    await em.flush();
    return { gameId: game.id, matchId: match.id, gameComplete: Boolean(opponentMove), matchComplete };
  }
}
