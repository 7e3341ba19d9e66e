import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { GetWalletBalance } from '../../../ledger/contracts/ledger.queries.js';
import { User } from '../../domain/user.entity.js';
import { GetProfile } from './get-profile.query.js';
import { userView } from './user.view.js';
import { msg } from '#i18n';

@QueryHandler(GetProfile)
export class GetProfileHandler implements IQueryHandler<GetProfile> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId }: GetProfile) {
    const user = await this.em.findOne(User, userId);
    if (!user) throw DomainError.notFound(msg({ message: 'User not found.' }));
    return { ...userView(user, await this.queries.execute(new GetWalletBalance(userId))), locale: user.locale };
  }
}
