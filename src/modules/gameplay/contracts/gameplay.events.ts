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
 * Never carries the choice: the opponent must not learn it before the game completes. The game is open, so
 * its fairness has the commitment and `seed: null` (null fairness: a game from before seeds existed).
 */
type MoveRef = MatchRef & { gameId: number; gameNumber: number; userId: number; fairness: Fairness | null };

declare module '../../../shared/outbox/event-map.js' {
  interface EventMap {
    MatchStarted: MatchRef & { player1Id: number; player2Id: number };
    MoveSubmitted: MoveRef;
    /** The timer's move, derived from the game's seed (docs/fairness.md). */
    MoveAutoSubmitted: MoveRef;
    GameCompleted: MatchRef & {
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
      /** true for the last round: the tournament is decided. */
      isFinal: boolean;
      /** Decided by forfeit: the loser never showed up. */
      forfeit: boolean;
    };
  }
}

export const MatchStarted = eventType('MatchStarted', 'match');
export const MoveSubmitted = eventType('MoveSubmitted', 'game');
export const MoveAutoSubmitted = eventType('MoveAutoSubmitted', 'game');
export const GameCompleted = eventType('GameCompleted', 'game');
export const MatchCompleted = eventType('MatchCompleted', 'match');
