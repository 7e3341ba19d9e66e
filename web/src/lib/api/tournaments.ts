import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import type { Schema } from '../contract';
import { pageQuery, type Page } from '../pagination';
import { pathId } from '../path-id';
import { pollEvery } from '../live/status';
import { identityKeys } from './identity';

export type Tournament = Schema<'TournamentViewDto'>;
export type TournamentStatus = Tournament['status'];
export type GameMode = Tournament['game_mode'];
export type Participant = Schema<'ParticipantViewDto'>;
/** One paid place: its share of the pool in percent and in coins (issue 32 §3). */
export type Prize = Schema<'PrizeViewDto'>;
/** One bracket slot. A match waiting for its players is lower-case "pending", as the spec writes it. */
export type BracketMatch = Schema<'BracketMatchDto'>;
export type MatchStatus = BracketMatch['status'];
/** Keyed round_1 .. round_N; {} while the tournament waits for players. */
export type Bracket = Record<string, BracketMatch[]>;
/** A match of the caller's (GET /tournaments/{id}/my_matches/). */
export type MyMatch = Schema<'PlayerMatchDto'>;
export type CompletedGame = Schema<'CompletedGameDto'>;
export type Choice = CompletedGame['player1_choice'];
export type HistoryMatch = Schema<'HistoryMatchDto'>;
export type HistoryRound = Schema<'HistoryRoundDto'>;
export type TournamentHistory = Schema<'TournamentHistoryDto'>;
export type CreateTournamentInput = Schema<'CreateTournamentDto'>;
export type JoinResponse = Schema<'TournamentActionResponseDto'>;
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
  list: (tab: TournamentTab, page = 1, lobby: LobbyQuery = {}) =>
    [...tournamentKeys.lists(), tab, page, lobby] as const,
  detail: (id: string | number) => [...tournamentKeys.all, 'detail', String(id)] as const,
  bracket: (id: string | number) => [...tournamentKeys.detail(id), 'bracket'] as const,
  myMatches: (id: string | number) => [...tournamentKeys.detail(id), 'my-matches'] as const,
  history: (id: string | number) => [...tournamentKeys.detail(id), 'history'] as const,
};

/** Polling (spec section 9). */
export const LIST_POLL_MS = 3000;
export const DETAIL_POLL_MS = 5000;

/** The lobby's filters as the list calls take them (issue 32 §5); the My Tournaments tab takes none. */
export interface LobbyQuery {
  kind?: string;
  entry_fee_min?: string;
  entry_fee_max?: string;
  move_timeout?: 60 | 300 | 3600 | 86400;
}

function fetchTab(
  tab: TournamentTab,
  page: number | undefined,
  signal: AbortSignal,
  lobby: LobbyQuery = {},
): Promise<Page<Tournament>> {
  const query = { ...pageQuery(page), ...lobby };
  switch (tab) {
    // "All Tournaments" keeps only the ones still going (spec: ACTIVE and PENDING).
    case 'all':
      return unwrap(api.GET('/api/tournaments', { params: { query: { ...query, status: 'PENDING,ACTIVE' } }, signal }));
    case 'available':
      return unwrap(api.GET('/api/tournaments/available', { params: { query }, signal }));
    case 'mine':
      return unwrap(api.GET('/api/tournaments/my_tournaments', { params: { query: pageQuery(page) }, signal }));
    case 'completed':
      return unwrap(api.GET('/api/tournaments', { params: { query: { ...query, status: 'COMPLETED' } }, signal }));
  }
}

/** The path parameter of one tournament's calls. */
const tournamentPath = (id: string | number) => ({ path: { id: pathId(id) } });

/** One page of a tab, polled while it is on screen (spec section 9); only the page in view is polled. */
export const tournamentListQueryOptions = (tab: TournamentTab, page?: number, lobby: LobbyQuery = {}) =>
  queryOptions({
    queryKey: tournamentKeys.list(tab, page ?? 1, tab === 'mine' ? {} : lobby),
    queryFn: ({ signal }) => fetchTab(tab, page, signal, lobby),
    refetchInterval: pollEvery(LIST_POLL_MS),
    refetchIntervalInBackground: false,
  });

