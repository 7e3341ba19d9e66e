import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';
import { GetMyWithdrawals } from './get-my-withdrawals.query.js';
import { withdrawalView, type WithdrawalView } from './withdrawal.view.js';

/** The newest this many: a player's list, and the admin's user page. */
export const MY_WITHDRAWALS_LIMIT = 200;

@QueryHandler(GetMyWithdrawals)
export class GetMyWithdrawalsHandler implements IQueryHandler<GetMyWithdrawals> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMyWithdrawals): Promise<WithdrawalView[]> {
    const rows = await this.em.find(
      WithdrawalRequest,
      { userId },
      { orderBy: { id: 'DESC' }, limit: MY_WITHDRAWALS_LIMIT },
    );
    return rows.map(withdrawalView);
  }
}
