import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Fairness } from '../../lib/fairness';
import { asPage, pageQuery, type Page } from '../../lib/pagination';
import { pollEvery } from '../../lib/live/status';
import { identityKeys } from '../identity/api';

export type TournamentStatus = 'PENDING' | 'ACTIVE' | 'COMPLETED' | 'CANCELLED';
export type GameMode = 'BLITZ' | 'CLASSIC';
/** A match waiting for its players is lower-case "pending", as the spec writes it. */
export type MatchStatus = 'pending' | 'IN_PROGRESS' | 'COMPLETED';
export type Choice = 'ROCK' | 'PAPER' | 'SCISSORS' | 'SPOCK' | 'LIZARD';

export interface Participant {
  /** The player's user id. */
  id: number;
  username: string;
  placement: number | null;
  seed: number | null;
}

/** The spec's Tournament, as GET /tournaments/{id}/ returns it for the caller. */
export interface Tournament {
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
  participants: Participant[];
  created_by: number;
  created_by_username: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** Seats can be taken until then; a tournament still waiting for players then is cancelled and refunded. */
  registration_closes_at: string;
  /** The viewer's match here that waits on their move ("Play Now!"), else null. */
  my_match_id_to_play: number | null;
}

/** One bracket slot. */
export interface BracketMatch {
  id: number;
  round_number: number;
  match_number: number;
  player1: number | null;
  player2: number | null;
  player1_username: string | null;
  player2_username: string | null;
  player1_score: number;
  player2_score: number;
  winner: number | null;
  winner_username: string | null;
  status: MatchStatus;
  status_display: string;
  max_games: number;
}

/** Keyed round_1 .. round_N; {} while the tournament waits for players. */
export type Bracket = Record<string, BracketMatch[]>;

/** A match of the caller's (GET /tournaments/{id}/my_matches/). */
export interface MyMatch extends BracketMatch {
  tournament_name: string;
  player1_submitted: boolean;
  player2_submitted: boolean;
  needs_my_move: boolean;
  current_game_id: number | null;
}

export interface CompletedGame {
  id: number;
  game_number: number;
  player1_choice: Choice;
  player2_choice: Choice;
  player1_choice_display: string;
  player2_choice_display: string;
  /** The server made that move at the deadline. */
  player1_auto: boolean;
  player2_auto: boolean;
  winner: number | null;
  winner_username: string | null;
  result_description: string;
  completed_at: string;
  /** The commitment and the revealed seed (docs/fairness.md); null for a game from before seeds existed. */
  fairness: Fairness | null;
}

export interface HistoryMatch extends BracketMatch {
  games: CompletedGame[];
}

export interface HistoryRound {
  round_number: number;
  round_name: string;
  matches: HistoryMatch[];
}

export interface TournamentHistory {
  id: number;
  name: string;
  description: string;
  status: TournamentStatus;
  status_display: string;
  game_mode: GameMode;
  game_mode_display: string;
  entry_fee: string;
  prize_pool: string;
  max_players: number;
  participant_count: number;
  total_rounds: number;
  winner: number | null;
  winner_username: string | null;
  started_at: string | null;
  completed_at: string | null;
  /** By placement, the champion first. */
  participants: Participant[];
  /** Round 1 first; the last is the final. */
  rounds: HistoryRound[];
}

export interface CreateTournamentInput {
  name: string;
  description: string;
  entry_fee: string;
  max_players: number;
  game_mode: GameMode;
}

export interface JoinResponse {
  message: string;
  tournament: Tournament;
}

/** POST /tournaments/{id}/leave/ answers as a join does. */
export type LeaveResponse = JoinResponse;

