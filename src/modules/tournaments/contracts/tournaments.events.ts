import type { Cents } from '../../../shared/money/money.js';
import { eventType } from '../../../shared/outbox/domain-event.js';

/**
 * Why a seat was given back: the player left, an admin blocked them, or the player took a time-out or excluded
 * themselves (issue 22). Events before issue 19 carry none.
 */
export type SeatReleaseReason = 'left' | 'blocked' | 'protection';

/** Why a tournament waiting for players was cancelled. */
export type CancellationReason = 'cancelled_by_organizer' | 'last_player_left' | 'fill_deadline';

declare module '../../../shared/outbox/event-map.js' {
  interface EventMap {
    TournamentCreated: {
      tournamentId: number;
      name: string;
      entryFee: Cents;
      maxPlayers: number;
      gameMode: 'BLITZ' | 'CLASSIC';
      /** Seconds per move (issue 32 §4); events before it carry none (they played at MOVE_TIMEOUT_SECONDS). */
      moveTimeout?: number;
      /** Percents by place (issue 32 §3); events before it carry none: the winner took all. */
      payouts?: number[];
      creatorId: number;
    };
    PlayerJoinedTournament: { tournamentId: number; userId: number; currentPlayers: number };
    TournamentStarted: { tournamentId: number; seeding: number[] };
    /** Every match of a round is decided: the bracket's next round is fully seated (the live stream's "round advancing"). */
    TournamentRoundAdvanced: { tournamentId: number; finishedRound: number; currentRound: number };
    /** A player gave their seat back before the start; their fee (cents) went back to their wallet in the same entry. */
    PlayerLeftTournament: {
      tournamentId: number;
      userId: number;
      currentPlayers: number;
      refund: Cents;
      reason?: SeatReleaseReason;
    };
    /** Every fee still in escrow went back to `refundedUserIds`; a `wallet` notice for each of them once live updates exist. */
    TournamentCancelled: { tournamentId: number; reason: CancellationReason; refundedUserIds: number[] };
    /**
     * Its listener pays the prizes from escrow, an entry per paid place, and the rake to the house. Completed once
     * the final, and the third-place match where there is one, are decided.
     */
    TournamentCompleted: {
      tournamentId: number;
      winnerId: number;
      prizePool: Cents;
      /** For the house. */
      rake: Cents;
      placements: { userId: number; placement: number }[];
      /**
       * What each paid place wins (issue 32 §3), adding up to `prizePool`. Events before it carry none: the
       * champion won the whole pool.
       */
      prizes?: { place: number; userId: number; amount: Cents }[];
    };
    /** One paid place's prize reached its wallet. `place` is 1 for the champion (events before issue 32 carry none). */
    PrizePaid: { tournamentId: number; userId: number; amount: Cents; place?: number };
  }
}

export const TournamentCreated = eventType('TournamentCreated', 'tournament');
export const PlayerJoinedTournament = eventType('PlayerJoinedTournament', 'tournament');
export const TournamentStarted = eventType('TournamentStarted', 'tournament');
export const TournamentRoundAdvanced = eventType('TournamentRoundAdvanced', 'tournament');
export const PlayerLeftTournament = eventType('PlayerLeftTournament', 'tournament');
export const TournamentCancelled = eventType('TournamentCancelled', 'tournament');
export const TournamentCompleted = eventType('TournamentCompleted', 'tournament');
export const PrizePaid = eventType('PrizePaid', 'tournament');
