import type { Choice } from '../contracts/choices.js';
import type { Fairness } from '../contracts/fairness.js';
import type {
  BracketMatchView,
  CompletedGameView,
  MatchStatusView,
  PlayerMatchView,
} from '../contracts/gameplay.queries.js';
import type { MatchStatus } from '../domain/match.entity.js';
import { CHOICE_DISPLAY } from '../domain/rules.js';
import type { GameReadRow, MatchReadRow } from './match-reader.js';

export const STATUS_DISPLAY: Record<MatchStatus, string> = {
  PENDING: 'Pending',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
};

/** The stored status as the API spells it (see MatchStatusView). */
const STATUS_VIEW: Record<MatchStatus, MatchStatusView> = {
  PENDING: 'pending',
  IN_PROGRESS: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
};

/** Who is looking and what they need to read the rows: every view below is relative to the viewer. */
export interface ViewContext {
  viewerId: number;
  usernames: Map<number, string>;
}

/** The spec's Game, seen by one viewer. */
export interface GameView {
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
  /** The timer made that move at the deadline; null exactly when the matching choice is null (hidden or not made). */
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
  /** Won by forfeit: the absent player has no move ("won by forfeit: opponent did not show up"). */
  forfeit: boolean;
  started_at: string;
  completed_at: string | null;
  my_move_deadline: string | null;
  opponent_move_deadline: string | null;
  player1_move_deadline: string;
  player2_move_deadline: string;
  /** Seconds each player has per game. */
  move_timeout: number;
  /** The server's clock, so a client can correct its countdown for skew. */
  server_time: string;
  /** The commitment to the seed of the timer's moves, and the seed once complete (docs/fairness.md). */
  fairness: Fairness | null;
}

/** The spec's Match, seen by one viewer. */
export interface MatchView {
  id: number;
  /** Null for practice against the computer, which belongs to no tournament. */
  tournament: number | null;
  /** "Practice" for a practice match. */
  tournament_name: string;
  /** Practice against the computer (issue 33 §5): no money, no record, labelled "Practice" everywhere. */
  practice: boolean;
  round_number: number;
  match_number: number;
  total_rounds: number;
  is_final: boolean;
  /** The match for third place, beside the final in its round (issue 32 §3): not the final. */
  is_third_place: boolean;
  player1: number | null;
  player2: number | null;
  player1_username: string | null;
  player2_username: string | null;
  player1_score: number;
  player2_score: number;
  player1_submitted: boolean;
  player2_submitted: boolean;
  status: MatchStatusView;
  status_display: string;
  winner: number | null;
  winner_username: string | null;
  is_complete: boolean;
  /** Decided by forfeit in game 1: the loser never showed up. */
  forfeit: boolean;
  /** A bye (issue 32 §2): one player through to round 2 without playing; no opponent, no game. */
  bye: boolean;
  max_games: number;
  /** Seconds per move in every game of this match: its tournament's clock. */
  move_timeout: number;
  /** The viewer plays in this match. */
  is_participant: boolean;
  /** The viewer plays and has no move in the current game yet. */
  needs_my_move: boolean;
  games: GameView[];
  current_game: GameView | null;
  started_at: string | null;
  completed_at: string | null;
  server_time: string;
  /** Signed-in users other than its players with the match's page open now (issue 33 §4). */
  watchers: number;
}

/** What the submitter reads once their move completed the game. */
export interface GameResultView {
  winner_username: string | null;
  result_description: string;
  player1_score: number;
  player2_score: number;
  match_complete: boolean;
  match_winner_username: string | null;
}

const iso = (time: Date | string | null): string | null => (time ? new Date(time).toISOString() : null);
const display = (choice: Choice | null): string | null => (choice ? CHOICE_DISPLAY[choice] : null);
const nameOf = (ctx: ViewContext, id: number | null): string | null =>
  id === null ? null : (ctx.usernames.get(id) ?? null);

/** An auto flag says no more than its choice: shown only beside a shown choice. */
const autoFlag = (choice: Choice | null, auto: boolean | null): boolean | null =>
  choice === null ? null : auto === true;

