import { Command } from '@nestjs/cqrs';
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';

/** Releases a pending withdrawal: the held money moves to cash out. */
export class ApproveWithdrawal extends Command<WithdrawalRequest> {
  constructor(
    readonly adminId: number,
    readonly withdrawalId: number,
    readonly adminNotes: string,
  ) {
    super();
  }
}
