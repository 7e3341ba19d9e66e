import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ago, now } from '../../../shared/database/expressions.js';
import { all, db } from '../../../shared/database/query.js';
import { absCents, centsFromDb, ZERO_CENTS } from '../../../shared/money/money.js';
import { wallet } from '../contracts/ledger.types.js';
import { GetDailyWalletFlows, GetWalletFlows, type WalletFlows } from '../contracts/wallet-flows.query.js';
import { accountKey } from '../domain/account-key.js';

const FLOW_TYPES = ['DEPOSIT', 'TOURNAMENT_FEE', 'TOURNAMENT_WIN', 'TOURNAMENT_REFUND'] as const;

function flowsOf(rows: { type: string; total: string | number | null }[]): WalletFlows {
  const sum = (type: string) => absCents(centsFromDb(rows.find((row) => row.type === type)?.total ?? 0));
  return {
    deposits: sum('DEPOSIT'),
    fees: sum('TOURNAMENT_FEE'),
    prizes: sum('TOURNAMENT_WIN'),
    refunds: sum('TOURNAMENT_REFUND'),
  };
}

/** The wallet postings of the flow types since a moment, summed per entry type. */
function postingsOf(em: EntityManager, userId: number) {
  return db(em)
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .where('p.account_id', '=', (eb) =>
      eb
        .selectFrom('ledger_accounts')
        .select('id')
        .where('key', '=', accountKey(wallet(userId))),
    )
    .where('e.type', 'in', FLOW_TYPES);
}

@QueryHandler(GetWalletFlows)
export class GetWalletFlowsHandler implements IQueryHandler<GetWalletFlows> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, since }: GetWalletFlows): Promise<WalletFlows[]> {
    const answers: WalletFlows[] = [];
    for (const moment of since) {
      const rows = await all(
        this.em,
        postingsOf(this.em, userId)
          .where('p.created_at', '>', moment.toISOString())
          .select((eb) => ['e.type', eb.fn.sum<string>('p.amount').as('total')])
          .groupBy('e.type'),
      );
      answers.push(flowsOf(rows));
    }
    return answers;
  }
}

@QueryHandler(GetDailyWalletFlows)
export class GetDailyWalletFlowsHandler implements IQueryHandler<GetDailyWalletFlows> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, days }: GetDailyWalletFlows): Promise<(WalletFlows & { day: string })[]> {
    const span = Math.max(1, Math.min(366, Math.trunc(days)));
    const rows = await all(
      this.em,
      postingsOf(this.em, userId)
        .where((eb) =>
          eb(
            'p.created_at',
            '>=',
            ago(
              { days: span - 1 },
              eb.fn<string>('date_trunc', [eb.val('day'), eb.fn('timezone', [eb.val('UTC'), now()])]),
            ),
          ),
        )
        .select((eb) => [
          eb
            .fn<string>('to_char', [eb.fn('timezone', [eb.val('UTC'), 'p.created_at']), eb.val('YYYY-MM-DD')])
            .as('day'),
          'e.type',
          eb.fn.sum<string>('p.amount').as('total'),
        ])
        .groupBy(['day', 'e.type']),
    );
    const today = new Date();
    const series: (WalletFlows & { day: string })[] = [];
    for (let back = span - 1; back >= 0; back--) {
      const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back))
        .toISOString()
        .slice(0, 10);
      const ofDay = rows.filter((row) => row.day === day);
      series.push({
        day,
        ...(ofDay.length
          ? flowsOf(ofDay)
          : { deposits: ZERO_CENTS, fees: ZERO_CENTS, prizes: ZERO_CENTS, refunds: ZERO_CENTS }),
      });
    }
    return series;
  }
}