/** The commitment from the start; the seed only once the game is complete (the reader already withholds it). */
function fairnessView(game: GameReadRow): Fairness | null {
  if (game.fairness_commitment === null) return null;
  return { commitment: game.fairness_commitment, seed: game.status === 'COMPLETED' ? game.fairness_seed : null };
}

function slotOf(match: MatchReadRow, userId: number): 1 | 2 | null {
  if (userId === match.player1_id) return 1;
  if (userId === match.player2_id) return 2;
  return null;
}

/**
 * The one place a stored choice becomes visible. Until a game is complete a player sees only their own
 * choice and everyone else sees none; once complete, both are public.
 */
export function gameView(match: MatchReadRow, game: GameReadRow, ctx: ViewContext): GameView {
  const slot = slotOf(match, ctx.viewerId);
  const complete = game.status === 'COMPLETED';
  const choice1 = complete || slot === 1 ? game.player1_choice : null;
  const choice2 = complete || slot === 2 ? game.player2_choice : null;
  const submitted1 = game.player1_choice !== null;
  const submitted2 = game.player2_choice !== null;
  const mine = slot === 1 ? choice1 : slot === 2 ? choice2 : null;
  const theirs = slot === 1 ? choice2 : slot === 2 ? choice1 : null;
  const auto1 = autoFlag(choice1, game.player1_auto);
  const auto2 = autoFlag(choice2, game.player2_auto);
  const deadline1 = new Date(game.player1_deadline);
  const deadline2 = new Date(game.player2_deadline);
  const myDeadline = slot === 1 ? deadline1 : slot === 2 ? deadline2 : null;
  const theirDeadline = slot === 1 ? deadline2 : slot === 2 ? deadline1 : null;
  return {
    id: game.id,
    match: match.id,
    game_number: game.game_number,
    player1_choice: choice1,
    player2_choice: choice2,
    player1_choice_display: display(choice1),
    player2_choice_display: display(choice2),
    my_choice: mine,
    my_choice_display: display(mine),
    opponent_choice: theirs,
    opponent_choice_display: display(theirs),
    player1_auto: auto1,
    player2_auto: auto2,
    my_auto: slot === 1 ? auto1 : slot === 2 ? auto2 : null,
    opponent_auto: slot === 1 ? auto2 : slot === 2 ? auto1 : null,
    opponent_username: slot === 1 ? nameOf(ctx, match.player2_id) : slot === 2 ? nameOf(ctx, match.player1_id) : null,
    my_submitted: slot === 1 ? submitted1 : slot === 2 ? submitted2 : false,
    opponent_submitted: slot === 1 ? submitted2 : slot === 2 ? submitted1 : false,
    player1_submitted: submitted1,
    player2_submitted: submitted2,
    is_complete: complete,
    winner: game.winner_id,
    winner_username: nameOf(ctx, game.winner_id),
    result_description: complete ? game.result_description : null,
    forfeit: game.forfeit,
    started_at: new Date(game.started_at).toISOString(),
    completed_at: iso(game.completed_at),
    my_move_deadline: iso(myDeadline),
    opponent_move_deadline: iso(theirDeadline),
    player1_move_deadline: deadline1.toISOString(),
    player2_move_deadline: deadline2.toISOString(),
    move_timeout: Math.round((deadline1.getTime() - new Date(game.started_at).getTime()) / 1000),
    server_time: new Date(match.now).toISOString(),
    fairness: fairnessView(game),
  };
}

export function currentGameOf(games: GameReadRow[]): GameReadRow | null {
  return games.find((g) => g.status === 'IN_PROGRESS') ?? null;
}

