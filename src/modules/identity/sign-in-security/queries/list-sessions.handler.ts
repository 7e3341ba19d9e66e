import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, one } from '../../../../shared/database/query.js';
import type { Counted } from '../../../../shared/http/pagination.js';
import { ListSessions, type SessionView } from './list-sessions.query.js';

/** A session is live while its family holds a token that is neither spent, revoked nor expired. */
const live = sql`EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = s.family_id
  AND t.used_at IS NULL AND t.revoked_at IS NULL AND t.expires_at > now())`;

@QueryHandler(ListSessions)
export class ListSessionsHandler implements IQueryHandler<ListSessions> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, familyId, window }: ListSessions): Promise<Counted<SessionView>> {
    const em = this.em.fork();
    const { count } = await one(
      em,
      sql<{ count: string }>`SELECT count(*) AS count FROM sessions s WHERE s.user_id = ${userId} AND ${live}`,
    );
    const rows = await all(
      em,
      sql<{ id: string; created_at: Date; last_used_at: Date; address: string; device: string; current: boolean }>`
        SELECT s.id, s.created_at, s.last_used_at, s.address, s.device,
               s.family_id IS NOT DISTINCT FROM ${familyId}::uuid AS current
          FROM sessions s WHERE s.user_id = ${userId} AND ${live}
         ORDER BY current DESC, s.last_used_at DESC, s.id
         LIMIT ${window.limit} OFFSET ${window.offset}`,
    );
    const results = rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      last_used_at: new Date(row.last_used_at).toISOString(),
    }));
    return { count: Number(count), results };
  }
}
