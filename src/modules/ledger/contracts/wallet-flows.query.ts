import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';

/** What moved through a wallet in a period, in cents, each as a positive sum. */
export interface WalletFlows {
  deposits: Cents;
  /** Entry fees paid. */
  fees: Cents;
  /** Prizes won. */
  prizes: Cents;
  /** Entry fees given back (a seat left or released, a tournament cancelled). */
  refunds: Cents;
}

/**
 * A wallet's flows since each of `since` (one answer per moment, in order): the player protection context's
 * limits, session summary and figures. Run inside a transaction it reads what that transaction may see.
 */
export class GetWalletFlows extends Query<WalletFlows[]> {
  constructor(
    readonly userId: number,
    readonly since: Date[],
  ) {
    super();
  }
}

/** A wallet's flows per UTC day over the last `days` days, oldest first (days without movement included). */
export class GetDailyWalletFlows extends Query<(WalletFlows & { day: string })[]> {
  constructor(
    readonly userId: number,
    readonly days: number,
  ) {
    super();
  }
}
