import { Query } from '@nestjs/cqrs';
import type { PlayerMatchView } from '../../gameplay/contracts/gameplay.queries.js';

/** The viewer's matches in a tournament, by round; refused to anyone without a seat in it. */
export class GetMyMatches extends Query<PlayerMatchView[]> {
  constructor(
    readonly tournamentId: number,
    readonly userId: number,
  ) {
    super();
  }
}
