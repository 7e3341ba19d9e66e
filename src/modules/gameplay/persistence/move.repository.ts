import type { EntityManager } from '@mikro-orm/postgresql';
import { Move } from '../domain/move.entity.js';
import { sql } from 'kysely';
import { prepared } from '../../../shared/database/prepared.js';
import { one, type Row } from '../../../shared/database/query.js';
import {
  columnList,
  pick,
  recordset,
  recordType,
  toDate,
  toText,
  type Columns,
  type EntityFields,
  type RowWrite,
} from './rows.js';

/**
 * A row of `moves`, the generated row type; timestamps are text, as the driver hands them. A new column (a
 * migration, then `npm run db:types`) is added in COLUMNS and in the two mappers below, and nowhere else: the
 * compiler asks for all three (Columns, rowOf's return type, moveOf's EntityFields).
 */
export type MoveRow = Omit<Row<'moves'>, 'id'> & {
  /** bigint, but read only through json_agg, where it is a JSON number. */
  id: number;
};

const MOVE_COLUMNS: Columns<MoveRow> = {
  id: 'bigint',
  game_id: 'int',
  user_id: 'int',
  choice: 'text',
  auto: 'boolean',
  submitted_at: 'timestamptz',
};

const INSERTED = (Object.keys(MOVE_COLUMNS) as (keyof MoveRow)[]).filter((c) => c !== 'id');
const INSERT_LIST = columnList(INSERTED);
const INSERT_RECORD = recordType(MOVE_COLUMNS, INSERTED);

function moveOf(row: MoveRow): Move {
  const fields = {
    id: row.id,
    gameId: row.game_id,
    userId: row.user_id,
    choice: row.choice,
    auto: row.auto,
    submittedAt: toDate(row.submitted_at),
  } satisfies EntityFields<MoveRow>;
  return Object.assign(new Move(fields.gameId, fields.userId, fields.choice, fields.auto, fields.submittedAt), {
    id: fields.id,
  });
}

function rowOf(move: Move): MoveRow {
  return {
    id: move.id,
    game_id: move.gameId,
    user_id: move.userId,
    choice: move.choice,
    auto: move.auto,
    submitted_at: toText(move.submittedAt),
  };
}

/** The moves of some games and the database clock (inGamesWithClock); compiled once (prepared.ts): every move runs it. */
const MOVES_WITH_CLOCK = prepared((k, v: { ids: number[] }) =>
  k.selectNoFrom((eb) => [
    eb
      .selectFrom('moves as mv')
      .select((mv) => mv.fn.coalesce(mv.fn.jsonAgg('mv'), mv.val('[]')).$castTo<MoveRow[]>().as('rows'))
      .where((mv) => mv('mv.game_id', '=', mv.fn.any(mv.val(v.ids))))
      .$asScalar()
      .as('moves'),
    eb.fn<string>('clock_timestamp').as('now'),
  ]),
);

/** The one way moves are read for a decision and written. Rows carry hidden choices: keep them out of logs. */
export const moveRepository = {
  /** New moves; unique per (game, player), so a second move for one player fails the whole write. */
  inserting(moves: Move[]): RowWrite {
    const rows = recordset(
      moves.map((m) => pick(rowOf(m), INSERTED)),
      INSERT_RECORD,
    );
    return {
      sql: sql`INSERT INTO moves (${INSERT_LIST}) SELECT ${INSERT_LIST} FROM ${rows}`,
      count: moves.length,
      returns: false,
    };
  },

  /**
   * The moves already stored in these games, and the database clock. A statement of its own, after the games'
   * locks: under READ COMMITTED it reads a snapshot taken after a racing move committed, so that move is seen.
   */
  async inGamesWithClock(em: EntityManager, gameIds: number[]): Promise<{ moves: Move[]; now: Date }> {
    const row = await one(em, MOVES_WITH_CLOCK(em, { ids: gameIds.map((id) => Math.trunc(id)) }));
    return { moves: row.moves.map(moveOf), now: toDate(row.now) };
  },
};
