import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { pollEvery } from '../../lib/live/status';
import type { Choice, MatchStatus } from '../tournaments/api';
import { tournamentKeys } from '../tournaments/api';
import type { Fairness } from '../../lib/fairness';
import { clockOffset } from './countdown';

export type { Choice } from '../tournaments/api';

/** The spec's Game, seen by the caller. Choices stay null until both players are in (except the caller's own). */
export interface Game {
  id: number;
  match: number;
  game_number: number;
  player1_choice: Choice | null;
  player2_choice: Choice | null;
  player1_choice_display: string | null;
  player2_choice_display: string | null;
  my_choice: Choice | null;
  my_choice_display: string | null;
  opponent_choice: Choice | null;
  opponent_choice_display: string | null;
  /** The server made that move at the deadline; null while the matching choice is null (hidden or not made). */
  player1_auto: boolean | null;
  player2_auto: boolean | null;
  my_auto: boolean | null;
  opponent_auto: boolean | null;
  opponent_username: string | null;
  my_submitted: boolean;
  opponent_submitted: boolean;
  player1_submitted: boolean;
  player2_submitted: boolean;
  is_complete: boolean;
  winner: number | null;
  winner_username: string | null;
  result_description: string | null;
  started_at: string;
  completed_at: string | null;
  my_move_deadline: string | null;
  opponent_move_deadline: string | null;
  player1_move_deadline: string;
  player2_move_deadline: string;
  move_timeout: number;
  server_time: string;
  /** The commitment to the seed of the server's moves; the seed once complete (null: a game from before seeds). */
  fairness: Fairness | null;
}

/** The spec's Match, seen by the caller (a participant or a spectator). */
export interface Match {
  id: number;
  tournament: number;
  tournament_name: string;
  round_number: number;
  match_number: number;
  total_rounds: number;
  is_final: boolean;
  player1: number | null;
  player2: number | null;
  player1_username: string | null;
  player2_username: string | null;
  player1_score: number;
  player2_score: number;
  player1_submitted: boolean;
  player2_submitted: boolean;
  status: MatchStatus;
  status_display: string;
  winner: number | null;
  winner_username: string | null;
  is_complete: boolean;
  max_games: number;
  is_participant: boolean;
  needs_my_move: boolean;
  /** Oldest first. */
  games: Game[];
  current_game: Game | null;
  started_at: string | null;
  completed_at: string | null;
  server_time: string;
}

export interface GameResult {
  winner_username: string | null;
  result_description: string;
  player1_score: number;
  player2_score: number;
  match_complete: boolean;
  match_winner_username: string | null;
}

export interface SubmitChoiceResponse {
  game: Game;
  result: GameResult | null;
}

/** A match and how far the server's clock is ahead of this device's (for the countdown). */
export interface MatchSnapshot {
  match: Match;
  clockOffsetMs: number;
}

export const matchKeys = {
  all: ['matches'] as const,
  detail: (id: string | number) => [...matchKeys.all, String(id)] as const,
};

export const MATCH_POLL_MS = 5000;
/** After a result, the second reload (spec section 4). */
export const RESULT_RELOAD_MS = 3000;
/** After the countdown reaches zero, the reloads (one a second) that pick up the server's automatic move. */
export const EXPIRY_RELOAD_MS = 1000;

async function fetchMatch(id: string, signal: AbortSignal): Promise<MatchSnapshot> {
  const sentAt = Date.now();
  const match = await api.get<Match>(`/matches/${encodeURIComponent(id)}/`, { signal });
  return { match, clockOffsetMs: clockOffset(match.server_time, sentAt, Date.now()) };
}

/** GET /matches/{id}/ carries the current game and every game, so one request serves the whole page. */
export const matchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: matchKeys.detail(id),
    queryFn: ({ signal }) => fetchMatch(id, signal),
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

export function useSubmitChoiceMutation(matchId: string, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, choice }: { gameId: number; choice: Choice }) =>
      api.post<SubmitChoiceResponse>(`/games/${gameId}/submit_choice/`, { choice }),
    onSuccess: (response) => {
      // "Your Matches" of this tournament says whose move it is; with a result, the bracket's scores moved too.
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournamentId) });
      if (response.result) {
        // The page plays its reveal once the reload below is in; the spec's second reload follows.
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
        }, RESULT_RELOAD_MS);
      } else {
        // The answer already says the move is in: shown at once, so the move buttons and the countdown do not
        // linger (inviting a second, refused, submit) until the reload lands.
        queryClient.setQueryData<MatchSnapshot>(matchKeys.detail(matchId), (snapshot) => snapshot && withGame(snapshot, response.game));
      }
      // Returned, so the mutation stays pending until the match is read again.
      return queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
    },
  });
}
