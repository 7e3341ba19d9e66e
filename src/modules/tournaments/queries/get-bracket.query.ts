import { Query } from '@nestjs/cqrs';
import type { BracketMatchView } from '../../gameplay/contracts/gameplay.queries.js';

/** Matches keyed round_1 .. round_N in order; {} before the tournament starts. */
export type BracketView = Record<string, BracketMatchView[]>;

export class GetBracket extends Query<BracketView> {
  constructor(
    readonly tournamentId: number,
    /** Who asks: a challenge's bracket is its two players' only. */
    readonly viewerId: number,
  ) {
    super();
  }
}
