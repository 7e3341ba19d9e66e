import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';
import { GetRiskSignals } from './get-risk-signals.query.js';
import { ListWithdrawals } from './list-withdrawals.query.js';
import { withdrawalView, type AdminWithdrawalView } from './withdrawal.view.js';

const LIMIT = 500;

@QueryHandler(ListWithdrawals)
export class ListWithdrawalsHandler implements IQueryHandler<ListWithdrawals> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ status, cancellationRequested }: ListWithdrawals): Promise<AdminWithdrawalView[]> {
    const where: { status?: WithdrawalRequest['status']; cancellationRequested?: boolean } = {};
    if (status !== null) where.status = status;
    if (cancellationRequested !== null) where.cancellationRequested = cancellationRequested;
    const rows = await this.em.find(WithdrawalRequest, where, { orderBy: { id: 'DESC' }, limit: LIMIT });
    // Usernames belong to identity: asked for through its query, never read from its table.
    const users = await this.queries.execute(new GetUserSummaries(rows.map((w) => w.userId)));
    const signals = await this.queries.execute(new GetRiskSignals(rows.map((w) => w.userId)));
    return rows.map((w) => ({
      ...withdrawalView(w),
      user_id: w.userId,
      username: users.get(w.userId)?.username ?? null,
      risk_signals: signals.get(w.userId) ?? [],
    }));
  }
}
