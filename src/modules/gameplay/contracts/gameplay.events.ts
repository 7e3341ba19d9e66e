import { eventType } from '../../../shared/outbox/domain-event.js';
import type { Choice } from './choices.js';
import type { Fairness } from './fairness.js';

interface MatchRef {
  matchId: number;
  tournamentId: number;
  roundNumber: number;
  matchNumber: number;
}

/**
 * A move's or a game's reference: raised for practice matches too (issue 33 §5), which belong to no tournament
 * (`tournamentId: null`). A practice match raises no MatchStarted, MatchCompleted, GameStarted or
 * MoveDeadlineNeared: it counts for nothing and tells nobody but its player, through the match notices.
 */
type PlayRef = Omit<MatchRef, 'tournamentId'> & { tournamentId: number | null };

/**
 * Never carries the choice: the opponent must not learn it before the game completes. The game is open, so
 * its fairness has the commitment and `seed: null` (null fairness: a game from before seeds existed).
 */
type MoveRef = PlayRef & { gameId: number; gameNumber: number; userId: number; fairness: Fairness | null };

declare module '../../../shared/outbox/event-map.js' {
  interface EventMap {
    MatchStarted: MatchRef & {
      player1Id: number;
      player2Id: number;
      /** Seconds per move (issue 32 §4); events before it carry none (MOVE_TIMEOUT_SECONDS then). */
      moveTimeout?: number;
      /** The match for third place, beside the final (issue 32 §3); events before it carry none. */
      thirdPlace?: boolean;
    };
    MoveSubmitted: MoveRef;
    /** The timer's move, derived from the game's seed (docs/fairness.md). */
    MoveAutoSubmitted: MoveRef;
    GameCompleted: PlayRef & {
      gameId: number;
      gameNumber: number;
      /** Null only for the absent player of a game won by forfeit: no move was made for them. */
      player1Choice: Choice | null;
      player2Choice: Choice | null;
      /** The timer made that player's move at their deadline. */
      player1Auto: boolean;
      player2Auto: boolean;
      winnerId: number | null;
      resultDescription: string;
      /** Won by forfeit: the opponent never showed up (issue 22 §5). */
      forfeit: boolean;
      /** Complete: the seed is revealed beside its commitment. */
      fairness: Fairness | null;
    };
    MatchCompleted: MatchRef & {
      winnerId: number;
      loserId: number;
      player1Score: number;
      player2Score: number;
      /** true for the final (not the third-place match beside it): the title is decided. */
      isFinal: boolean;
      /** The match for third place (issue 32 §3); events before it carry none. */
      thirdPlace?: boolean;
      /** Decided by forfeit: the loser never showed up. */
      forfeit: boolean;
    };
    /**
     * A game after a match's first opened (game 1's start is MatchStarted), on a daily clock: a tie replayed, or the
     * next game of a best of 3, which the players are told of (issue 32 §4). Raised only for daily play (an hour or
     * more per move): on a faster clock the players are at the board, and an event with a listener costs the relay
     * a commit per game. `deadline` is both players' (ISO).
     */
    GameStarted: MatchRef & {
      gameId: number;
      gameNumber: number;
      player1Id: number;
      player2Id: number;
      moveTimeout: number;
      deadline: string;
      thirdPlace: boolean;
    };
    /**
     * A fifth of a daily game's clock is left (issue 32 §4) and `userId` has not moved: the reminder sweep raises it
     * once per game and player, and notifications tell them. Never a choice: it says only who has not moved.
     */
    MoveDeadlineNeared: MatchRef & {
      gameId: number;
      gameNumber: number;
      userId: number;
      opponentId: number;
      /** The player's deadline (ISO). */
      deadline: string;
      moveTimeout: number;
      thirdPlace: boolean;
    };
  }
}

export const MatchStarted = eventType('MatchStarted', 'match');
export const MoveSubmitted = eventType('MoveSubmitted', 'game');
export const MoveAutoSubmitted = eventType('MoveAutoSubmitted', 'game');
export const GameCompleted = eventType('GameCompleted', 'game');
export const MatchCompleted = eventType('MatchCompleted', 'match');
export const GameStarted = eventType('GameStarted', 'game');
export const MoveDeadlineNeared = eventType('MoveDeadlineNeared', 'game');
