import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../../shared/database/query.js';
import { GetMatchStartMailRecipients, type MatchStartMailRecipient } from '../../contracts/user-queries.js';

@QueryHandler(GetMatchStartMailRecipients)
export class GetMatchStartMailRecipientsHandler implements IQueryHandler<GetMatchStartMailRecipients> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetMatchStartMailRecipients): Promise<MatchStartMailRecipient[]> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('users')
        .select(['id', 'username', 'email'])
        .where('id', 'in', ids)
        .where('email_match_start', '=', true)
        .where('is_blocked', '=', false)
        .where((eb) => eb.or([eb('email_verified_at', 'is not', null), eb('role', '=', 'ADMIN')])),
    );
    return rows.map((u) => ({ userId: u.id, username: u.username, email: u.email }));
  }
}
