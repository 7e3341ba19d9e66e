import {
  GameCompleted,
  MatchCompleted,
  MatchStarted,
  MoveAutoSubmitted,
  MoveSubmitted,
} from '../../gameplay/contracts/gameplay.events.js';
import {
  DepositExpired,
  DepositFailed,
  DepositGivenBack,
  DepositMade,
  DepositStarted,
  DepositTakenBack,
} from '../../cashier/contracts/cashier.events.js';
import {
  WithdrawalApproved,
  WithdrawalCancellationApproved,
  WithdrawalCancellationDenied,
  WithdrawalCancellationRequested,
  WithdrawalRejected,
  WithdrawalRequested,
} from '../../payouts/contracts/payouts.events.js';
import {
  ChallengeAccepted,
  ChallengeClosed,
  ChallengeCreated,
  CheckInLapsed,
  PlayerCheckedIn,
  PlayerJoinedTournament,
  PlayerLeftTournament,
  PrizePaid,
  TournamentCancelled,
  TournamentCheckInStarted,
  TournamentCompleted,
  TournamentCreated,
  TournamentRoundAdvanced,
  TournamentStarted,
} from '../../tournaments/contracts/tournaments.events.js';

/** The stream's event names: what changed, never how (no choice, no amount, nobody else's data). */
export type NoticeName = 'match' | 'tournament' | 'tournaments' | 'wallet';

/**
 * What one domain event means to the streams. Recipients the event itself names are listed; the rest (the
 * opponent of a mover, a tournament's seat holders) are looked up through the owning context's query.
 */
export interface NoticePlan {
  /** `tournamentId` null: a practice match (issue 33 §5), told to its player and the streams watching it only. */
  match: { matchId: number; tournamentId: number | null; reason: string; players: number[] } | null;
  tournament: { tournamentId: number; reason: string; seats: number[] } | null;
  /** The public tournaments list changed. */
  publicList: boolean;
  /** Users whose balance, transactions or withdrawals changed. */
  wallet: number[];
}

interface EventLike {
  type: string;
  payload: unknown;
}

type Payload = Record<string, unknown>;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const nums = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(num).filter((n): n is number => n !== null) : [];

const MATCH_REASONS: Record<string, string> = {
  [MatchStarted.name]: 'started',
  [MoveSubmitted.name]: 'move_made',
  [MoveAutoSubmitted.name]: 'move_made',
  [GameCompleted.name]: 'game_completed',
  [MatchCompleted.name]: 'completed',
};

/**
 * Tournament changes its seat holders hear of. Not every match of it: in a 256-player cup each match start and end
 * told all 256 seat holders, 164,610 notices for one tournament (docs/benchmarks.md), ten times the requests of
 * polling. A player's own matches come as `match`; the bracket moves for everyone when a round advances.
 */
const TOURNAMENT_REASONS: Record<string, string> = {
  [TournamentCreated.name]: 'created',
  [PlayerJoinedTournament.name]: 'seat_taken',
  [PlayerLeftTournament.name]: 'seat_freed',
  [TournamentStarted.name]: 'started',
  // Check-in (issue 32 §0): `check_in` is the alert a seat holder gets on any page.
  [TournamentCheckInStarted.name]: 'check_in',
  [PlayerCheckedIn.name]: 'checked_in',
  [CheckInLapsed.name]: 'check_in_lapsed',
  [TournamentRoundAdvanced.name]: 'round_advanced',
  [TournamentCompleted.name]: 'completed',
  [TournamentCancelled.name]: 'cancelled',
};

const PUBLIC_LIST = new Set<string>([
  TournamentCreated.name,
  PlayerJoinedTournament.name,
  PlayerLeftTournament.name,
  TournamentStarted.name,
  TournamentCompleted.name,
  TournamentCancelled.name,
  TournamentCheckInStarted.name,
  CheckInLapsed.name,
]);

