import type { EntityManager } from '@mikro-orm/postgresql';
import { Match } from '../domain/match.entity.js';
import { sql } from 'kysely';
import { db, first, type Row } from '../../../shared/database/query.js';
import {
  assignments,
  columnList,
  recordset,
  recordType,
  pick,
  toDate,
  toDateOrNull,
  toText,
  toTextOrNull,
  writeTogether,
  type Columns,
  type EntityFields,
  type RowWrite,
} from './rows.js';

/**
 * A row of `matches`, the generated row type. Timestamps are text, as the driver hands them (ISO inside json_agg).
 * A new column (a migration, then `npm run db:types`) is added in COLUMNS and in the two mappers below (the
 * compiler asks for all three: Columns, rowOf's return type and matchOf's EntityFields), in
 * CHANGING when the rules change it, and in a migration: nowhere else.
 */
export type MatchRow = Row<'matches'>;

export const MATCH_COLUMNS: Columns<MatchRow> = {
  id: 'int',
  tournament_id: 'int',
  tournament_name: 'text',
  round_number: 'int',
  match_number: 'int',
  total_rounds: 'int',
  max_games: 'int',
  move_timeout: 'int',
  third_place: 'boolean',
  practice: 'boolean',
  listed: 'boolean',
  player1_id: 'int',
  player2_id: 'int',
  player1_score: 'int',
  player2_score: 'int',
  winner_id: 'int',
  forfeit: 'boolean',
  bye: 'boolean',
  status: 'text',
  started_at: 'timestamptz',
  completed_at: 'timestamptz',
  created_at: 'timestamptz',
};

const INSERTED = (Object.keys(MATCH_COLUMNS) as (keyof MatchRow)[]).filter((c) => c !== 'id');
/** What the rules change after a match is created: seats, start, scores, result. */
const CHANGING = [
  'player1_id',
  'player2_id',
  'player1_score',
  'player2_score',
  'winner_id',
  'forfeit',
  'status',
  'started_at',
  'completed_at',
] as const;
const INSERT_LIST = columnList(INSERTED);
const INSERT_RECORD = recordType(MATCH_COLUMNS, INSERTED);
const CHANGE_SET = assignments(CHANGING);
const CHANGE_RECORD = recordType(MATCH_COLUMNS, ['id', ...CHANGING]);

export function matchOf(row: MatchRow): Match {
  return Object.assign(Object.create(Match.prototype) as Match, {
    id: row.id,
    tournamentId: row.tournament_id,
    tournamentName: row.tournament_name,
    roundNumber: row.round_number,
    matchNumber: row.match_number,
    totalRounds: row.total_rounds,
    maxGames: row.max_games,
    moveTimeout: row.move_timeout,
    thirdPlace: row.third_place,
    practice: row.practice,
    listed: row.listed,
    player1Id: row.player1_id,
    player2Id: row.player2_id,
    player1Score: row.player1_score,
    player2Score: row.player2_score,
    winnerId: row.winner_id,
    forfeit: row.forfeit,
    bye: row.bye,
    status: row.status,
    startedAt: toDateOrNull(row.started_at),
    completedAt: toDateOrNull(row.completed_at),
    createdAt: toDate(row.created_at),
  } satisfies EntityFields<MatchRow>);
}

function rowOf(match: Match): MatchRow {
  return {
    id: match.id,
    tournament_id: match.tournamentId,
    tournament_name: match.tournamentName,
    round_number: match.roundNumber,
    match_number: match.matchNumber,
    total_rounds: match.totalRounds,
    max_games: match.maxGames,
    move_timeout: match.moveTimeout,
    third_place: match.thirdPlace,
    practice: match.practice,
    listed: match.listed,
    player1_id: match.player1Id,
    player2_id: match.player2Id,
    player1_score: match.player1Score,
    player2_score: match.player2Score,
    winner_id: match.winnerId,
    forfeit: match.forfeit,
    bye: match.bye,
    status: match.status,
    started_at: toTextOrNull(match.startedAt),
    completed_at: toTextOrNull(match.completedAt),
    created_at: toText(match.createdAt),
  };
}

/** The one way matches are read for writing and written; the desk composes these writes with the games'. */
export const matchRepository = {
  /** New matches, returning their ids with their place in the bracket (unique within a tournament). */
  inserting(matches: Match[]): RowWrite {
    const rows = recordset(
      matches.map((m) => pick(rowOf(m), INSERTED)),
      INSERT_RECORD,
    );
    return {
      sql: sql`INSERT INTO matches (${INSERT_LIST}) SELECT ${INSERT_LIST} FROM ${rows}
               RETURNING id, round_number, match_number`,
      count: matches.length,
      returns: true,
    };
  },

  /** Stores what the rules changed on these matches. */
  saving(matches: Match[]): RowWrite {
    const rows = recordset(
      matches.map((m) => pick(rowOf(m), ['id', ...CHANGING])),
      CHANGE_RECORD,
    );
    return {
      sql: sql`UPDATE matches m SET ${CHANGE_SET} FROM ${rows} WHERE m.id = x.id`,
      count: matches.length,
      returns: false,
    };
  },

  /** Inserts a tournament's matches and gives each its id. */
  async insert(em: EntityManager, matches: Match[]): Promise<void> {
    const ids = await writeTogether<{ id: number; round_number: number; match_number: number }>(em, [
      this.inserting(matches),
    ]);
    const idOf = new Map(ids.map((r) => [`${r.round_number}/${r.match_number}`, r.id]));
    for (const match of matches) match.id = idOf.get(`${match.roundNumber}/${match.matchNumber}`) as number;
  },

  async save(em: EntityManager, matches: Match[]): Promise<void> {
    await writeTogether(em, [this.saving(matches)]);
  },

  async existFor(em: EntityManager, tournamentId: number): Promise<boolean> {
    const found = await first(
      em,
      db(em).selectFrom('matches').select('id').where('tournament_id', '=', tournamentId).limit(1),
    );
    return found !== undefined;
  },

  /** The id of the player's practice match still in play, if any (at most one: matches_one_practice_in_play). */
  async practiceInPlay(em: EntityManager, playerId: number): Promise<number | null> {
    const found = await first(
      em,
      db(em)
        .selectFrom('matches')
        .select('id')
        .where('practice', '=', true)
        .where('status', '<>', 'COMPLETED')
        .where('player1_id', '=', playerId),
    );
    return found?.id ?? null;
  },

  /** One match of a bracket, locked until the transaction ends. */
  async lockBySlot(
    em: EntityManager,
    tournamentId: number,
    roundNumber: number,
    matchNumber: number,
  ): Promise<Match | null> {
    const row = await first(
      em,
      db(em)
        .selectFrom('matches')
        .selectAll()
        .where('tournament_id', '=', tournamentId)
        .where('round_number', '=', roundNumber)
        .where('match_number', '=', matchNumber)
        .forUpdate(),
    );
    return row ? matchOf(row) : null;
  },
};
