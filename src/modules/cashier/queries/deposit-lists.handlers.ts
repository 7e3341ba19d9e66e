import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { isStorableId } from '../../../shared/http/entity-id.pipe.js';
import type { Counted } from '../../../shared/http/pagination.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { Deposit } from '../domain/deposit.entity.js';
import { GetMyDeposit, GetMyDeposits, ListDeposits } from './deposit-lists.query.js';
import { depositView, type AdminDepositView, type DepositView } from './deposit.view.js';
import { msg } from '#i18n';

const NEWEST_FIRST = { id: 'desc' } as const;

@QueryHandler(GetMyDeposits)
export class GetMyDepositsHandler implements IQueryHandler<GetMyDeposits> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, window, status }: GetMyDeposits): Promise<Counted<DepositView>> {
    const where: FilterQuery<Deposit> = status ? { userId, status } : { userId };
    const [rows, count] = await this.em.findAndCount(Deposit, where, {
      orderBy: NEWEST_FIRST,
      limit: window.limit,
      offset: window.offset,
    });
    return { count, results: rows.map(depositView) };
  }
}

@QueryHandler(GetMyDeposit)
export class GetMyDepositHandler implements IQueryHandler<GetMyDeposit> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, depositId }: GetMyDeposit): Promise<DepositView> {
    const deposit = isStorableId(depositId) ? await this.em.findOne(Deposit, { id: depositId, userId }) : null;
    if (!deposit) throw DomainError.notFound(msg({ message: 'Deposit not found.' }));
    return depositView(deposit);
  }
}

@QueryHandler(ListDeposits)
export class ListDepositsHandler implements IQueryHandler<ListDeposits> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ window, filter }: ListDeposits): Promise<Counted<AdminDepositView>> {
    const where: FilterQuery<Deposit> = {
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.provider ? { provider: filter.provider } : {}),
      ...(filter.userId !== null ? { userId: filter.userId } : {}),
      ...(filter.from || filter.to
        ? { createdAt: { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lt: filter.to } : {}) } }
        : {}),
    };
    const [rows, count] = await this.em.findAndCount(Deposit, where, {
      orderBy: NEWEST_FIRST,
      limit: window.limit,
      offset: window.offset,
    });
    // Usernames belong to identity: asked for through its query, never read from its table.
    const users = await this.queries.execute(new GetUserSummaries(rows.map((d) => d.userId)));
    return {
      count,
      results: rows.map((d) => ({
        ...depositView(d),
        user_id: d.userId,
        username: users.get(d.userId)?.username ?? null,
      })),
    };
  }
}
