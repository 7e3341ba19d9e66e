import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';
import { GetMyWithdrawals } from './get-my-withdrawals.query.js';
import { withdrawalView, type WithdrawalView } from './withdrawal.view.js';

const LIMIT = 200;

@QueryHandler(GetMyWithdrawals)
export class GetMyWithdrawalsHandler implements IQueryHandler<GetMyWithdrawals> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMyWithdrawals): Promise<WithdrawalView[]> {
    const rows = await this.em.find(WithdrawalRequest, { userId }, { orderBy: { id: 'DESC' }, limit: LIMIT });
    return rows.map(withdrawalView);
  }
}
