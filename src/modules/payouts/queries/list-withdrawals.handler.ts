import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder } from 'kysely';
import { all, db, one, type DB } from '../../../shared/database/query.js';
import type { Counted } from '../../../shared/http/pagination.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';
import { GetReviewStates } from './get-review-states.query.js';
import { GetRiskSignals, riskSubject } from './get-risk-signals.query.js';
import { ListWithdrawals } from './list-withdrawals.query.js';
import type { AdminWithdrawalView } from './withdrawal.view.js';

/** Pending first, oldest first among them; the rest newest first; the id breaks every tie. */
const pendingFirst = (eb: ExpressionBuilder<DB, 'withdrawal_requests'>) => eb.parens('status', '=', 'PENDING');
const pendingOldestFirst = (eb: ExpressionBuilder<DB, 'withdrawal_requests'>) =>
  eb.case().when('status', '=', 'PENDING').then(eb.ref('id')).end();

@QueryHandler(ListWithdrawals)
export class ListWithdrawalsHandler implements IQueryHandler<ListWithdrawals> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ window, status, cancellationRequested }: ListWithdrawals): Promise<Counted<AdminWithdrawalView>> {
    let filtered = db(this.em).selectFrom('withdrawal_requests');
    if (status !== null) filtered = filtered.where('status', '=', status);
    if (cancellationRequested !== null) filtered = filtered.where('cancellation_requested', '=', cancellationRequested);
    const { count } = await one(
      this.em,
      filtered.select((eb) => eb.fn.countAll<string>().as('count')),
    );
    // The page's ids in queue order (an ORDER BY the ORM's orderBy cannot say), then the rows as entities.
    const page = await all(
      this.em,
      filtered
        .select('id')
        .orderBy(pendingFirst, 'desc')
        .orderBy(pendingOldestFirst, 'asc')
        .orderBy('id', 'desc')
        .limit(window.limit)
        .offset(window.offset),
    );
    const ids = page.map((row) => row.id);
    const found = ids.length ? await this.em.find(WithdrawalRequest, { id: { $in: ids } }) : [];
    const byId = new Map(found.map((w) => [w.id, w]));
    const rows = ids.map((id) => byId.get(id)).filter((w): w is WithdrawalRequest => w !== undefined);
    // Usernames belong to identity: asked for through its query, never read from its table.
    const users = await this.queries.execute(new GetUserSummaries(rows.map((w) => w.userId)));
    const signals = await this.queries.execute(new GetRiskSignals(rows.map(riskSubject)));
    const states = await this.queries.execute(new GetReviewStates(rows));
    const results = rows.map((w, at) => ({
      ...states[at],
      user_id: w.userId,
      username: users.get(w.userId)?.username ?? null,
      risk_signals: signals.get(w.id) ?? [],
    }));
    return { count: Number(count), results };
  }
}
