import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { centsFromDb } from '../../../shared/money/money.js';
import { GetWageringSummaries, type WageringSummary } from '../contracts/ledger.queries.js';
import { wallet } from '../contracts/ledger.types.js';
import { accountKey } from '../domain/account-key.js';

/**
 * One statement for a page of users, over their wallets' postings: deposits in, fees out (negative on the wallet)
 * and fee refunds back in, since the first deposit. Read from the ledger, the one record of what moved.
 */
@QueryHandler(GetWageringSummaries)
export class GetWageringSummariesHandler implements IQueryHandler<GetWageringSummaries> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetWageringSummaries): Promise<Map<number, WageringSummary>> {
    if (userIds.length === 0) return new Map();
    const keys = userIds.map((id) => accountKey(wallet(id)));
    const rows = await all(
      this.em,
      db(this.em)
        .with('moves', (q) =>
          q
            .selectFrom('ledger_accounts as a')
            .innerJoin('ledger_postings as p', 'p.account_id', 'a.id')
            .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
            .select(['a.user_id', 'e.type', 'p.amount', 'p.created_at'])
            .where('a.key', 'in', keys)
            .where('e.type', 'in', ['DEPOSIT', 'TOURNAMENT_FEE', 'TOURNAMENT_REFUND']),
        )
        .with('firsts', (q) =>
          q
            .selectFrom('moves')
            .select((eb) => ['user_id', eb.fn.min('created_at').as('first_deposit_at')])
            .where('type', '=', 'DEPOSIT')
            .groupBy('user_id'),
        )
        .selectFrom('firsts as f')
        .innerJoin('moves as m', 'm.user_id', 'f.user_id')
        .select((eb) => [
          'f.user_id',
          'f.first_deposit_at',
          eb.fn
            .coalesce(eb.fn.sum<string>('m.amount').filterWhere('m.type', '=', 'DEPOSIT'), eb.lit(0))
            .$castTo<string>()
            .as('deposited'),
          eb.fn
            .coalesce(
              eb.neg(
                eb.fn
                  .sum<string>('m.amount')
                  .filterWhere((fw) =>
                    fw.and([fw('m.type', '<>', 'DEPOSIT'), fw('m.created_at', '>=', fw.ref('f.first_deposit_at'))]),
                  ),
              ),
              eb.lit(0),
            )
            .$castTo<string>()
            .as('fees_spent'),
        ])
        .groupBy(['f.user_id', 'f.first_deposit_at']),
    );
    return new Map(
      rows.map((row) => [
        row.user_id,
        {
          firstDepositAt: new Date(row.first_deposit_at),
          deposited: centsFromDb(row.deposited),
          feesSpent: centsFromDb(row.fees_spent),
        },
      ]),
    );
  }
}
