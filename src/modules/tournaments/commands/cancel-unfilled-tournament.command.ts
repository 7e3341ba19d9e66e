import { Command } from '@nestjs/cqrs';

/**
 * Cancels a PENDING tournament whose registration closed before it filled, and refunds every fee. Answers
 * false, doing nothing, when it is not due (any more) or another transaction holds it.
 */
export class CancelUnfilledTournament extends Command<boolean> {
  constructor(readonly tournamentId: number) {
    super();
  }
}
