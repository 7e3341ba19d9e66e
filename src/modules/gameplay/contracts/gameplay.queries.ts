import { Query } from '@nestjs/cqrs';
import type { Choice } from './choices.js';
import type { Fairness } from './fairness.js';

/**
 * A match's status as the API gives it: the spec writes a match that waits for its players as lower-case
 * "pending" (spec sections 3 and 4), beside IN_PROGRESS and COMPLETED, and clients compare against that.
 */
export type MatchStatusView = 'pending' | 'IN_PROGRESS' | 'COMPLETED';

/** The API's match statuses, for the OpenAPI document. */
export const MATCH_STATUS_VIEWS: readonly MatchStatusView[] = ['pending', 'IN_PROGRESS', 'COMPLETED'];

/** A match as the bracket and history show it; choices only of completed games. */
export interface BracketMatchView {
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
  status: MatchStatusView;
  status_display: string;
  max_games: number;
  /** Won by forfeit: the loser never showed up ("won by forfeit: opponent did not show up"). */
  forfeit: boolean;
  /** A bye (issue 32 §2): round 1 with one player, who went through to round 2 without playing; no score. */
  bye: boolean;
  /**
   * The semi-finals' losers' match for third place (issue 32 §3). It has the final's round number and match 2;
   * the bracket keeps it out of its rounds and shows it beside the final.
   */
  is_third_place: boolean;
}

export interface CompletedGameView {
  id: number;
  game_number: number;
  /** Null only for the absent player of a game won by forfeit, who never moved. */
  player1_choice: Choice | null;
  player2_choice: Choice | null;
  player1_choice_display: string | null;
  player2_choice_display: string | null;
  /** The timer made that move at the deadline ("random move: time ran out"). */
  player1_auto: boolean;
  player2_auto: boolean;
  winner: number | null;
  winner_username: string | null;
  result_description: string;
  /** Won by forfeit: the opponent never showed up. */
  forfeit: boolean;
  completed_at: string;
  /** The commitment and the revealed seed (docs/fairness.md); null for a game from before seeds existed. */
  fairness: Fairness | null;
}

/** Every match of a tournament by round (later rounds exist from the start, empty until filled). */
export class GetTournamentMatches extends Query<BracketMatchView[]> {
  constructor(
    readonly tournamentId: number,
    /** Include each match's completed games (history). */
    readonly withGames = false,
  ) {
    super();
  }
}

export type BracketMatchWithGames = BracketMatchView & { games: CompletedGameView[] };

/** A match of the caller's in a tournament, for "Your Matches": the bracket fields and whose move is awaited. */
export interface PlayerMatchView extends BracketMatchView {
  tournament_name: string;
  /** Whether each player has a move in the current game (false when there is none). */
  player1_submitted: boolean;
  player2_submitted: boolean;
  /** The match is in progress and the user has no move in its current game yet: "Play Now!". */
  needs_my_move: boolean;
  current_game_id: number | null;
}

/** The matches of one tournament in which the user plays, by round and match number. */
export class GetPlayerMatches extends Query<PlayerMatchView[]> {
  constructor(
    readonly tournamentId: number,
    readonly userId: number,
  ) {
    super();
  }
}
