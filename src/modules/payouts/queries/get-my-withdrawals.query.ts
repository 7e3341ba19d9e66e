import { Query } from '@nestjs/cqrs';
import type { WithdrawalView } from './withdrawal.view.js';

/** The caller's own withdrawal requests, newest first. */
export class GetMyWithdrawals extends Query<WithdrawalView[]> {
  constructor(readonly userId: number) {
    super();
  }
}
