import type { EntityManager } from '@mikro-orm/postgresql';
import { Game } from '../domain/game.entity.js';
import type { Match } from '../domain/match.entity.js';
import { matchOf, type MatchRow } from './match.repository.js';
import { sql } from 'kysely';
import { prepared } from '../../../shared/database/prepared.js';
import { all, db, one, type Row } from '../../../shared/database/query.js';
import { clockNow } from '../../../shared/database/expressions.js';
import {
  assignments,
  columnList,
  pick,
  recordset,
  recordType,
  toDate,
  toDateOrNull,
  toText,
  toTextOrNull,
  writeTogether,
} from './rows.js';
import type { Columns, EntityFields, RowWrite } from './rows.js';

/**
 * A row of `games`, the generated row type. Timestamps are text, as the driver hands them (ISO inside json_agg).
 * A new column (a migration, then `npm run db:types`) is added in COLUMNS and in the two mappers below (the
 * compiler asks for all three: Columns, rowOf's return type and gameOf's EntityFields), in
 * CHANGING when the rules change it, and in a migration: nowhere else.
 */
export type GameRow = Row<'games'>;

export const GAME_COLUMNS: Columns<GameRow> = {
  id: 'int',
  match_id: 'int',
  game_number: 'int',
  status: 'text',
  started_at: 'timestamptz',
  player1_deadline: 'timestamptz',
  player2_deadline: 'timestamptz',
  completed_at: 'timestamptz',
  reminder_at: 'timestamptz',
  winner_id: 'int',
  result_description: 'text',
  forfeit: 'boolean',
  fairness_seed: 'text',
};

const INSERTED = (Object.keys(GAME_COLUMNS) as (keyof GameRow)[]).filter((c) => c !== 'id');
/** What the rules change on an open game: its completion. */
const CHANGING = ['status', 'completed_at', 'winner_id', 'result_description', 'forfeit'] as const;
const INSERT_LIST = columnList(INSERTED);
const INSERT_RECORD = recordType(GAME_COLUMNS, INSERTED);
const CHANGE_SET = assignments(CHANGING);
const CHANGE_RECORD = recordType(GAME_COLUMNS, ['id', ...CHANGING]);

function gameOf(row: GameRow): Game {
  return Object.assign(Object.create(Game.prototype) as Game, {
    id: row.id,
    matchId: row.match_id,
    gameNumber: row.game_number,
    status: row.status,
    startedAt: toDate(row.started_at),
    player1Deadline: toDate(row.player1_deadline),
    player2Deadline: toDate(row.player2_deadline),
    completedAt: toDateOrNull(row.completed_at),
    reminderAt: toDateOrNull(row.reminder_at),
    winnerId: row.winner_id,
    resultDescription: row.result_description,
    forfeit: row.forfeit,
    fairnessSeed: row.fairness_seed,
  } satisfies EntityFields<GameRow>);
}

function rowOf(game: Game): GameRow {
  return {
    id: game.id,
    match_id: game.matchId,
    game_number: game.gameNumber,
    status: game.status,
    started_at: toText(game.startedAt),
    player1_deadline: toText(game.player1Deadline),
    player2_deadline: toText(game.player2Deadline),
    completed_at: toTextOrNull(game.completedAt),
    reminder_at: toTextOrNull(game.reminderAt),
    winner_id: game.winnerId,
    result_description: game.resultDescription,
    forfeit: game.forfeit,
    fairness_seed: game.fairnessSeed,
  };
}

/**
 * The games in id order, then their matches in id order, locked and loaded in one round trip (lockWithMatches).
 * Compiled once (prepared.ts): every move and every timer batch runs it.
 */
