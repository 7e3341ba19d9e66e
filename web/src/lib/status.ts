import type { MatchStatus, TournamentStatus } from './api/tournaments';

/** Badge colours; every badge also carries the status text, so colour is never the only signal. */
export const TOURNAMENT_STATUS_COLOR: Record<TournamentStatus, string> = {
  PENDING: 'yellow',
  ACTIVE: 'teal',
  COMPLETED: 'violet',
  CANCELLED: 'gray',
};

export const MATCH_STATUS_COLOR: Record<MatchStatus, string> = {
  pending: 'gray',
  IN_PROGRESS: 'orange',
  COMPLETED: 'teal',
};

export function tournamentStatusColor(status: string): string {
  return TOURNAMENT_STATUS_COLOR[status as TournamentStatus] ?? 'gray';
}

export function matchStatusColor(status: string): string {
  return MATCH_STATUS_COLOR[status as MatchStatus] ?? 'gray';
}
