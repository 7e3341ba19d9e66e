import { Command } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';
import type { GameMode } from '../domain/tournament-rules.js';
import type { Tournament } from '../domain/tournament.entity.js';

/** Creates a tournament and seats its creator, who pays the entry fee in the same transaction. */
export class CreateTournament extends Command<Tournament> {
  constructor(
    readonly creatorId: number,
    readonly name: string,
    readonly description: string,
    readonly entryFee: Cents,
    readonly maxPlayers: number,
    readonly gameMode: GameMode,
    /** Seconds per move; MOVE_TIMEOUT_SECONDS when the client sent none. */
    readonly moveTimeout?: number,
    /** Percents of the pool by place; [100], the winner takes all, when the client sent none. */
    readonly payouts?: number[],
  ) {
    super();
  }
}
