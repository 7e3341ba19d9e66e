import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { db, one } from '../../../../shared/database/query.js';
import { GetSessionStart } from '../../contracts/session-start.query.js';

@QueryHandler(GetSessionStart)
export class GetSessionStartHandler implements IQueryHandler<GetSessionStart> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, sessionId }: GetSessionStart): Promise<Date | null> {
    if (!sessionId) return null;
    const { started } = await one(
      this.em,
      db(this.em)
        .selectFrom('refresh_tokens')
        .select((eb) => eb.fn.min('created_at').as('started'))
        .where('family_id', '=', sessionId)
        .where('user_id', '=', userId),
    );
    return started ? new Date(started) : null;
  }
}