/** The list tabs of /tournaments, in order. */
export const TOURNAMENT_TABS = ['all', 'available', 'mine', 'completed'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

export function isTournamentTab(value: unknown): value is TournamentTab {
  return typeof value === 'string' && (TOURNAMENT_TABS as readonly string[]).includes(value);
}

export const tournamentKeys = {
  all: ['tournaments'] as const,
  lists: () => [...tournamentKeys.all, 'list'] as const,
  list: (tab: TournamentTab, page = 1) => [...tournamentKeys.lists(), tab, page] as const,
  detail: (id: string | number) => [...tournamentKeys.all, 'detail', String(id)] as const,
  bracket: (id: string | number) => [...tournamentKeys.detail(id), 'bracket'] as const,
  myMatches: (id: string | number) => [...tournamentKeys.detail(id), 'my-matches'] as const,
  history: (id: string | number) => [...tournamentKeys.detail(id), 'history'] as const,
};

/** Polling (spec section 9). */
export const LIST_POLL_MS = 3000;
export const DETAIL_POLL_MS = 5000;

function fetchTab(tab: TournamentTab, page: number | undefined, signal: AbortSignal): Promise<Page<Tournament>> {
  const get = (path: string, query: Record<string, string | number> = {}) =>
    api.get<Page<Tournament> | Tournament[]>(path, { signal, query: { ...query, ...pageQuery(page) } }).then(asPage);
  switch (tab) {
    // "All Tournaments" keeps only the ones still going (spec: ACTIVE and PENDING).
    case 'all':
      return get('/tournaments/', { status: 'PENDING,ACTIVE' });
    case 'available':
      return get('/tournaments/available/');
    case 'mine':
      return get('/tournaments/my_tournaments/');
    case 'completed':
      return get('/tournaments/', { status: 'COMPLETED' });
  }
}

/** One page of a tab, polled while it is on screen (spec section 9); only the page in view is polled. */
export const tournamentListQueryOptions = (tab: TournamentTab, page?: number) =>
  queryOptions({
    queryKey: tournamentKeys.list(tab, page ?? 1),
    queryFn: ({ signal }) => fetchTab(tab, page, signal),
    refetchInterval: pollEvery(LIST_POLL_MS),
    refetchIntervalInBackground: false,
  });

/** The caller's latest tournaments, newest first (dashboard). Shares the My Tournaments tab's first page. */
export const myTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: tournamentKeys.list('mine', 1),
    queryFn: ({ signal }) => fetchTab('mine', undefined, signal),
  });

export const tournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.detail(id),
    queryFn: ({ signal }) => api.get<Tournament>(`/tournaments/${encodeURIComponent(id)}/`, { signal }),
    refetchInterval: pollEvery(DETAIL_POLL_MS),
    refetchIntervalInBackground: false,
  });

export const bracketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.bracket(id),
    queryFn: ({ signal }) => api.get<Bracket>(`/tournaments/${encodeURIComponent(id)}/bracket/`, { signal }),
    refetchInterval: pollEvery(DETAIL_POLL_MS),
    refetchIntervalInBackground: false,
  });

/** Only for participants: everyone else gets a 403, which the page never asks for. */
export const myMatchesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.myMatches(id),
    queryFn: ({ signal }) =>
      api
        .get<MyMatch[] | Page<MyMatch>>(`/tournaments/${encodeURIComponent(id)}/my_matches/`, { signal })
        .then((body) => asPage(body).results),
    refetchInterval: pollEvery(DETAIL_POLL_MS),
    refetchIntervalInBackground: false,
  });

export const tournamentHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.history(id),
    queryFn: ({ signal }) => api.get<TournamentHistory>(`/tournaments/${encodeURIComponent(id)}/history/`, { signal }),
    // A completed tournament no longer changes.
    staleTime: 60_000,
  });

/**
 * Creating or joining charges the entry fee: the wallet's reads (all under ['wallet']) and the profile, whose
 * wallet_balance the dashboard shows, are read again (the profile even when no page observes it).
 */
function invalidateBalance(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: identityKeys.profile(), refetchType: 'all' });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
}

export function useCreateTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTournamentInput) => api.post<Tournament>('/tournaments/', input),
    onSuccess: (tournament) => {
      queryClient.setQueryData(tournamentKeys.detail(tournament.id), tournament);
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.lists() });
      invalidateBalance(queryClient);
    },
  });
}

export function useJoinTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<JoinResponse>(`/tournaments/${id}/join/`),
    onSuccess: (response, id) => {
      if (response?.tournament) queryClient.setQueryData(tournamentKeys.detail(id), response.tournament);
      // The bracket and my matches exist once the last seat is taken.
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) });
      invalidateBalance(queryClient);
      // Returned, so the join stays pending (its button busy) until the list shows the seat taken.
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.lists() });
    },
  });
}

/** Leaving refunds the entry fee: the seat, the lists and the balance are read again. */
export function useLeaveTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<LeaveResponse>(`/tournaments/${id}/leave/`),
    onSuccess: (response, id) => {
      if (response?.tournament) queryClient.setQueryData(tournamentKeys.detail(id), response.tournament);
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) });
      invalidateBalance(queryClient);
      // Returned, so the button stays busy until the list no longer shows the seat.
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.lists() });
    },
  });
}
