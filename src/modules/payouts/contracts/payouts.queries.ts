import { Query } from '@nestjs/cqrs';
import type { RiskSignal } from '../domain/risk-signals.js';
import type { WithdrawalView } from '../queries/withdrawal.view.js';

export type { RiskSignal, WithdrawalView };
/** The bounds of a withdrawal's amount, which the cashier's public info shows beside the deposit bounds. */
export { MAX_WITHDRAWAL, MIN_WITHDRAWAL } from '../domain/withdrawal-options.js';

/** One user's withdrawal requests, newest first, each with the owner's risk signals (the admin's user page). */
export class GetUserWithdrawals extends Query<(WithdrawalView & { risk_signals: RiskSignal[] })[]> {
  constructor(readonly userId: number) {
    super();
  }
}