const LOCK_WITH_MATCHES = prepared((k, v: { ids: number[] }) =>
  k
    .with('g', (q) =>
      q
        .selectFrom('games')
        .selectAll()
        .where((eb) => eb('id', '=', eb.fn.any(eb.val(v.ids))))
        .orderBy('id')
        .forUpdate(),
    )
    .with('m', (q) =>
      q
        .selectFrom('matches')
        .selectAll()
        .where('id', 'in', (eb) => eb.selectFrom('g').select('match_id'))
        .orderBy('id')
        .forUpdate(),
    )
    .selectNoFrom((eb) => [
      eb
        .selectFrom('g')
        .select((g) => g.fn.coalesce(g.fn.jsonAgg('g').orderBy('g.id'), g.val('[]')).$castTo<GameRow[]>().as('rows'))
        .$asScalar()
        .as('games'),
      eb
        .selectFrom('m')
        .select((m) => m.fn.coalesce(m.fn.jsonAgg('m').orderBy('m.id'), m.val('[]')).$castTo<MatchRow[]>().as('rows'))
        .$asScalar()
        .as('matches'),
    ]),
);

/**
 * The one way games are read for writing and written. The rows carry the fairness seeds: callers keep a
 * failed statement's values out of the logs (commands/without-values.ts).
 */
export const gameRepository = {
  /** New games (a match's first, or the next after a decided one), returning their ids by match. */
  opening(games: Game[]): RowWrite {
    const rows = recordset(
      games.map((g) => pick(rowOf(g), INSERTED)),
      INSERT_RECORD,
    );
    return {
      sql: sql`INSERT INTO games (${INSERT_LIST}) SELECT ${INSERT_LIST} FROM ${rows} RETURNING id, match_id`,
      count: games.length,
      returns: true,
    };
  },

  /** Stores the completion of these games. */
  closing(games: Game[]): RowWrite {
    const rows = recordset(
      games.map((g) => pick(rowOf(g), ['id', ...CHANGING])),
      CHANGE_RECORD,
    );
    return {
      sql: sql`UPDATE games g SET ${CHANGE_SET} FROM ${rows} WHERE g.id = x.id`,
      count: games.length,
      returns: false,
    };
  },

  /**
   * Runs `opening` (first in the list) with the other writes, in one round trip, and gives each new game its
   * id: a match has one open game (a unique index), so its id names the new game.
   */
  async open(em: EntityManager, games: Game[], alongside: RowWrite[] = []): Promise<void> {
    const opened = await writeTogether<{ id: number; match_id: number }>(em, [this.opening(games), ...alongside]);
    const ids = new Map(opened.map((row) => [row.match_id, row.id]));
    for (const game of games) game.id = ids.get(game.matchId) as number;
  },

  /**
   * Takes up to `limit` open games whose reminder is due and clears it in the same statement, so each game
   * reminds once whatever the number of instances: SKIP LOCKED leaves a game that a move or another sweep holds
   * to the next look, and the cleared column keeps a game once taken from being taken again. The rows stay
   * locked until the caller's commit, so the moves read next are the ones made before.
   */
  async takeDueReminders(em: EntityManager, limit: number): Promise<number[]> {
    const taken = await all(
      em,
      db(em)
        .with('due', (q) =>
          q
            .selectFrom('games')
            .select('id')
            .where('status', '=', 'IN_PROGRESS')
            .where('reminder_at', '<=', clockNow())
            .orderBy('reminder_at')
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .updateTable('games as g')
        .set({ reminder_at: null })
        .from('due')
        .whereRef('g.id', '=', 'due.id')
        .returning('g.id'),
    );
    return taken.map((row) => row.id);
  },

  /**
   * Locks the games in id order (the order every writer of games uses), then their matches in id order, and
   * loads both, in one round trip: the matches' CTE reads the games' result, so every game is locked before the
   * first match is.
   */
  async lockWithMatches(em: EntityManager, gameIds: number[]): Promise<{ games: Game[]; matches: Match[] }> {
    const row = await one(em, LOCK_WITH_MATCHES(em, { ids: gameIds.map((id) => Math.trunc(id)) }));
    return { games: row.games.map(gameOf), matches: row.matches.map(matchOf) };
  },
};
