import { Query } from '@nestjs/cqrs';

/**
 * Of the given users, those with a live stream open on any instance that is alive (seen by PostgreSQL within
 * the last 30 s): a player who has a tab open hears of a change there, and needs no mail about it.
 */
export class GetUsersWithOpenStreams extends Query<number[]> {
  constructor(readonly userIds: number[]) {
    super();
  }
}
