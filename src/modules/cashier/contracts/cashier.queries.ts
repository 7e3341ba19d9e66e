import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';

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

/**
 * Coins in the player's checkouts that are still open (or closed so lately that a payment made in them may yet be
 * reported), or completed with a payment that settles later: they count against deposit limits as if paid. Run inside the caller's transaction, under its lock.
 */
export class GetOpenCheckoutCoins extends Query<Cents> {
  constructor(
    readonly userId: number,
    readonly now: Date,
  ) {
    super();
  }
}
