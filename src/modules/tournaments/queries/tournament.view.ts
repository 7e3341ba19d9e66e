import { formatCents } from '../../../shared/money/money.js';
import type { UserSummary } from '../../identity/contracts/user-queries.js';
import type { Participant } from '../domain/participant.entity.js';
import { GAME_MODE_DISPLAY, type GameMode, STATUS_DISPLAY, type TournamentStatus } from '../domain/tournament-rules.js';
import type { Tournament } from '../domain/tournament.entity.js';

export interface ParticipantView {
  /** The player's user id. */
  id: number;
  username: string;
  placement: number | null;
  seed: number | null;
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
  created_by: number;
  created_by_username: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
}

const usernameOf = (users: Map<number, UserSummary>, id: number | null) => (id === null ? null : (users.get(id)?.username ?? null));

/** Placed players first by placement, then by seed, then by who joined first. */
function byStanding(a: Participant, b: Participant): number {
  const order = (v: number | null) => v ?? Number.MAX_SAFE_INTEGER;
  return order(a.placement) - order(b.placement) || order(a.seed) - order(b.seed) || a.id - b.id;
}

export function participantViews(participants: Participant[], users: Map<number, UserSummary>): ParticipantView[] {
  return [...participants].sort(byStanding).map((p) => ({
    id: p.userId,
    username: usernameOf(users, p.userId) ?? `#${p.userId}`,
    placement: p.placement,
    seed: p.seed,
  }));
}

export function tournamentView(
  tournament: Tournament,
  participants: Participant[],
  users: Map<number, UserSummary>,
  viewerId: number,
): TournamentView {
  const isParticipant = participants.some((p) => p.userId === viewerId);
  return {
    id: tournament.id,
    name: tournament.name,
    description: tournament.description,
    entry_fee: formatCents(tournament.entryFee),
    max_players: tournament.maxPlayers,
    game_mode: tournament.gameMode,
    game_mode_display: GAME_MODE_DISPLAY[tournament.gameMode],
    status: tournament.status,
    status_display: STATUS_DISPLAY[tournament.status],
    prize_pool: formatCents(tournament.prizePool),
    current_players: tournament.currentPlayers,
    can_join: tournament.status === 'PENDING' && !tournament.isFull && !isParticipant,
    user_is_participant: isParticipant,
    winner: tournament.winnerId,
    winner_username: usernameOf(users, tournament.winnerId),
    current_round: tournament.currentRound,
    total_rounds: tournament.totalRounds,
    participants: participantViews(participants, users),
    created_by: tournament.createdBy,
    created_by_username: usernameOf(users, tournament.createdBy),
    created_at: tournament.createdAt.toISOString(),
    started_at: tournament.startedAt?.toISOString() ?? null,
    completed_at: tournament.completedAt?.toISOString() ?? null,
  };
}
