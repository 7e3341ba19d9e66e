import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserWithdrawals } from '../contracts/payouts.queries.js';
import { GetMyWithdrawals } from './get-my-withdrawals.query.js';
import { GetRiskSignals } from './get-risk-signals.query.js';
import { type Cents, parseCents } from '../../../shared/money/money.js';

/** A view's amount back in cents: the view wrote it from cents, so it always parses. */
function requireCents(amount: string): Cents {
  const parsed = parseCents(amount);
  if (parsed === null) throw new Error(`unreadable amount ${amount}`);
  return parsed;
}

/**
 * Same rows as the player's own list; a separate, public query so other contexts need not reach inside. Only
 * admins read it (the user page), so each withdrawal carries the owner's risk signals, as in the review queue.
 */
@QueryHandler(GetUserWithdrawals)
export class GetUserWithdrawalsHandler implements IQueryHandler<GetUserWithdrawals> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ userId }: GetUserWithdrawals) {
    const rows = await this.queries.execute(new GetMyWithdrawals(userId));
    if (rows.length === 0) return [];
    const subjects = rows.map((row) => ({ withdrawalId: row.id, userId, amount: requireCents(row.amount) }));
    const signals = await this.queries.execute(new GetRiskSignals(subjects));
    return rows.map((row) => ({ ...row, risk_signals: signals.get(row.id) ?? [] }));
  }
}
