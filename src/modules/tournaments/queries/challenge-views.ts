import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SelectQueryBuilder } from 'kysely';
import { all, db, type DB } from '../../../shared/database/query.js';
import { centsFromDb, formatCents } from '../../../shared/money/money.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { Challenge, type ChallengeStatus } from '../domain/challenge.entity.js';
import { GAME_MODE_DISPLAY } from '../domain/tournament-rules.js';
import type { ChallengeView } from './challenge.queries.js';

type Joined = DB & { c: DB['challenges']; t: DB['tournaments'] };

/** Challenges with their tournament's stakes, pace and expiry, and the database's clock to judge the expiry by. */
export function challengeRows(em: EntityManager) {
  return db(em)
    .selectFrom('challenges as c')
    .innerJoin('tournaments as t', 't.id', 'c.tournament_id')
    .select((eb) => [
      'c.id',
      'c.token',
      'c.status',
      'c.creator_id',
      'c.opponent_id',
      'c.rematch_of_match_id',
      'c.created_at',
      'c.tournament_id',
      't.entry_fee',
      't.prize_pool',
      't.game_mode',
      't.move_timeout',
      't.registration_closes_at',
      eb.fn<string>('clock_timestamp').as('now'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof challengeRows>['execute']>>[number];
export type ChallengeRows = SelectQueryBuilder<Joined, 'c' | 't', Row>;

/** The ChallengeView of rows, for one viewer: the usernames from identity, the status seen on the clock. */
@Injectable()
export class ChallengeViews {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async of(query: ChallengeRows, viewerId: number): Promise<ChallengeView[]> {
    const rows = await all(this.em, query);
    const users = await this.queries.execute(
      new GetUserSummaries(rows.flatMap((r) => [r.creator_id, ...(r.opponent_id === null ? [] : [r.opponent_id])])),
    );
    return rows.map((row) => view(row, viewerId, (id) => users.get(id)?.username ?? null));
  }
}

function view(row: Row, viewerId: number, username: (id: number) => string | null): ChallengeView {
  // Past its expiry, an OPEN challenge is expired whether or not the sweep has refunded it yet.
  const expired = Date.parse(row.now) >= Date.parse(row.registration_closes_at);
  const status: ChallengeStatus = row.status === 'OPEN' && expired ? 'EXPIRED' : row.status;
  const open = status === 'OPEN';
  const challenge = Object.assign(Object.create(Challenge.prototype) as Challenge, {
    creatorId: row.creator_id,
    opponentId: row.opponent_id,
  });
  const entryFee = centsFromDb(row.entry_fee);
  return {
    id: row.id,
    token: row.token,
    url: `/challenge/${row.token}`,
    status,
    expires_at: new Date(row.registration_closes_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
    entry_fee: formatCents(entryFee),
    prize_pool: formatCents(centsFromDb(row.prize_pool)),
    game_mode: row.game_mode,
    game_mode_display: GAME_MODE_DISPLAY[row.game_mode],
    move_timeout: row.move_timeout,
    friendly: entryFee === 0,
    creator: row.creator_id,
    creator_username: username(row.creator_id) ?? `Player #${row.creator_id}`,
    opponent: row.opponent_id,
    opponent_username: row.opponent_id === null ? null : username(row.opponent_id),
    tournament: row.tournament_id,
    rematch_of: row.rematch_of_match_id,
    can_accept: open && challenge.mayBeAcceptedBy(viewerId),
    can_cancel: open && viewerId === row.creator_id,
    can_decline: open && row.opponent_id === viewerId,
  };
}
