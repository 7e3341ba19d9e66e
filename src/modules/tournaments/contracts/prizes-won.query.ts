import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';

/** A paid place's prize (the champion's, or a runner-up's where the table pays more places): its TOURNAMENT_WIN entry. */
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
