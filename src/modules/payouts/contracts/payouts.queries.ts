import { Query } from '@nestjs/cqrs';
import type { WithdrawalView } from '../queries/withdrawal.view.js';

export type { WithdrawalView };

/** One user's withdrawal requests, newest first (the admin's user page). */
export class GetUserWithdrawals extends Query<WithdrawalView[]> {
  constructor(readonly userId: number) {
    super();
  }
}
