import { Query } from '@nestjs/cqrs';
import type { RiskSignal } from '../domain/risk-signals.js';
import type { ReviewedWithdrawalView, WithdrawalView } from '../queries/withdrawal.view.js';

export type { RiskSignal, ReviewedWithdrawalView, WithdrawalView };
/** The bounds of a withdrawal's amount, which the cashier's public info shows beside the deposit bounds. */
export { MAX_WITHDRAWAL, MIN_WITHDRAWAL } from '../domain/withdrawal-options.js';

/** One user's withdrawal requests, newest first, each with its approvals and the owner's risk signals (the admin's user page). */
export class GetUserWithdrawals extends Query<ReviewedWithdrawalView[]> {
  constructor(readonly userId: number) {
    super();
  }
}
