import { Query } from '@nestjs/cqrs';

/**
 * How many signed-in users watch a match right now (its page open, its stream alive on a live instance), not
 * counting `exceptUserIds` (its players): the match page's "N watching".
 */
export class GetMatchWatchers extends Query<number> {
  constructor(
    readonly matchId: number,
    readonly exceptUserIds: number[],
  ) {
    super();
  }
}