/** The caller's latest tournaments, newest first (dashboard). Shares the My Tournaments tab's first page. */
export const myTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: tournamentKeys.list('mine', 1, {}),
    queryFn: ({ signal }) => fetchTab('mine', undefined, signal),
  });

/**
 * The house tables still open (issue 32 §1, §5), the lobby's first row: every one, whether or not the viewer sits
 * at it, in one page (a template keeps one open table, and an operator keeps a handful of templates).
 */
export const houseTablesQueryOptions = () =>
  queryOptions({
    queryKey: [...tournamentKeys.lists(), 'house'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/tournaments', {
          params: { query: { kind: 'SIT_AND_GO', status: 'PENDING', page_size: 100 } },
          signal,
        }),
      ),
    refetchInterval: pollEvery(LIST_POLL_MS),
    refetchIntervalInBackground: false,
    // The route's loader has just read it: the row that mounts next does not read it again (the suspense lists get
    // the same second from TanStack Query itself).
    staleTime: 1000,
  });

/** The rake and the fee bounds new tournaments are created under; a server setting, so it is read once. */
export const tournamentTermsQueryOptions = () =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'terms'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/tournaments/terms', { signal })),
    staleTime: Infinity,
  });

export const tournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/tournaments/{id}', { params: tournamentPath(id), signal })),
    refetchInterval: pollEvery(DETAIL_POLL_MS),
    refetchIntervalInBackground: false,
  });

export const bracketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.bracket(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/tournaments/{id}/bracket', { params: tournamentPath(id), signal })),
    refetchInterval: pollEvery(DETAIL_POLL_MS),
    refetchIntervalInBackground: false,
  });

/** Only for participants: everyone else gets a 403, which the page never asks for. */
export const myMatchesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.myMatches(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/tournaments/{id}/my_matches', { params: tournamentPath(id), signal })),
    refetchInterval: pollEvery(DETAIL_POLL_MS),
    refetchIntervalInBackground: false,
  });

export const tournamentHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.history(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/tournaments/{id}/history', { params: tournamentPath(id), signal })),
    // A completed tournament no longer changes.
    staleTime: 60_000,
  });

/**
 * Creating or joining charges the entry fee: the wallet's reads (all under ['wallet']) and the profile, whose
 * wallet_balance the dashboard shows, are read again (the profile even when no page observes it).
 */
export function invalidateBalance(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: identityKeys.profile(), refetchType: 'all' });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
}

export function useCreateTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTournamentInput) => unwrap(api.POST('/api/tournaments', { body: input })),
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
    mutationFn: (id: number) => unwrap(api.POST('/api/tournaments/{id}/join', { params: tournamentPath(id) })),
    onSuccess: (response, id) => {
      queryClient.setQueryData(tournamentKeys.detail(id), response.tournament);
      // The bracket and my matches exist once the last seat is taken.
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) });
      invalidateBalance(queryClient);
      // Returned, so the join stays pending (its button busy) until the list shows the seat taken.
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.lists() });
    },
  });
}

/** "I'm here" (issue 32 §0): the last one in starts the tournament, so the detail and the lists are read again. */
export function useCheckInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/tournaments/{id}/check_in', { params: tournamentPath(id) })),
    onSuccess: (response, id) => {
      queryClient.setQueryData(tournamentKeys.detail(id), response.tournament);
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.lists() });
    },
  });
}

/** Leaving refunds the entry fee: the seat, the lists and the balance are read again. */
export function useLeaveTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/tournaments/{id}/leave', { params: tournamentPath(id) })),
    onSuccess: (response, id) => {
      queryClient.setQueryData(tournamentKeys.detail(id), response.tournament);
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) });
      invalidateBalance(queryClient);
      // Returned, so the button stays busy until the list no longer shows the seat.
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.lists() });
    },
  });
}
