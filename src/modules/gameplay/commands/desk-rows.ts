import type { EntityManager } from '@mikro-orm/postgresql';
import type { Choice } from '../contracts/choices.js';
import { Game, type GameStatus } from '../domain/game.entity.js';
import { Match, type MatchStatus } from '../domain/match.entity.js';
import { Move } from '../domain/move.entity.js';

/**
 * The move desk's reads and writes, set-based: each statement carries the whole crowd (the timer's hundreds of
 * games, or a player's one) as a single parameter, an id array or a JSON list of rows, so its cost hardly grows
 * with the crowd. The unit of
 * work would hydrate, snapshot and diff every row and inline every value into its SQL: that was most of a
 * timer batch's CPU (docs/benchmarks.md). The rules stay in the entities; these functions only load them and
 * store what the rules changed. The entities they return are not managed: the unit of work never writes them.
 */

interface GameRow {
  id: number;
  match_id: number;
  game_number: number;
  status: GameStatus;
  started_at: string;
  player1_deadline: string;
  player2_deadline: string;
  completed_at: string | null;
  winner_id: number | null;
  result_description: string | null;
  fairness_seed: string | null;
}

interface MatchRow {
  id: number;
  tournament_id: number;
  tournament_name: string;
  round_number: number;
  match_number: number;
  total_rounds: number;
  max_games: number;
  player1_id: number | null;
  player2_id: number | null;
  player1_score: number;
  player2_score: number;
  winner_id: number | null;
  status: MatchStatus;
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
}

interface MoveRow {
  id: string;
  game_id: number;
  user_id: number;
  choice: Choice;
  auto: boolean;
  submitted_at: string;
}

