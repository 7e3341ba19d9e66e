import { Command } from '@nestjs/cqrs';

/**
 * Reminds the players of daily games whose reminder is due (a fifth of the clock left) and who have not moved:
 * one MoveDeadlineNeared per game and player, at most `limit` games a call. Answers how many players it reminded.
 */
export class SendMoveReminders extends Command<number> {
  constructor(readonly limit: number) {
    super();
  }
}
