import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';
import type { RiskSignal } from '../domain/risk-signals.js';

/** A withdrawal the reviewer looks at: whose it is and how much it asks for. */
export interface RiskSubject {
  withdrawalId: number;
  userId: number;
  amount: Cents;
}

/**
 * The reviewer's risk signals of each given withdrawal: its account's, and its own (`not_wagered`). A withdrawal
 * with none maps to an empty list.
 */
export class GetRiskSignals extends Query<Map<number, RiskSignal[]>> {
  constructor(readonly withdrawals: RiskSubject[]) {
    super();
  }
}