/** pg hands timestamps over as text here (the ORM's driver settings): the entities hold Dates. */
const date = (value: string): Date => new Date(value);
const dateOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** A PostgreSQL integer array literal: one parameter, however many ids. */
function intArray(ids: number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

function gameOf(row: GameRow): Game {
  return Object.assign(Object.create(Game.prototype) as Game, {
    id: row.id,
    matchId: row.match_id,
    gameNumber: row.game_number,
    status: row.status,
    startedAt: date(row.started_at),
    player1Deadline: date(row.player1_deadline),
    player2Deadline: date(row.player2_deadline),
    completedAt: dateOrNull(row.completed_at),
    winnerId: row.winner_id,
    resultDescription: row.result_description,
    fairnessSeed: row.fairness_seed,
  });
}

function matchOf(row: MatchRow): Match {
  return Object.assign(Object.create(Match.prototype) as Match, {
    id: row.id,
    tournamentId: row.tournament_id,
    tournamentName: row.tournament_name,
    roundNumber: row.round_number,
    matchNumber: row.match_number,
    totalRounds: row.total_rounds,
    maxGames: row.max_games,
    player1Id: row.player1_id,
    player2Id: row.player2_id,
    player1Score: row.player1_score,
    player2Score: row.player2_score,
    winnerId: row.winner_id,
    status: row.status,
    startedAt: dateOrNull(row.started_at),
    completedAt: dateOrNull(row.completed_at),
    createdAt: date(row.created_at),
  });
}

/**
 * Locks the games in id order (the order every writer of games uses), then their matches in id order, and
 * loads both, in one round trip: the matches' CTE reads the games' result, so every game is locked before the
 * first match is.
 */
export async function lockGamesAndMatches(em: EntityManager, gameIds: number[]): Promise<{ games: Game[]; matches: Match[] }> {
  const [row] = await em.execute<{ games: GameRow[]; matches: MatchRow[] }[]>(
    `WITH g AS (SELECT * FROM games WHERE id = ANY(?::int[]) ORDER BY id FOR UPDATE),
          m AS (SELECT * FROM matches WHERE id IN (SELECT match_id FROM g) ORDER BY id FOR UPDATE)
     SELECT (SELECT coalesce(json_agg(g ORDER BY g.id), '[]') FROM g) AS games,
            (SELECT coalesce(json_agg(m ORDER BY m.id), '[]') FROM m) AS matches`,
    [intArray(gameIds)],
  );
  return { games: row.games.map(gameOf), matches: row.matches.map(matchOf) };
}

/**
 * The moves already stored in these games, and the database clock. A statement of its own, after the locks:
 * under READ COMMITTED it reads a snapshot taken after a racing move committed, so that move is seen.
 */
export async function movesAndClock(em: EntityManager, gameIds: number[]): Promise<{ moves: Move[]; now: Date }> {
  const [row] = await em.execute<{ moves: MoveRow[]; now: string }[]>(
    `SELECT (SELECT coalesce(json_agg(mv), '[]') FROM moves mv WHERE mv.game_id = ANY(?::int[])) AS moves, clock_timestamp() AS now`,
    [intArray(gameIds)],
  );
  const moves = row.moves.map((r) => Object.assign(new Move(r.game_id, r.user_id, r.choice, r.auto, date(r.submitted_at)), { id: Number(r.id) }));
  return { moves, now: date(row.now) };
}

/** Stores new moves and the games they completed: status, time, winner and result. */
export async function saveMovesAndCompletedGames(em: EntityManager, moves: Move[], completed: Game[]): Promise<void> {
  if (!moves.length && !completed.length) return;
  const moveRows = moves.map((m) => ({ game_id: m.gameId, user_id: m.userId, choice: m.choice, auto: m.auto, submitted_at: m.submittedAt }));
  const gameRows = completed.map((g) => ({
    id: g.id,
    status: g.status,
    completed_at: g.completedAt,
    winner_id: g.winnerId,
    result_description: g.resultDescription,
  }));
  // Data-modifying CTEs run to completion whether or not the outer query reads them.
  await em.execute(
    `WITH stored AS (
       INSERT INTO moves (game_id, user_id, choice, auto, submitted_at)
       SELECT game_id, user_id, choice, auto, submitted_at
         FROM jsonb_to_recordset(?::jsonb) AS x(game_id int, user_id int, choice text, auto boolean, submitted_at timestamptz)
     ), closed AS (
       UPDATE games g
          SET status = x.status, completed_at = x.completed_at, winner_id = x.winner_id, result_description = x.result_description
         FROM jsonb_to_recordset(?::jsonb) AS x(id int, status text, completed_at timestamptz, winner_id int, result_description text)
        WHERE g.id = x.id
     )
     SELECT 1`,
    [JSON.stringify(moveRows), JSON.stringify(gameRows)],
  );
}

/**
 * Opens the next games (after the games they follow were closed: a match has one open game, a unique index)
 * and stores the matches' scores, and for a decided match its winner, status and completion time.
 */
export async function openGamesAndSaveMatches(em: EntityManager, next: Game[], matches: Match[]): Promise<void> {
  if (!next.length && !matches.length) return;
  const gameRows = next.map((g) => ({
    match_id: g.matchId,
    game_number: g.gameNumber,
    status: g.status,
    started_at: g.startedAt,
    player1_deadline: g.player1Deadline,
    player2_deadline: g.player2Deadline,
    fairness_seed: g.fairnessSeed,
  }));
  const matchRows = matches.map((m) => ({
    id: m.id,
    player1_score: m.player1Score,
    player2_score: m.player2Score,
    winner_id: m.winnerId,
    status: m.status,
    completed_at: m.completedAt,
  }));
  const opened = await em.execute<{ id: number; match_id: number }[]>(
    `WITH opened AS (
       INSERT INTO games (match_id, game_number, status, started_at, player1_deadline, player2_deadline, fairness_seed)
       SELECT match_id, game_number, status, started_at, player1_deadline, player2_deadline, fairness_seed
         FROM jsonb_to_recordset(?::jsonb)
              AS x(match_id int, game_number int, status text, started_at timestamptz, player1_deadline timestamptz,
                   player2_deadline timestamptz, fairness_seed text)
       RETURNING id, match_id
     ), saved AS (
       UPDATE matches m
          SET player1_score = x.player1_score, player2_score = x.player2_score, winner_id = x.winner_id,
              status = x.status, completed_at = x.completed_at
         FROM jsonb_to_recordset(?::jsonb) AS x(id int, player1_score int, player2_score int, winner_id int, status text, completed_at timestamptz)
        WHERE m.id = x.id
     )
     SELECT id, match_id FROM opened`,
    [JSON.stringify(gameRows), JSON.stringify(matchRows)],
  );
  // A match has one open game, so its id names the new game.
  const ids = new Map(opened.map((row) => [row.match_id, row.id]));
  for (const game of next) game.id = ids.get(game.matchId) as number;
}
