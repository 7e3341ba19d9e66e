import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';

/** A champion's prize: paid to the winner's wallet as the tournament's TOURNAMENT_WIN entry. */
export interface PrizeWon {
  userId: number;
  tournamentId: number;
  tournamentName: string;
  amount: Cents;
}

/** The prizes paid to the given users for tournaments completed since a time. */
export class GetPrizesWon extends Query<PrizeWon[]> {
  constructor(
    readonly userIds: number[],
    readonly since: Date,
  ) {
    super();
  }
}
