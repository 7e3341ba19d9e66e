import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetUsersWithOpenStreams } from '../contracts/open-streams.query.js';
import { usersWithOpenStreams } from '../persistence/stream-registry.js';

@QueryHandler(GetUsersWithOpenStreams)
export class GetUsersWithOpenStreamsHandler implements IQueryHandler<GetUsersWithOpenStreams> {
  constructor(private readonly em: EntityManager) {}

  execute({ userIds }: GetUsersWithOpenStreams): Promise<number[]> {
    return usersWithOpenStreams(this.em, userIds);
  }
}
