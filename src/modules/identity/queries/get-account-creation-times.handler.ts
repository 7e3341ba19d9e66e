import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetAccountCreationTimes } from '../contracts/risk-queries.js';

@QueryHandler(GetAccountCreationTimes)
export class GetAccountCreationTimesHandler implements IQueryHandler<GetAccountCreationTimes> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetAccountCreationTimes): Promise<Map<number, Date>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<{ id: number; created_at: Date }[]>(
      'SELECT id, created_at FROM users WHERE id IN (?)',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, new Date(row.created_at)]));
  }
}
