import { Query } from '@nestjs/cqrs';

/**
 * Of the given users, those whose client is there (issue 32 §0): a live stream open on any instance that is alive,
 * or a signed-in request at or after `since`. Answered from PostgreSQL, so alike on every instance.
 */
export class GetPresentUsers extends Query<number[]> {
  constructor(
    readonly userIds: number[],
    readonly since: Date,
  ) {
    super();
  }
}
