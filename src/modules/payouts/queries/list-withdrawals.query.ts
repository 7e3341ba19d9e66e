import { Query } from '@nestjs/cqrs';
import type { WithdrawalStatus } from '../domain/withdrawal-options.js';
import type { AdminWithdrawalView } from './withdrawal.view.js';

/** The admin's review queue: every player's withdrawals, newest first, optionally filtered. */
export class ListWithdrawals extends Query<AdminWithdrawalView[]> {
  constructor(
    readonly status: WithdrawalStatus | null = null,
    readonly cancellationRequested: boolean | null = null,
  ) {
    super();
  }
}
