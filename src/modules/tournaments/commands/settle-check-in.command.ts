import { Command } from '@nestjs/cqrs';
import type { CheckInOutcome } from './check-in.js';

/**
 * The check-in sweep's look at one tournament that is checking in: checks in the players whose client is there,
 * starts it when everyone is, and once the window has ended drops (and refunds) who never checked in. Answers
 * null, doing nothing, when it is not checking in (any more) or another transaction holds it.
 */
export class SettleCheckIn extends Command<CheckInOutcome | null> {
  constructor(readonly tournamentId: number) {
    super();
  }
}