export function matchView(match: MatchReadRow, games: GameReadRow[], ctx: ViewContext, watchers = 0): MatchView {
  const current = currentGameOf(games);
  const slot = slotOf(match, ctx.viewerId);
  const submitted1 = current?.player1_choice != null;
  const submitted2 = current?.player2_choice != null;
  return {
    id: match.id,
    tournament: match.tournament_id,
    tournament_name: match.tournament_name,
    practice: match.practice,
    round_number: match.round_number,
    match_number: match.match_number,
    total_rounds: match.total_rounds,
    is_final: match.round_number === match.total_rounds && !match.third_place && !match.practice,
    is_third_place: match.third_place,
    player1: match.player1_id,
    player2: match.player2_id,
    player1_username: nameOf(ctx, match.player1_id),
    player2_username: nameOf(ctx, match.player2_id),
    player1_score: match.player1_score,
    player2_score: match.player2_score,
    player1_submitted: submitted1,
    player2_submitted: submitted2,
    status: STATUS_VIEW[match.status],
    status_display: STATUS_DISPLAY[match.status],
    winner: match.winner_id,
    winner_username: nameOf(ctx, match.winner_id),
    is_complete: match.status === 'COMPLETED',
    forfeit: match.forfeit,
    bye: match.bye,
    max_games: match.max_games,
    move_timeout: match.move_timeout,
    is_participant: slot !== null,
    needs_my_move: current !== null && ((slot === 1 && !submitted1) || (slot === 2 && !submitted2)),
    games: games.map((g) => gameView(match, g, ctx)),
    current_game: current ? gameView(match, current, ctx) : null,
    started_at: iso(match.started_at),
    completed_at: iso(match.completed_at),
    server_time: new Date(match.now).toISOString(),
    watchers,
  };
}

export function gameResultView(match: MatchReadRow, game: GameReadRow, ctx: ViewContext): GameResultView | null {
  if (game.status !== 'COMPLETED' || game.result_description === null) return null;
  return {
    winner_username: nameOf(ctx, game.winner_id),
    result_description: game.result_description,
    player1_score: match.player1_score,
    player2_score: match.player2_score,
    match_complete: match.status === 'COMPLETED',
    match_winner_username: nameOf(ctx, match.winner_id),
  };
}

export function bracketMatchView(match: MatchReadRow, usernames: Map<number, string>): BracketMatchView {
  const ctx = { viewerId: 0, usernames };
  return {
    id: match.id,
    round_number: match.round_number,
    match_number: match.match_number,
    player1: match.player1_id,
    player2: match.player2_id,
    player1_username: nameOf(ctx, match.player1_id),
    player2_username: nameOf(ctx, match.player2_id),
    player1_score: match.player1_score,
    player2_score: match.player2_score,
    winner: match.winner_id,
    winner_username: nameOf(ctx, match.winner_id),
    status: STATUS_VIEW[match.status],
    status_display: STATUS_DISPLAY[match.status],
    max_games: match.max_games,
    forfeit: match.forfeit,
    bye: match.bye,
    is_third_place: match.third_place,
  };
}

/**
 * A completed game for history; refuses an open one, whose choices are not public. Both choices are there but
 * in a game won by forfeit, where the absent player's is null.
 */
export function completedGameView(game: GameReadRow, usernames: Map<number, string>): CompletedGameView {
  const bothMoved = game.player1_choice !== null && game.player2_choice !== null;
  if (game.status !== 'COMPLETED' || !(bothMoved || game.forfeit) || !game.completed_at) {
    throw new Error(`Game ${game.id} is not complete`);
  }
  return {
    id: game.id,
    game_number: game.game_number,
    player1_choice: game.player1_choice,
    player2_choice: game.player2_choice,
    player1_choice_display: display(game.player1_choice),
    player2_choice_display: display(game.player2_choice),
    player1_auto: game.player1_auto === true,
    player2_auto: game.player2_auto === true,
    winner: game.winner_id,
    winner_username: game.winner_id === null ? null : (usernames.get(game.winner_id) ?? null),
    result_description: game.result_description ?? '',
    forfeit: game.forfeit,
    completed_at: new Date(game.completed_at).toISOString(),
    fairness: fairnessView(game),
  };
}

export function playerMatchView(
  match: MatchReadRow,
  current: GameReadRow | null,
  userId: number,
  usernames: Map<number, string>,
): PlayerMatchView {
  const slot = slotOf(match, userId);
  const submitted1 = current?.player1_choice != null;
  const submitted2 = current?.player2_choice != null;
  return {
    ...bracketMatchView(match, usernames),
    tournament_name: match.tournament_name,
    player1_submitted: submitted1,
    player2_submitted: submitted2,
    needs_my_move: current !== null && ((slot === 1 && !submitted1) || (slot === 2 && !submitted2)),
    current_game_id: current?.id ?? null,
  };
}
