import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetUserWithdrawals } from '../contracts/payouts.queries.js';
import { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';
import { GetReviewStates } from './get-review-states.query.js';
import { GetRiskSignals, riskSubject } from './get-risk-signals.query.js';
import { MY_WITHDRAWALS_LIMIT } from './get-my-withdrawals.handler.js';

/**
 * The same rows as the player's own list; a separate, public query so other contexts need not reach inside. Only
 * admins read it (the user page), so each withdrawal carries its approvals and the owner's risk signals, as in the
 * review queue.
 */
@QueryHandler(GetUserWithdrawals)
export class GetUserWithdrawalsHandler implements IQueryHandler<GetUserWithdrawals> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId }: GetUserWithdrawals) {
    const rows = await this.em.find(
      WithdrawalRequest,
      { userId },
      { orderBy: { id: 'DESC' }, limit: MY_WITHDRAWALS_LIMIT },
    );
    if (rows.length === 0) return [];
    const signals = await this.queries.execute(new GetRiskSignals(rows.map(riskSubject)));
    const states = await this.queries.execute(new GetReviewStates(rows));
    return rows.map((w, at) => ({ ...states[at], risk_signals: signals.get(w.id) ?? [] }));
  }
}
