import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetPresentUsers } from '../contracts/present-users.query.js';
import { usersPresentSince } from '../persistence/presence.js';

@QueryHandler(GetPresentUsers)
export class GetPresentUsersHandler implements IQueryHandler<GetPresentUsers> {
  constructor(private readonly em: EntityManager) {}

  execute({ userIds, since }: GetPresentUsers): Promise<number[]> {
    return usersPresentSince(this.em, userIds, since);
  }
}
