import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import { pollEvery } from '../live/status';
import type { Schema } from '../contract';
import { tournamentKeys } from './tournaments';
import { clockOffset } from '../clock';
import { pathId } from '../path-id';
import { pageQuery } from '../pagination';

export type Choice = Schema<'SubmitChoiceDto'>['choice'];

/** The spec's Game, seen by the caller. Choices stay null until both players are in (except the caller's own). */
export type Game = Schema<'GameViewDto'>;
/** The spec's Match, seen by the caller (a participant or a spectator); games oldest first. */
export type Match = Schema<'MatchViewDto'>;
export type GameResult = Schema<'GameResultDto'>;
export type SubmitChoiceResponse = Schema<'SubmitChoiceResponseDto'>;
/** A match in play, as the Live page lists it. */
export type LiveMatch = Schema<'LiveMatchDto'>;

/** A match and how far the server's clock is ahead of this device's (for the countdown). */
export interface MatchSnapshot {
  match: Match;
  clockOffsetMs: number;
}

export const matchKeys = {
  all: ['matches'] as const,
  detail: (id: string | number) => [...matchKeys.all, String(id)] as const,
  /** The Live page's list, every page of it. */
  live: () => ['live-matches'] as const,
};

/**
 * The Live page's poll: the stream tells it of the matches its viewer plays or watches and of tournaments that
 * start or end, not of every move of every match in play, so the scores of the others come by this poll.
 */
export const LIVE_POLL_MS = 10_000;

export const liveMatchesQueryOptions = (page?: number) =>
  queryOptions({
    queryKey: [...matchKeys.live(), page ?? 1] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/matches/live', { params: { query: pageQuery(page) }, signal })),
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const MATCH_POLL_MS = 5000;
/** After a result, the second reload (spec section 4). */
export const RESULT_RELOAD_MS = 3000;
/** After the countdown reaches zero, the reloads (one a second) that pick up the server's automatic move. */
export const EXPIRY_RELOAD_MS = 1000;

async function fetchMatch(id: string, signal: AbortSignal): Promise<MatchSnapshot> {
  const sentAt = Date.now();
  const match = await unwrap(api.GET('/api/matches/{id}', { params: { path: { id: pathId(id) } }, signal }));
  return { match, clockOffsetMs: clockOffset(match.server_time, sentAt, Date.now()) };
}

/** The names the server gives a practice match's computer and tournament (src/modules/gameplay/contracts/practice.ts). */
const COMPUTER_USERNAME = 'Computer (practice)';

/** A practice match with the computer and its "tournament" named in the active language; any other as it is. */
function withPracticeNames(snapshot: MatchSnapshot): MatchSnapshot {
  const { match } = snapshot;
  if (!match.practice) return snapshot;
  const computer = t`Computer (practice)`;
  const named = (name: string | null) => (name === COMPUTER_USERNAME ? computer : name);
  const game = (g: Game): Game => ({
    ...g,
    winner_username: named(g.winner_username),
    opponent_username: named(g.opponent_username),
  });
  return {
    ...snapshot,
    match: {
      ...match,
      tournament_name: t`Practice`,
      player1_username: named(match.player1_username),
      player2_username: named(match.player2_username),
      winner_username: named(match.winner_username),
      current_game: match.current_game ? game(match.current_game) : null,
      games: match.games.map(game),
    },
  };
}

/** One `select` per language, so a switch of language names the cached match again (a select is kept by identity). */
const selectors = new Map<string, (snapshot: MatchSnapshot) => MatchSnapshot>();
function namedInLanguage(): (snapshot: MatchSnapshot) => MatchSnapshot {
  let select = selectors.get(i18n.locale);
  if (!select) {
    select = (snapshot) => withPracticeNames(snapshot);
    selectors.set(i18n.locale, select);
  }
  return select;
}

/** GET /matches/{id}/ carries the current game and every game, so one request serves the whole page. */
export const matchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: matchKeys.detail(id),
    queryFn: ({ signal }) => fetchMatch(id, signal),
    select: namedInLanguage(),
    refetchInterval: pollEvery(MATCH_POLL_MS),
    refetchIntervalInBackground: false,
  });

/** The snapshot with `game` (as the submit answered it) in place of its older copy. */
function withGame(snapshot: MatchSnapshot, game: Game): MatchSnapshot {
  const { match } = snapshot;
  return {
    ...snapshot,
    match: {
      ...match,
      current_game: match.current_game?.id === game.id ? game : match.current_game,
      games: match.games.map((g) => (g.id === game.id ? game : g)),
    },
  };
}

/** `tournamentId` null: a practice match, in no tournament. */
export function useSubmitChoiceMutation(matchId: string, tournamentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, choice }: { gameId: number; choice: Choice }) =>
      unwrap(api.POST('/api/games/{id}/submit_choice', { params: { path: { id: gameId } }, body: { choice } })),
    onSuccess: (response) => {
      // "Your Matches" of this tournament says whose move it is; with a result, the bracket's scores moved too.
      if (tournamentId !== null) void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournamentId) });
      if (response.result) {
        // The page plays its reveal once the reload below is in; the spec's second reload follows.
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
        }, RESULT_RELOAD_MS);
      } else {
        // The answer already says the move is in: shown at once, so the move buttons and the countdown do not
        // linger (inviting a second, refused, submit) until the reload lands.
        queryClient.setQueryData<MatchSnapshot>(
          matchKeys.detail(matchId),
          (snapshot) => snapshot && withGame(snapshot, response.game),
        );
      }
      // Returned, so the mutation stays pending until the match is read again.
      return queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
    },
  });
}

export type PracticeMode = Schema<'StartPracticeDto'>['game_mode'];

/** Said when a practice match could not start for a reason the server did not word (a time-out says its own). */
export function practiceFailed(): string {
  return t`Could not start a practice match. Please try again.`;
}

/**
 * POST /api/practice/: a match against the computer (issue 33 §5), or the one the player has in play (the server
 * answers that one instead of a second). Its answer is the match as the page reads it, so the page opens on it
 * without another request (the clock's offset is measured from this answer, as from a read).
 */
export function usePracticeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mode: PracticeMode) => {
      const sentAt = Date.now();
      const { match } = await unwrap(api.POST('/api/practice', { body: { game_mode: mode } }));
      return { match, clockOffsetMs: clockOffset(match.server_time, sentAt, Date.now()) } satisfies MatchSnapshot;
    },
    onSuccess: (snapshot) => {
      queryClient.setQueryData(matchKeys.detail(snapshot.match.id), snapshot);
    },
  });
}
