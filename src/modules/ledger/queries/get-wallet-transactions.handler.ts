import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { formatCents } from '../../../shared/money/money.js';
import { GetWalletTransactions, type TransactionView } from '../contracts/ledger.queries.js';
import { TRANSACTION_TYPE_DISPLAY, wallet, type TransactionType } from '../contracts/ledger.types.js';
import { accountKey } from '../domain/account-key.js';

interface Row {
  id: string;
  type: TransactionType;
  description: string;
  amount: string;
  balance_after: string;
  created_at: Date;
}

const MAX_LIMIT = 500;

/**
 * A player's transactions are the postings on their wallet, newest first. The amount is unsigned: the type
 * says the direction, as the web client expects; balance_after is the wallet right after the posting.
 */
@QueryHandler(GetWalletTransactions)
export class GetWalletTransactionsHandler implements IQueryHandler<GetWalletTransactions> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, limit }: GetWalletTransactions): Promise<TransactionView[]> {
    const rows = await this.em.execute<Row[]>(
      `SELECT p.id, e.type, e.description, p.amount, p.balance_after, p.created_at
         FROM ledger_postings p
         JOIN ledger_entries e ON e.id = p.entry_id
        WHERE p.account_id = (SELECT id FROM ledger_accounts WHERE key = ?)
        ORDER BY p.id DESC
        LIMIT ?`,
      [accountKey(wallet(userId)), Math.max(1, Math.min(MAX_LIMIT, Math.trunc(limit) || 50))],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      transaction_type: row.type,
      transaction_type_display: TRANSACTION_TYPE_DISPLAY[row.type] ?? row.type,
      description: row.description,
      amount: formatCents(Math.abs(Number(row.amount))),
      balance_after: formatCents(Number(row.balance_after)),
      created_at: new Date(row.created_at).toISOString(),
    }));
  }
}
