import { eventType } from '../../../shared/outbox/domain-event.js';
import type { Choice } from './choices.js';

interface MatchRef {
  matchId: number;
  tournamentId: number;
  roundNumber: number;
  matchNumber: number;
}

export const MatchStarted = eventType<MatchRef & { player1Id: number; player2Id: number }>('MatchStarted', 'match');

/** Never carries the choice: the opponent must not learn it before the game completes. */
export const MoveSubmitted = eventType<MatchRef & { gameId: number; gameNumber: number; userId: number }>(
  'MoveSubmitted',
  'game',
);
export const MoveAutoSubmitted = eventType<MatchRef & { gameId: number; gameNumber: number; userId: number }>(
  'MoveAutoSubmitted',
  'game',
);

export const GameCompleted = eventType<
  MatchRef & {
    gameId: number;
    gameNumber: number;
    player1Choice: Choice;
    player2Choice: Choice;
    winnerId: number | null;
    resultDescription: string;
  }
>('GameCompleted', 'game');

export const MatchCompleted = eventType<
  MatchRef & {
    winnerId: number;
    loserId: number;
    player1Score: number;
    player2Score: number;
    /** true for the last round: the tournament is decided. */
    isFinal: boolean;
  }
>('MatchCompleted', 'match');
