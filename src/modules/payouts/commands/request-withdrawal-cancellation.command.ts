import { Command } from '@nestjs/cqrs';
import type { CancellationReason } from '../domain/withdrawal-options.js';
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';

/** The player asks an admin to cancel their pending withdrawal; nothing moves until the admin decides. */
export class RequestWithdrawalCancellation extends Command<WithdrawalRequest> {
  constructor(
    readonly userId: number,
    readonly withdrawalId: number,
    readonly reason: CancellationReason,
  ) {
    super();
  }
}
