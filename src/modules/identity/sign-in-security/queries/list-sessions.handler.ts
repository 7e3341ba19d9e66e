import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db, one } from '../../../../shared/database/query.js';
import { liveFamily } from '../services/end-sessions.js';
import type { Counted } from '../../../../shared/http/pagination.js';
import { ListSessions, type SessionView } from './list-sessions.query.js';

@QueryHandler(ListSessions)
export class ListSessionsHandler implements IQueryHandler<ListSessions> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, familyId, window }: ListSessions): Promise<Counted<SessionView>> {
    const em = this.em.fork();
    const sessions = db(em).selectFrom('sessions as s').where('s.user_id', '=', userId).where(liveFamily);
    const { count } = await one(
      em,
      sessions.select((eb) => eb.fn.countAll<string>().as('count')),
    );
    const rows = await all(
      em,
      sessions
        .select((eb) => [
          's.id',
          's.created_at',
          's.last_used_at',
          's.address',
          's.device',
          eb('s.family_id', 'is not distinct from', eb.cast<string | null>(eb.val(familyId), 'uuid'))
            .$castTo<boolean>()
            .as('current'),
        ])
        .orderBy('current', 'desc')
        .orderBy('s.last_used_at', 'desc')
        .orderBy('s.id')
        .limit(window.limit)
        .offset(window.offset),
    );
    const results = rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      last_used_at: new Date(row.last_used_at).toISOString(),
    }));
    return { count: Number(count), results };
  }
}
