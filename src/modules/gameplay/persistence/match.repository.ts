import type { EntityManager } from '@mikro-orm/postgresql';
import { Match, type MatchStatus } from '../domain/match.entity.js';
import {
  recordType,
  pick,
  toDate,
  toDateOrNull,
  toText,
  toTextOrNull,
  writeTogether,
  type Columns,
  type RowWrite,
} from './rows.js';

/**
 * A row of `matches`. Timestamps are text, as the driver hands them (ISO inside json_agg). A new column
 * is added here, in COLUMNS (the compiler asks), in the two mappers below (the compiler asks for rowOf), in
 * CHANGING when the rules change it, and in a migration: nowhere else.
 */
export interface MatchRow {
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

export const MATCH_COLUMNS: Columns<MatchRow> = {
  id: 'int',
  tournament_id: 'int',
  tournament_name: 'text',
  round_number: 'int',
  match_number: 'int',
  total_rounds: 'int',
  max_games: 'int',
  player1_id: 'int',
  player2_id: 'int',
  player1_score: 'int',
  player2_score: 'int',
  winner_id: 'int',
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
  'status',
  'started_at',
  'completed_at',
] as const;

export function matchOf(row: MatchRow): Match {
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
    startedAt: toDateOrNull(row.started_at),
    completedAt: toDateOrNull(row.completed_at),
    createdAt: toDate(row.created_at),
  });
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
    player1_id: match.player1Id,
    player2_id: match.player2Id,
    player1_score: match.player1Score,
    player2_score: match.player2Score,
    winner_id: match.winnerId,
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
    return {
      sql: `INSERT INTO matches (${INSERTED.join(', ')})
            SELECT ${INSERTED.join(', ')} FROM jsonb_to_recordset(?::jsonb) AS ${recordType(MATCH_COLUMNS, INSERTED)}
            RETURNING id, round_number, match_number`,
      rows: matches.map((m) => pick(rowOf(m), INSERTED)),
      returns: true,
    };
  },

  /** Stores what the rules changed on these matches. */
  saving(matches: Match[]): RowWrite {
    return {
      sql: `UPDATE matches m SET ${CHANGING.map((c) => `${c} = x.${c}`).join(', ')}
              FROM jsonb_to_recordset(?::jsonb) AS ${recordType(MATCH_COLUMNS, ['id', ...CHANGING])}
             WHERE m.id = x.id`,
      rows: matches.map((m) => pick(rowOf(m), ['id', ...CHANGING])),
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
    const [row] = await em.execute<{ found: boolean }[]>(
      'SELECT EXISTS (SELECT 1 FROM matches WHERE tournament_id = ?) AS found',
      [tournamentId],
    );
    return row.found;
  },

  /** One match of a bracket, locked until the transaction ends. */
  async lockBySlot(
    em: EntityManager,
    tournamentId: number,
    roundNumber: number,
    matchNumber: number,
  ): Promise<Match | null> {
    const rows = await em.execute<MatchRow[]>(
      'SELECT * FROM matches WHERE tournament_id = ? AND round_number = ? AND match_number = ? FOR UPDATE',
      [tournamentId, roundNumber, matchNumber],
    );
    const row = rows.at(0);
    return row ? matchOf(row) : null;
  },
};
