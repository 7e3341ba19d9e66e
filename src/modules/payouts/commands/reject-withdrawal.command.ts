import { Command } from '@nestjs/cqrs';
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';

/** Refuses a pending withdrawal: the held money goes back to the wallet. */
export class RejectWithdrawal extends Command<WithdrawalRequest> {
  constructor(
    readonly adminId: number,
    readonly withdrawalId: number,
    readonly adminNotes: string,
  ) {
    super();
  }
}
