import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../../shared/database/query.js';
import { GetAccountCreationTimes } from '../../contracts/risk-queries.js';

@QueryHandler(GetAccountCreationTimes)
export class GetAccountCreationTimesHandler implements IQueryHandler<GetAccountCreationTimes> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetAccountCreationTimes): Promise<Map<number, Date>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await all(
      this.em,
      db(this.em).selectFrom('users').select(['id', 'created_at']).where('id', 'in', ids),
    );
    return new Map(rows.map((row) => [row.id, new Date(row.created_at)]));
  }
}
