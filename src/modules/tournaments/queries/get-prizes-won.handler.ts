import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { centsFromDb } from '../../../shared/money/money.js';
import { GetPrizesWon, type PrizeWon } from '../contracts/prizes-won.query.js';

@QueryHandler(GetPrizesWon)
export class GetPrizesWonHandler implements IQueryHandler<GetPrizesWon> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds, since }: GetPrizesWon): Promise<PrizeWon[]> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('tournaments')
        .select(['id', 'name', 'winner_id', 'prize_pool'])
        .where('winner_id', 'in', ids)
        .where('completed_at', '>=', since.toISOString())
        .where('prize_paid_at', 'is not', null)
        .where('prize_pool', '>', '0')
        .orderBy('id')
        .$narrowType<{ winner_id: number }>(),
    );
    return rows.map((row) => ({
      userId: row.winner_id,
      tournamentId: row.id,
      tournamentName: row.name,
      amount: centsFromDb(row.prize_pool),
    }));
  }
}
