import type { Row } from '../../../shared/database/query.js';
import { centsFromDb, formatCents } from '../../../shared/money/money.js';
import type { UserSummary } from '../../identity/contracts/user-queries.js';
import type { BracketMatchView } from '../../gameplay/contracts/gameplay.queries.js';
import { placePrizes } from '../domain/payouts.js';
import {
  GAME_MODE_DISPLAY,
  type GameMode,
  STATUS_DISPLAY,
  type TournamentKind,
  type TournamentStatus,
} from '../domain/tournament-rules.js';

/**
 * A tournament as the read side selects it (tournament-views.ts): plain columns, not the entity, so a poll of
 * 100 of them costs no hydration, identity map or change-tracking snapshot. Money is bigint cents, which pg
 * hands over as a string; dates are already ISO strings in UTC, formatted by the query.
 */
export type TournamentRow = Pick<
  Row<'tournaments'>,
  | 'id'
  | 'name'
  | 'description'
  | 'entry_fee'
  | 'max_players'
  | 'game_mode'
  | 'move_timeout'
  | 'kind'
  | 'payouts'
  | 'status'
  | 'prize_pool'
  | 'current_players'
  | 'current_round'
  | 'total_rounds'
  | 'winner_id'
  | 'created_by'
  | 'created_at'
  | 'started_at'
  | 'completed_at'
  | 'registration_closes_at'
  | 'check_in_ends_at'
  | 'starts_at'
  | 'min_players'
  | 'guaranteed_prize'
> & {
  /** Whether the deadline is still ahead on the database's clock, which a join compares against too. */
  registration_open: boolean;
};

/** A seat as the read side selects it, in join order (its id's order) within each tournament. */
export type ParticipantRow = Pick<
  Row<'tournament_participants'>,
  'tournament_id' | 'user_id' | 'seed' | 'placement'
> & {
  checked_in: boolean;
};

/** One paid place: its share of the pool in percent and in coins. */
export interface PrizeView {
  place: number;
  percent: number;
  amount: string;
}

export interface ParticipantView {
  /** The player's user id. */
  id: number;
  username: string;
  placement: number | null;
  seed: number | null;
  /** Checked in for the start (issue 32 §0); false again after a check-in lapsed, and before any. */
  checked_in: boolean;
}

/** The spec's Tournament entity as the web client reads it, for one viewer. */
export interface TournamentView {
  id: number;
  name: string;
  description: string;
  entry_fee: string;
  max_players: number;
  game_mode: GameMode;
  game_mode_display: string;
  /** Seconds per move in every game (issue 32 §4). */
  move_timeout: number;
  /** Who opened it: a player, a house Sit & Go table, a schedule, or a challenge (issues 32, 33). */
  kind: TournamentKind;
  /** Whole percents of the pool by place, first place first (issue 32 §3). */
  payouts: number[];
  /** What each paid place wins, adding up to `prize_pool`. */
  prizes: PrizeView[];
  /** The semi-finals' losers' match for third place, beside the final; null where only two places or fewer pay. */
  third_place_match: BracketMatchView | null;
  status: TournamentStatus;
  status_display: string;
  prize_pool: string;
  current_players: number;
  can_join: boolean;
  user_is_participant: boolean;
  winner: number | null;
  winner_username: string | null;
  current_round: number;
  total_rounds: number;
  participants: ParticipantView[];
  /** Null for a house table (SIT_AND_GO), which the house opened and nobody's fee paid for (issue 32 §1). */
  created_by: number | null;
  created_by_username: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** When registration closes: a PENDING tournament still not full then is cancelled and every fee refunded. */
  registration_closes_at: string;
  /** While the full tournament waits for its players to check in (issue 32 §0), when that ends; else null. */
  check_in_ends_at: string | null;
  /** A scheduled tournament's start (issue 32 §2); null for every other kind. */
  starts_at: string | null;
  /** The fewest players a scheduled tournament starts with; null for every other kind. */
  min_players: number | null;
  /** The least pool a scheduled tournament pays, the house paying the shortfall; null without a guarantee. */
  guaranteed_prize: string | null;
  /** The viewer's match in this tournament that waits on their move ("Play Now!"), else null. */
  my_match_id_to_play: number | null;
}

const usernameOf = (users: Map<number, UserSummary>, id: number | null) =>
  id === null ? null : (users.get(id)?.username ?? null);

/**
 * Placed players first by placement, then by seed, then by who joined first: the rows come in join order and
 * the sort is stable, so ties keep it.
 */
function byStanding(a: ParticipantRow, b: ParticipantRow): number {
  const order = (v: number | null) => v ?? Number.MAX_SAFE_INTEGER;
  return order(a.placement) - order(b.placement) || order(a.seed) - order(b.seed);
}

export function participantViews(participants: ParticipantRow[], users: Map<number, UserSummary>): ParticipantView[] {
  return [...participants].sort(byStanding).map((p) => ({
    id: p.user_id,
    username: usernameOf(users, p.user_id) ?? `#${p.user_id}`,
    placement: p.placement,
    seed: p.seed,
    checked_in: p.checked_in,
  }));
}

/** The pool shared by place, to the cent, as the payout will post it. */
export function prizeViews(prizePool: string, payouts: number[]): PrizeView[] {
  return placePrizes(centsFromDb(prizePool), payouts).map(({ place, percent, amount }) => ({
    place,
    percent,
    amount: formatCents(amount),
  }));
}

export function tournamentView(
  tournament: TournamentRow,
  participants: ParticipantRow[],
  users: Map<number, UserSummary>,
  viewerId: number,
  matchToPlay: number | null = null,
  thirdPlaceMatch: BracketMatchView | null = null,
): TournamentView {
  const isParticipant = participants.some((p) => p.user_id === viewerId);
  const isFull = tournament.current_players >= tournament.max_players; // as Tournament.isFull
  return {
    id: tournament.id,
    name: tournament.name,
    description: tournament.description,
    entry_fee: formatCents(centsFromDb(tournament.entry_fee)),
    max_players: tournament.max_players,
    game_mode: tournament.game_mode,
    game_mode_display: GAME_MODE_DISPLAY[tournament.game_mode],
    move_timeout: tournament.move_timeout,
    kind: tournament.kind,
    payouts: tournament.payouts,
    prizes: prizeViews(tournament.prize_pool, tournament.payouts),
    third_place_match: thirdPlaceMatch,
    status: tournament.status,
    status_display: STATUS_DISPLAY[tournament.status],
    prize_pool: formatCents(centsFromDb(tournament.prize_pool)),
    current_players: tournament.current_players,
    can_join: tournament.status === 'PENDING' && tournament.registration_open && !isFull && !isParticipant,
    user_is_participant: isParticipant,
    winner: tournament.winner_id,
    winner_username: usernameOf(users, tournament.winner_id),
    current_round: tournament.current_round,
    total_rounds: tournament.total_rounds,
    participants: participantViews(participants, users),
    created_by: tournament.created_by,
    created_by_username: tournament.created_by === null ? null : usernameOf(users, tournament.created_by),
    created_at: tournament.created_at,
    started_at: tournament.started_at,
    completed_at: tournament.completed_at,
    registration_closes_at: tournament.registration_closes_at,
    check_in_ends_at: tournament.status === 'PENDING' ? tournament.check_in_ends_at : null,
    starts_at: tournament.starts_at,
    min_players: tournament.min_players,
    guaranteed_prize:
      tournament.guaranteed_prize === null ? null : formatCents(centsFromDb(tournament.guaranteed_prize)),
    my_match_id_to_play: matchToPlay,
  };
}
