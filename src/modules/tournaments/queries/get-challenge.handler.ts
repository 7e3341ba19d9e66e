import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ChallengeErrors } from '../domain/challenge-errors.js';
import { GetChallenge, type ChallengeView } from './challenge.queries.js';
import { challengeRows, ChallengeViews } from './challenge-views.js';

@QueryHandler(GetChallenge)
export class GetChallengeHandler implements IQueryHandler<GetChallenge> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ChallengeViews,
  ) {}

  async execute({ token, viewerId }: GetChallenge): Promise<ChallengeView> {
    const found = (await this.views.of(challengeRows(this.em).where('c.token', '=', token), viewerId)).at(0);
    if (!found) throw ChallengeErrors.notFound();
    return found;
  }
}
