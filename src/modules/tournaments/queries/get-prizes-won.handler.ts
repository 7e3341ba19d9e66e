import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { centsFromDb } from '../../../shared/money/money.js';
import { GetPrizesWon, type PrizeWon } from '../contracts/prizes-won.query.js';
import { placePrizes } from '../domain/payouts.js';

/**
 * The prizes of paid tournaments by the place each player took: a seat placed within the table's paid places
 * won that place's share (the same arithmetic the payout posted), whoever was champion.
 */
@QueryHandler(GetPrizesWon)
export class GetPrizesWonHandler implements IQueryHandler<GetPrizesWon> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds, since }: GetPrizesWon): Promise<PrizeWon[]> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('tournament_participants as p')
        .innerJoin('tournaments as t', 't.id', 'p.tournament_id')
        .select(['p.user_id', 'p.placement', 't.id', 't.name', 't.prize_pool', 't.payouts'])
        .where('p.user_id', 'in', ids)
        .where('t.completed_at', '>=', since.toISOString())
        .where('t.prize_paid_at', 'is not', null)
        .where('t.prize_pool', '>', '0')
        .where((eb) => eb('p.placement', '<=', eb.fn<number>('cardinality', ['t.payouts'])))
        .orderBy('t.id')
        .orderBy('p.placement')
        .$narrowType<{ placement: number }>(),
    );
    return rows.map((row) => ({
      userId: row.user_id,
      tournamentId: row.id,
      tournamentName: row.name,
      amount: placePrizes(centsFromDb(row.prize_pool), row.payouts)[row.placement - 1].amount,
    }));
  }
}
