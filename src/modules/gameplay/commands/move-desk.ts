import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { raise, type RaisedEvent } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import type { Choice } from '../contracts/choices.js';
import { isDailyPlay } from '../contracts/clocks.js';
import {
  GameCompleted,
  GameStarted,
  MatchCompleted,
  MoveAutoSubmitted,
  MoveSubmitted,
} from '../contracts/gameplay.events.js';
import { COMPUTER_PLAYER_ID } from '../contracts/practice.js';
import type { Game, Slot } from '../domain/game.entity.js';
import type { Match } from '../domain/match.entity.js';
import { Move } from '../domain/move.entity.js';
import { INVALID_CHOICE, type GameWinner } from '../domain/rules.js';
import type { SubmitMoveResult } from './submit-move.command.js';
import { gameRepository } from '../persistence/game.repository.js';
import { matchRepository } from '../persistence/match.repository.js';
import { moveRepository } from '../persistence/move.repository.js';
import { writeTogether } from '../persistence/rows.js';
import { msg } from '#i18n';

export const ALREADY_SUBMITTED = msg({ message: 'You have already submitted a choice for this game' });

export interface MoveRequest {
  gameId: number;
  userId: number;
  /** A player's choice. Ignored for the timer's move: that one is the game's to derive (docs/fairness.md). */
  choice?: Choice;
  /** The timer's move: refused before the player's deadline. */
  auto: boolean;
}

/** What became of one requested move: stored (with what it decided) or refused. */
export type MoveOutcome = SubmitMoveResult | DomainError;

interface Decided {
  game: Game;
  match: Match;
  winner: GameWinner;
  events: RaisedEvent[];
  result: SubmitMoveResult;
}

/**
 * The rules of submitting moves, for one move or a crowd of them in one unit of work: a player's submit is a
 * list of one, the timer's sweep a list of hundreds. The statements do not grow with the list: one locks the
 * games, then their matches (the lock that orders both players and the timer: games first, then matches, each
 * in id order), one reads their moves and the clock; then the rules run in memory, in the entities, and at most
 * three set-based statements store what they changed (the repositories in persistence/) and the events.
 */
@Injectable()
export class MoveDesk {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Runs inside the caller's transaction; outcomes come back in the order of the requests. */
  async submitAll(em: EntityManager, requests: MoveRequest[]): Promise<MoveOutcome[]> {
    const gameIds = [...new Set(requests.map((r) => r.gameId))];
    const locked = await gameRepository.lockWithMatches(em, gameIds);
    const games = new Map(locked.games.map((g) => [g.id, g]));
    const matches = new Map(locked.matches.map((m) => [m.id, m]));
    const { moves: found, now } = await moveRepository.inGamesWithClock(em, [...games.keys()]);
    const moves = new Map<number, Move[]>();
    for (const move of found) moves.set(move.gameId, [...(moves.get(move.gameId) ?? []), move]);

    const outcomes: MoveOutcome[] = [];
    const decided: Decided[] = [];
    const waiting: RaisedEvent[] = [];
    const stored: Move[] = [];
    for (const request of requests) {
      const outcome = this.apply(stored, request, games.get(request.gameId), matches, moves, now);
      if (outcome instanceof DomainError) outcomes.push(outcome);
      else if ('winner' in outcome) {
        decided.push(outcome);
        outcomes.push(outcome.result);
      } else {
        waiting.push(...outcome.events);
        outcomes.push(outcome.result);
      }
    }

    const nextGames: Game[] = [];
    const nextOf = new Map<Game, Match>();
    for (const { game, match, winner, events, result } of decided) {
      const next = match.recordGame(game, winner, now);
      if (next) {
        nextGames.push(next);
        nextOf.set(next, match);
      } else {
        result.matchComplete = true;
        // The final or the third-place match beside it: either may be what completes the tournament.
        result.decidedFinal = match.isFinal || match.thirdPlace;
        // Practice counts for nothing (issue 33 §5): no MatchCompleted, so no stats, rating or bracket listener
        // hears of it. Its player learns of the end from the last GameCompleted's match notice.
        if (match.tournamentId === null) continue;
        events.push(
          raise(MatchCompleted, match.id, {
            ...refOf(match),
            tournamentId: match.tournamentId,
            winnerId: match.winnerId as number,
            loserId: match.loserId as number,
            player1Score: match.player1Score,
            player2Score: match.player2Score,
            isFinal: match.isFinal,
            thirdPlace: match.thirdPlace,
            forfeit: match.forfeit,
          }),
        );
      }
    }
    // Finished games are closed before the next ones open: a match has one open game (a unique index).
    await writeTogether(em, [moveRepository.inserting(stored), gameRepository.closing(decided.map((d) => d.game))]);
    await gameRepository.open(em, nextGames, [matchRepository.saving(decided.map((d) => d.match))]);
    // After the games they follow: the new games' ids exist only once opened. Daily play's only (GameStarted).
    const started = nextGames.flatMap((next) => {
      const match = nextOf.get(next) as Match;
      return isDailyPlay(match.moveTimeout) ? gameStarted(next, match) : [];
    });
    await recordEvents(em, ...waiting, ...decided.flatMap((d) => d.events), ...started);
    return outcomes;
  }

