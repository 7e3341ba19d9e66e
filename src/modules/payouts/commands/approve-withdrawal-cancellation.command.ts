import { Command } from '@nestjs/cqrs';
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';

/** Grants the player's cancellation request: CANCELED, and the held money goes back to the wallet. */
export class ApproveWithdrawalCancellation extends Command<WithdrawalRequest> {
  constructor(
    readonly adminId: number,
    readonly withdrawalId: number,
    readonly adminNotes: string,
  ) {
    super();
  }
}
