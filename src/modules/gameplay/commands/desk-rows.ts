import type { EntityManager } from '@mikro-orm/postgresql';
import type { Choice } from '../contracts/choices.js';
import { Game, type GameStatus } from '../domain/game.entity.js';
import { Match, type MatchStatus } from '../domain/match.entity.js';
import { Move } from '../domain/move.entity.js';

/**
 * The move desk's reads and writes, set-based: each statement carries the whole crowd (the timer's hundreds of
 * games, or a player's one) as a single JSON parameter, so its cost hardly grows with the crowd. The unit of
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

/** Locks the games in id order (the order every writer of games uses) and loads them. */
export async function lockGames(em: EntityManager, ids: number[]): Promise<Game[]> {
  const rows = await em.execute<GameRow[]>('SELECT * FROM games WHERE id = ANY(?::int[]) ORDER BY id FOR UPDATE', [intArray(ids)]);
  return rows.map(gameOf);
}

/** Locks the matches in id order, after their games, and loads them. */
export async function lockMatches(em: EntityManager, ids: number[]): Promise<Match[]> {
  if (!ids.length) return [];
  const rows = await em.execute<MatchRow[]>('SELECT * FROM matches WHERE id = ANY(?::int[]) ORDER BY id FOR UPDATE', [intArray(ids)]);
  return rows.map(matchOf);
}

/** The moves already stored in these games. */
export async function movesIn(em: EntityManager, gameIds: number[]): Promise<Move[]> {
  if (!gameIds.length) return [];
  const rows = await em.execute<MoveRow[]>('SELECT * FROM moves WHERE game_id = ANY(?::int[])', [intArray(gameIds)]);
  return rows.map((r) => Object.assign(new Move(r.game_id, r.user_id, r.choice, r.auto, date(r.submitted_at)), { id: Number(r.id) }));
}

export async function insertMoves(em: EntityManager, moves: Move[]): Promise<void> {
  if (!moves.length) return;
  const rows = moves.map((m) => ({ game_id: m.gameId, user_id: m.userId, choice: m.choice, auto: m.auto, submitted_at: m.submittedAt }));
  await em.execute(
    `INSERT INTO moves (game_id, user_id, choice, auto, submitted_at)
     SELECT game_id, user_id, choice, auto, submitted_at
       FROM jsonb_to_recordset(?::jsonb) AS x(game_id int, user_id int, choice text, auto boolean, submitted_at timestamptz)`,
    [JSON.stringify(rows)],
  );
}

/** Stores completed games: their status, time, winner and result. */
export async function saveCompletedGames(em: EntityManager, games: Game[]): Promise<void> {
  if (!games.length) return;
  const rows = games.map((g) => ({
    id: g.id,
    status: g.status,
    completed_at: g.completedAt,
    winner_id: g.winnerId,
    result_description: g.resultDescription,
  }));
  await em.execute(
    `UPDATE games g
        SET status = x.status, completed_at = x.completed_at, winner_id = x.winner_id, result_description = x.result_description
       FROM jsonb_to_recordset(?::jsonb) AS x(id int, status text, completed_at timestamptz, winner_id int, result_description text)
      WHERE g.id = x.id`,
    [JSON.stringify(rows)],
  );
}

/** Inserts new games and gives each its id; run after the games they follow are stored as completed. */
export async function insertGames(em: EntityManager, games: Game[]): Promise<void> {
  if (!games.length) return;
  const rows = games.map((g) => ({
    match_id: g.matchId,
    game_number: g.gameNumber,
    status: g.status,
    started_at: g.startedAt,
    player1_deadline: g.player1Deadline,
    player2_deadline: g.player2Deadline,
  }));
  const inserted = await em.execute<{ id: number; match_id: number }[]>(
    `INSERT INTO games (match_id, game_number, status, started_at, player1_deadline, player2_deadline)
     SELECT match_id, game_number, status, started_at, player1_deadline, player2_deadline
       FROM jsonb_to_recordset(?::jsonb)
            AS x(match_id int, game_number int, status text, started_at timestamptz, player1_deadline timestamptz, player2_deadline timestamptz)
     RETURNING id, match_id`,
    [JSON.stringify(rows)],
  );
  // A match has one open game (a unique index), so its id names the new game.
  const ids = new Map(inserted.map((row) => [row.match_id, row.id]));
  for (const game of games) game.id = ids.get(game.matchId) as number;
}

/** Stores the matches' scores, and for a decided match its winner, status and completion time. */
export async function saveMatches(em: EntityManager, matches: Match[]): Promise<void> {
  if (!matches.length) return;
  const rows = matches.map((m) => ({
    id: m.id,
    player1_score: m.player1Score,
    player2_score: m.player2Score,
    winner_id: m.winnerId,
    status: m.status,
    completed_at: m.completedAt,
  }));
  await em.execute(
    `UPDATE matches m
        SET player1_score = x.player1_score, player2_score = x.player2_score, winner_id = x.winner_id,
            status = x.status, completed_at = x.completed_at
       FROM jsonb_to_recordset(?::jsonb) AS x(id int, player1_score int, player2_score int, winner_id int, status text, completed_at timestamptz)
      WHERE m.id = x.id`,
    [JSON.stringify(rows)],
  );
}
