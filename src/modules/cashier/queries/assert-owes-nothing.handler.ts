import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { GetPlayerMoney } from '../../ledger/contracts/ledger.queries.js';
import { AssertOwesNothing } from '../contracts/cashier.queries.js';
import { amount, msg, withValues } from '#i18n';

@QueryHandler(AssertOwesNothing)
export class AssertOwesNothingHandler implements IQueryHandler<AssertOwesNothing> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ userId }: AssertOwesNothing): Promise<void> {
    const { owed } = await this.queries.execute(new GetPlayerMoney(userId));
    if (owed <= 0) return;
    throw DomainError.refused(
      'amount_owed',
      withValues(msg({ message: 'You owe {owed} coins after a refund or dispute. Deposit to cover it first.' }), {
        owed: amount(owed),
      }),
    );
  }
}
