import { t } from '@lingui/core/macro';
import type { MatchStatus, TournamentStatus } from './api/tournaments';
import { lookup } from './lookup';
import { tournamentStatusLabel } from './display';

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
  return lookup(TOURNAMENT_STATUS_COLOR, status) ?? 'gray';
}

export function matchStatusColor(status: string): string {
  return lookup(MATCH_STATUS_COLOR, status) ?? 'gray';
}

/**
 * The status a tournament's badge shows: the server's words, but "Checking in" while a full table checks in
 * (issue 32 §0), where the spec's "Waiting for Players" would say the opposite of what is happening.
 */
export function tournamentStatusWords(tournament: {
  status: string;
  status_display: string;
  check_in_ends_at?: string | null;
}): string {
  return tournament.check_in_ends_at
    ? t`Checking in`
    : tournamentStatusLabel(tournament.status, tournament.status_display);
}
