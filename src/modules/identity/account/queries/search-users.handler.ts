import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetWalletBalances } from '../../../ledger/contracts/ledger.queries.js';
import { SearchUsers } from '../../contracts/admin-user-queries.js';
import { User } from '../../domain/user.entity.js';
import { ZERO_CENTS } from '../../../../shared/money/money.js';
import { userView } from './user.view.js';

@QueryHandler(SearchUsers)
export class SearchUsersHandler implements IQueryHandler<SearchUsers> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ search, window }: SearchUsers) {
    const text = search.trim().toLowerCase();
    // LIKE wildcards in the search text are matched literally.
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = text ? { $or: [{ username: { $ilike: pattern } }, { email: { $ilike: pattern } }] } : {};
    const [users, count] = await this.em.findAndCount(User, where, {
      orderBy: { id: 'desc' },
      limit: window.limit,
      offset: window.offset,
    });
    const balances = await this.queries.execute(new GetWalletBalances(users.map((u) => u.id)));
    return { count, results: users.map((user) => userView(user, balances.get(user.id) ?? ZERO_CENTS)) };
  }
}
