import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ago } from '../../../../shared/database/expressions.js';
import { all, db, first } from '../../../../shared/database/query.js';
import { GetExclusionFacts, type ExclusionFacts } from '../../contracts/exclusion-facts.query.js';

@QueryHandler(GetExclusionFacts)
export class GetExclusionFactsHandler implements IQueryHandler<GetExclusionFacts> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, addressDays }: GetExclusionFacts): Promise<ExclusionFacts | null> {
    const user = await first(this.em, db(this.em).selectFrom('users').select('email').where('id', '=', userId));
    if (!user) return null;
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('client_addresses')
        .select('address')
        .where('user_id', '=', userId)
        .where('last_seen_at', '>=', ago({ days: addressDays }))
        .orderBy('last_seen_at', 'desc'),
    );
    return { email: user.email, addresses: rows.map((row) => row.address) };
  }
}
