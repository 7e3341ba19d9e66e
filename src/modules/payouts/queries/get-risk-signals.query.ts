import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';
import type { RiskSignal } from '../domain/risk-signals.js';
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';

/** A withdrawal the reviewer looks at: whose it is, how much it asks for and where the money would go. */
export interface RiskSubject {
  withdrawalId: number;
  userId: number;
  amount: Cents;
  destinationKey: string;
}

export const riskSubject = (w: WithdrawalRequest): RiskSubject => ({
  withdrawalId: w.id,
  userId: w.userId,
  amount: w.amount,
  destinationKey: w.destinationKey,
});

/**
 * The reviewer's risk signals of each given withdrawal: its account's, and its own (`not_wagered`,
 * `shared_destination`). A withdrawal with none maps to an empty list.
 */
export class GetRiskSignals extends Query<Map<number, RiskSignal[]>> {
  constructor(readonly withdrawals: RiskSubject[]) {
    super();
  }
}
