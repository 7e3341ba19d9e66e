import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { db, one } from '../../../shared/database/query.js';
import type { Counted } from '../../../shared/http/pagination.js';
import { clockNow } from '../../../shared/database/expressions.js';
import { ListChallenges, type ChallengeView } from './challenge.queries.js';
import { challengeRows, ChallengeViews } from './challenge-views.js';

/**
 * OPEN and not yet past their expiry (a challenge the sweep has not closed yet is no longer the player's to act
 * on), made by or naming the viewer, newest first; the id orders those made in the same instant.
 */
@QueryHandler(ListChallenges)
export class ListChallengesHandler implements IQueryHandler<ListChallenges> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ChallengeViews,
  ) {}

  async execute({ viewerId, window }: ListChallenges): Promise<Counted<ChallengeView>> {
    const [{ count }, results] = await Promise.all([
      one(
        this.em,
        db(this.em)
          .selectFrom('challenges as c')
          .innerJoin('tournaments as t', 't.id', 'c.tournament_id')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('c.status', '=', 'OPEN')
          .where('t.registration_closes_at', '>', clockNow())
          .where((eb) => eb.or([eb('c.creator_id', '=', viewerId), eb('c.opponent_id', '=', viewerId)])),
      ),
      this.views.of(
        challengeRows(this.em)
          .where('c.status', '=', 'OPEN')
          .where('t.registration_closes_at', '>', clockNow())
          .where((eb) => eb.or([eb('c.creator_id', '=', viewerId), eb('c.opponent_id', '=', viewerId)]))
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(window.limit)
          .offset(window.offset),
        viewerId,
      ),
    ]);
    return { count: Number(count), results };
  }
}