/** Events that move a user's coins or change their withdrawals; the owner is payload.userId unless listed. */
const WALLET_OWNER: Partial<Record<string, (p: Payload) => number[]>> = {
  [DepositMade.name]: (p) => nums([p.userId]),
  // A deposit's status shows on the wallet page (the return from a provider's checkout waits on it).
  [DepositStarted.name]: (p) => nums([p.userId]),
  [DepositExpired.name]: (p) => nums([p.userId]),
  [DepositFailed.name]: (p) => nums([p.userId]),
  [DepositTakenBack.name]: (p) => nums([p.userId]),
  [DepositGivenBack.name]: (p) => nums([p.userId]),
  [WithdrawalRequested.name]: (p) => nums([p.userId]),
  [WithdrawalApproved.name]: (p) => nums([p.userId]),
  [WithdrawalRejected.name]: (p) => nums([p.userId]),
  [WithdrawalCancellationRequested.name]: (p) => nums([p.userId]),
  [WithdrawalCancellationApproved.name]: (p) => nums([p.userId]),
  [WithdrawalCancellationDenied.name]: (p) => nums([p.userId]),
  [PrizePaid.name]: (p) => nums([p.userId]),
  [TournamentCreated.name]: (p) => nums([p.creatorId]),
  [PlayerJoinedTournament.name]: (p) => nums([p.userId]),
  [PlayerLeftTournament.name]: (p) => nums([p.userId]),
  [TournamentCancelled.name]: (p) => nums(p.refundedUserIds),
};

/** Recipients the payload names: both players of a start or an end, every placed or refunded player. */
function namedPlayers(type: string, p: Payload): number[] {
  if (type === MatchStarted.name) return nums([p.player1Id, p.player2Id]);
  if (type === MatchCompleted.name) return nums([p.winnerId, p.loserId]);
  return [];
}

function namedSeats(type: string, p: Payload): number[] {
  if (type === TournamentCancelled.name) return nums(p.refundedUserIds);
  if (type === TournamentCompleted.name && Array.isArray(p.placements)) {
    return nums(p.placements.map((placement: unknown) => (placement as Payload | null)?.userId));
  }
  if (type === TournamentCreated.name) return nums([p.creatorId]);
  if (type === TournamentCheckInStarted.name) return nums(p.userIds);
  if (type === PlayerJoinedTournament.name || type === PlayerLeftTournament.name) return nums([p.userId]);
  return [];
}

/**
 * A rematch offer (issue 33 §2) is news on the page of the match it follows: both its players hear `match` for
 * that match, with the offer's reason, so the page shows "alice wants a rematch" (or takes it away) at once. The
 * notice names the offer's new tournament, whose seats they are.
 */
const REMATCH_REASONS: Record<string, string> = {
  [ChallengeCreated.name]: 'rematch_offered',
  [ChallengeAccepted.name]: 'rematch_accepted',
  [ChallengeClosed.name]: 'rematch_closed',
};

function rematchPlan(type: string, p: Payload): NoticePlan['match'] {
  const reason = REMATCH_REASONS[type];
  const matchId = num(p.rematchOfMatchId);
  const tournamentId = num(p.tournamentId);
  if (!reason || matchId === null || tournamentId === null) return null;
  return { matchId, tournamentId, reason, players: nums([p.creatorId, p.opponentId]) };
}

export function planNotices(event: EventLike): NoticePlan {
  const p = (event.payload ?? {}) as Payload;
  const matchReason = MATCH_REASONS[event.type];
  const matchId = num(p.matchId);
  const tournamentId = num(p.tournamentId);
  const tournamentReason = TOURNAMENT_REASONS[event.type];
  return {
    match:
      matchReason && matchId !== null && (tournamentId !== null || p.tournamentId === null)
        ? { matchId, tournamentId, reason: matchReason, players: namedPlayers(event.type, p) }
        : rematchPlan(event.type, p),
    tournament:
      tournamentReason && tournamentId !== null
        ? { tournamentId, reason: tournamentReason, seats: namedSeats(event.type, p) }
        : null,
    publicList: PUBLIC_LIST.has(event.type),
    wallet: WALLET_OWNER[event.type]?.(p) ?? [],
  };
}
