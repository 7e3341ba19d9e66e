import { Command } from '@nestjs/cqrs';
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';

/** Turns down the player's cancellation request: the withdrawal stays PENDING for review, with the notes. */
export class DenyWithdrawalCancellation extends Command<WithdrawalRequest> {
  constructor(
    readonly adminId: number,
    readonly withdrawalId: number,
    readonly adminNotes: string,
  ) {
    super();
  }
}