  /** Checks one move against the locked state and adds it to `stored`; a second move completes the game. */
  private apply(
    stored: Move[],
    { userId, choice, auto }: MoveRequest,
    game: Game | undefined,
    matches: Map<number, Match>,
    moves: Map<number, Move[]>,
    now: Date,
  ): DomainError | Decided | { events: RaisedEvent[]; result: SubmitMoveResult } {
    if (!game) return DomainError.notFound(msg({ message: 'Game not found.' }));
    const match = matches.get(game.matchId) as Match;
    const slot = match.slotOf(userId);
    if (slot === null)
      return DomainError.forbidden(msg({ message: 'You are not a player in this match.' }), 'not_a_player');
    if (match.isComplete)
      return DomainError.refused('match_complete', msg({ message: 'This match is already complete.' }));
    if (match.status !== 'IN_PROGRESS')
      return DomainError.refused('match_not_started', msg({ message: 'This match has not started yet.' }));
    if (game.isComplete)
      return DomainError.refused('not_current_game', msg({ message: 'This is not the current game of this match.' }));
    const gameMoves = moves.get(game.id) ?? [];
    if (gameMoves.some((m) => m.userId === userId)) return DomainError.refused('already_submitted', ALREADY_SUBMITTED);
    if (auto && !game.isOverdueFor(slot, now))
      return DomainError.refused('move_not_due', msg({ message: 'The move deadline has not passed yet.' }));
    if (!auto && !choice) return DomainError.validation('choice', INVALID_CHOICE, 'invalid_choice');

    const ref = { ...refOf(match), gameId: game.id, gameNumber: game.gameNumber };
    const opponentMove = gameMoves.find((m) => m.userId !== userId);
    if (auto && this.config.noShowForfeit && game.forfeitsAgainstAbsent(opponentMove)) {
      return this.forfeit(game, match, ref, opponentMove as Move, now);
    }

    const move = new Move(game.id, userId, auto ? game.autoMoveFor(userId) : (choice as Choice), auto, now);
    stored.push(move);
    moves.set(game.id, [...gameMoves, move]);
    const computerMove = opponentMove ? null : this.computerMoveAfter(match, game, slot, now);
    if (computerMove) {
      stored.push(computerMove);
      moves.set(game.id, [...gameMoves, move, computerMove]);
    }
    // Never the choice: the opponent must not learn it before the game completes.
    const events: RaisedEvent[] = [
      raise(auto ? MoveAutoSubmitted : MoveSubmitted, game.id, { ...ref, userId, fairness: game.fairness }, userId),
    ];
    const result: SubmitMoveResult = {
      gameId: game.id,
      matchId: match.id,
      gameComplete: false,
      matchComplete: false,
      decidedFinal: false,
    };

    const otherMove = opponentMove ?? computerMove;
    if (!otherMove) return { events, result };
    const [player1Move, player2Move] = slot === 1 ? [move, otherMove] : [otherMove, move];
    const [player1Choice, player2Choice] = [player1Move.choice, player2Move.choice];
    const decision = game.complete(player1Choice, player2Choice, match.players, now);
    events.push(
      raise(GameCompleted, game.id, {
        ...ref,
        player1Choice,
        player2Choice,
        player1Auto: player1Move.auto,
        player2Auto: player2Move.auto,
        winnerId: game.winnerId,
        resultDescription: decision.description,
        forfeit: false,
        fairness: game.fairness,
      }),
    );
    result.gameComplete = true;
    return { game, match, winner: decision.winner, events, result };
  }

  /**
   * The computer's move in a practice match, made the moment its player's lands (by hand or by the timer): the
   * one the game's seed derives for player 0, fixed and committed to when the game opened, so it cannot follow the
   * player's (docs/fairness.md). Stored as a seed move (`auto`), which is what the verify flow recomputes. Null
   * when the mover is the computer itself (the timer at a deadline the player's move beat) or not practice.
   */
  private computerMoveAfter(match: Match, game: Game, moverSlot: Slot, now: Date): Move | null {
    const computerSlot: Slot = moverSlot === 1 ? 2 : 1;
    if (!match.isComputer(computerSlot)) return null;
    return new Move(game.id, COMPUTER_PLAYER_ID, game.autoMoveFor(COMPUTER_PLAYER_ID), true, now);
  }

  /**
   * The absent player's deadline passed in game 1 and only the opponent moved: the game, and with it the match,
   * go to the one who showed up. No move is made for the absent player (issue 22 §5).
   */
  private forfeit(game: Game, match: Match, ref: GameRef, present: Move, now: Date): Decided {
    game.forfeitTo(present.userId, now);
    const presentSlot = match.slotOf(present.userId) as 1 | 2;
    const choiceOf = (slot: 1 | 2) => (slot === presentSlot ? present.choice : null);
    const events = [
      raise(GameCompleted, game.id, {
        ...ref,
        player1Choice: choiceOf(1),
        player2Choice: choiceOf(2),
        player1Auto: false,
        player2Auto: false,
        winnerId: game.winnerId,
        resultDescription: game.resultDescription as string,
        forfeit: true,
        fairness: game.fairness,
      }),
    ];
    const result: SubmitMoveResult = {
      gameId: game.id,
      matchId: match.id,
      gameComplete: true,
      matchComplete: false,
      decidedFinal: false,
      forfeit: true,
    };
    return { game, match, winner: presentSlot, events, result };
  }
}

type GameRef = ReturnType<typeof refOf> & { gameId: number; gameNumber: number };

/** Daily play's next game; none for practice, which tells nobody (its clock is under a day's anyway). */
function gameStarted(game: Game, match: Match): RaisedEvent[] {
  if (match.tournamentId === null) return [];
  const [player1Id, player2Id] = match.players;
  return [
    raise(GameStarted, game.id, {
      ...refOf(match),
      tournamentId: match.tournamentId,
      gameId: game.id,
      gameNumber: game.gameNumber,
      player1Id,
      player2Id,
      moveTimeout: match.moveTimeout,
      deadline: game.player1Deadline.toISOString(),
      thirdPlace: match.thirdPlace,
    }),
  ];
}

function refOf(match: Match) {
  return {
    matchId: match.id,
    tournamentId: match.tournamentId,
    roundNumber: match.roundNumber,
    matchNumber: match.matchNumber,
  };
}
