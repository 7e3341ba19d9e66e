import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { centsFromDb } from '../../../shared/money/money.js';
import { GetPrizesWon, type PrizeWon } from '../contracts/prizes-won.query.js';

@QueryHandler(GetPrizesWon)
export class GetPrizesWonHandler implements IQueryHandler<GetPrizesWon> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds, since }: GetPrizesWon): Promise<PrizeWon[]> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    const rows = await this.em.execute<{ id: number; name: string; winner_id: number; prize_pool: string }[]>(
      `SELECT id, name, winner_id, prize_pool FROM tournaments
        WHERE winner_id IN (?) AND completed_at >= ? AND prize_paid_at IS NOT NULL AND prize_pool > 0
        ORDER BY id`,
      [ids, since],
    );
    return rows.map((row) => ({
      userId: row.winner_id,
      tournamentId: row.id,
      tournamentName: row.name,
      amount: centsFromDb(row.prize_pool),
    }));
  }
}
