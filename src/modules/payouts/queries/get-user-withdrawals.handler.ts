import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserWithdrawals } from '../contracts/payouts.queries.js';
import { GetMyWithdrawals } from './get-my-withdrawals.query.js';

/** Same rows as the player's own list; a separate, public query so other contexts need not reach inside. */
@QueryHandler(GetUserWithdrawals)
export class GetUserWithdrawalsHandler implements IQueryHandler<GetUserWithdrawals> {
  constructor(private readonly queries: QueryBus) {}

  execute({ userId }: GetUserWithdrawals) {
    return this.queries.execute(new GetMyWithdrawals(userId));
  }
}
