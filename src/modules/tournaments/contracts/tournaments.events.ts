import type { Cents } from '../../../shared/money/money.js';
import { eventType } from '../../../shared/outbox/domain-event.js';

/**
 * Why a seat was given back: the player left, an admin blocked them, the player took a time-out or excluded
 * themselves (issue 22), or they never checked in for the start (issue 32 §0). Events before issue 19 carry none.
 */
export type SeatReleaseReason = 'left' | 'blocked' | 'protection' | 'check_in';

/**
 * Why a tournament waiting for players was cancelled. A challenge's (issue 33 §1) also when its named opponent
 * declined it, or when its check-in lapsed (both players' fees back: a challenge never waits for another player).
 */
export type CancellationReason =
  | 'cancelled_by_organizer'
  | 'last_player_left'
  | 'fill_deadline'
  | 'declined'
  | 'check_in_lapsed'
  // A scheduled tournament had fewer than its minimum of players at its start (issue 32 §2).
  | 'too_few_players';

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
      /** Who opened it and took the first seat; null for a house table, which the house opened (issue 32 §1). */
      creatorId: number | null;
      /** The Sit & Go template of a house table (kind SIT_AND_GO); absent for every other tournament. */
      templateId?: number;
      /** A scheduled occurrence's schedule and start (ISO 8601, kind SCHEDULED, issue 32 §2); absent otherwise. */
      scheduleId?: number;
      startsAt?: string;
    };
    PlayerJoinedTournament: { tournamentId: number; userId: number; currentPlayers: number };
    /**
     * `seeding` the random order of the players; `byes` (a scheduled tournament short of a power of two, issue 32
     * §2) the players drawn a bye, straight into round 2; absent when none.
     */
    TournamentStarted: { tournamentId: number; seeding: number[]; byes?: number[] };
    /**
     * The last seat filled while some players were not there (issue 32 §0): the tournament stays PENDING until
     * `checkInEndsAt` (ISO 8601) for everyone to check in. `userIds` every seat holder, `checkedInUserIds` those
     * already in (a connected client, a seat taken within 2 minutes). Every player is told; the others are mailed.
     */
    TournamentCheckInStarted: {
      tournamentId: number;
      checkInEndsAt: string;
      userIds: number[];
      checkedInUserIds: number[];
    };
    /** A player checked in: pressed "I'm here" (`button`) or their client was seen during the window (`present`). */
    PlayerCheckedIn: { tournamentId: number; userId: number; via: 'button' | 'present' };
    /**
     * The check-in window ended with players missing: each of `droppedUserIds` lost their seat with one entry
     * refunded (a PlayerLeftTournament with reason `check_in` each), and the tournament waits again for players
     * with `keptUserIds` seated, none of them checked in any more.
     */
    CheckInLapsed: { tournamentId: number; droppedUserIds: number[]; keptUserIds: number[] };
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
    /**
     * An admin created or changed a Sit & Go template (issue 32 §1): its terms and `active` as saved. What it did
     * to the open table follows as that table's own events (TournamentCancelled, TournamentCreated).
     */
    SitAndGoTemplateSaved: {
      templateId: number;
      change: 'created' | 'updated';
      name: string;
      entryFee: Cents;
      maxPlayers: number;
      gameMode: 'BLITZ' | 'CLASSIC';
      payouts: number[];
      moveTimeout: number;
      active: boolean;
    };
    /** An admin deleted (retired) a Sit & Go template: no table of it opens again. */
    SitAndGoTemplateDeleted: { templateId: number; name: string };
    /** An admin created or changed a schedule (issue 32 §2); its next occurrences open on these terms. */
    TournamentScheduleSaved: {
      scheduleId: number;
      change: 'created' | 'updated';
      name: string;
      entryFee: Cents;
      minPlayers: number;
      maxPlayers: number;
      startsAt: string;
      repeat: 'none' | 'daily' | 'weekly';
      guaranteedPrize: Cents | null;
    };
    /**
     * A scheduled tournament starts at `startsAt` (ISO 8601), about 15 minutes from now (issue 32 §2): each of
     * `userIds` (registered) is reminded, once.
     */
    TournamentStartingSoon: { tournamentId: number; startsAt: string; userIds: number[] };
    /** An admin deleted (retired) a schedule: no occurrence of it opens again. */
    TournamentScheduleDeleted: { scheduleId: number; name: string };
    /**
     * A challenge by link (issue 33 §1) was made: its CHALLENGE tournament `tournamentId` holds the creator's seat
     * and fee. `opponentId` is the named player (who gets a notice), null for a link anyone may take.
     */
    ChallengeCreated: {
      challengeId: string;
      tournamentId: number;
      creatorId: number;
      opponentId: number | null;
      entryFee: Cents;
      /** The match this is a rematch of (issue 33 §2); null for a challenge by link. */
      rematchOfMatchId: number | null;
    };
    /** `opponentId` took the second seat (its fee in the same transaction); the tournament starts as any full one. */
    ChallengeAccepted: {
      challengeId: string;
      tournamentId: number;
      creatorId: number;
      opponentId: number;
      /** The match this was a rematch of (issue 33 §2); null for a challenge by link. */
      rematchOfMatchId: number | null;
    };
    /** Cancelled by its creator, declined by its named opponent, or expired; every fee taken was refunded. */
    ChallengeClosed: {
      challengeId: string;
      tournamentId: number;
      status: 'CANCELLED' | 'DECLINED' | 'EXPIRED';
      creatorId: number;
      opponentId: number | null;
      rematchOfMatchId: number | null;
    };
    /** One paid place's prize reached its wallet. `place` is 1 for the champion (events before issue 32 carry none). */
    PrizePaid: { tournamentId: number; userId: number; amount: Cents; place?: number };
  }
}

export const TournamentCreated = eventType('TournamentCreated', 'tournament');
export const SitAndGoTemplateSaved = eventType('SitAndGoTemplateSaved', 'sit_and_go_template');
export const SitAndGoTemplateDeleted = eventType('SitAndGoTemplateDeleted', 'sit_and_go_template');
export const TournamentScheduleSaved = eventType('TournamentScheduleSaved', 'tournament_schedule');
export const TournamentScheduleDeleted = eventType('TournamentScheduleDeleted', 'tournament_schedule');
export const TournamentStartingSoon = eventType('TournamentStartingSoon', 'tournament');
export const PlayerJoinedTournament = eventType('PlayerJoinedTournament', 'tournament');
export const TournamentStarted = eventType('TournamentStarted', 'tournament');
export const TournamentCheckInStarted = eventType('TournamentCheckInStarted', 'tournament');
export const PlayerCheckedIn = eventType('PlayerCheckedIn', 'tournament');
export const CheckInLapsed = eventType('CheckInLapsed', 'tournament');
export const TournamentRoundAdvanced = eventType('TournamentRoundAdvanced', 'tournament');
export const PlayerLeftTournament = eventType('PlayerLeftTournament', 'tournament');
export const TournamentCancelled = eventType('TournamentCancelled', 'tournament');
export const TournamentCompleted = eventType('TournamentCompleted', 'tournament');
export const PrizePaid = eventType('PrizePaid', 'tournament');
export const ChallengeCreated = eventType('ChallengeCreated', 'challenge');
export const ChallengeAccepted = eventType('ChallengeAccepted', 'challenge');
export const ChallengeClosed = eventType('ChallengeClosed', 'challenge');
