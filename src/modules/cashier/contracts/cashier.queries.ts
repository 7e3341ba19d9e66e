import { Query } from '@nestjs/cqrs';
import type { RiskSignal } from '../domain/risk-signals.js';
import type { WithdrawalView } from '../queries/withdrawal.view.js';

export type { RiskSignal, WithdrawalView };

/** One user's withdrawal requests, newest first, each with the owner's risk signals (the admin's user page). */
export class GetUserWithdrawals extends Query<(WithdrawalView & { risk_signals: RiskSignal[] })[]> {
  constructor(readonly userId: number) {
    super();
  }
}

/**
 * Refuses (400 {"error"}) a player who owes coins after a refund or dispute took back more than their wallet
 * held: withdrawals, tournament joins and creates wait until a deposit covers it. Run inside the caller's
 * transaction; the debt only grows through a provider's notice, which a later check sees.
 */
export class AssertOwesNothing extends Query<void> {
  constructor(readonly userId: number) {
    super();
  }
}
