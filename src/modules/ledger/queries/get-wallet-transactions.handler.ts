import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { absCents, centsFromDb, formatCents } from '../../../shared/money/money.js';
import { GetWalletTransactions, type TransactionView } from '../contracts/ledger.queries.js';
import { TRANSACTION_TYPE_DISPLAY, wallet } from '../contracts/ledger.types.js';
import { accountKey } from '../domain/account-key.js';

const MAX_LIMIT = 500;

/**
 * A player's transactions are the postings on their wallet, newest first. The amount is unsigned: the type
 * says the direction, as the web client expects; balance_after is the wallet right after the posting.
 */
@QueryHandler(GetWalletTransactions)
export class GetWalletTransactionsHandler implements IQueryHandler<GetWalletTransactions> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, limit }: GetWalletTransactions): Promise<TransactionView[]> {
    const k = db(this.em);
    const rows = await all(
      this.em,
      k
        .selectFrom('ledger_postings as p')
        .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
        .select(['p.id', 'e.type', 'e.description', 'p.amount', 'p.balance_after', 'p.created_at'])
        .where('p.account_id', '=', (eb) =>
          eb
            .selectFrom('ledger_accounts')
            .select('id')
            .where('key', '=', accountKey(wallet(userId))),
        )
        .orderBy('p.id', 'desc')
        .limit(Math.max(1, Math.min(MAX_LIMIT, Math.trunc(limit) || 50))),
    );
    return rows.map((row) => ({
      id: Number(row.id),
      // The column holds only the ledger's types (the ledger_entries_type constraint), and is typed so.
      transaction_type: row.type,
      transaction_type_display: TRANSACTION_TYPE_DISPLAY[row.type],
      description: row.description,
      amount: formatCents(absCents(centsFromDb(row.amount))),
      balance_after: formatCents(centsFromDb(row.balance_after)),
      created_at: new Date(row.created_at).toISOString(),
    }));
  }
}
