import { IsolationLevel } from '@mikro-orm/core';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { formatCents } from '../../../shared/money/money.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { GetAccountStatement, type AccountStatement, type StatementLine } from '../contracts/ledger.queries.js';
import { TRANSACTION_TYPE_DISPLAY, type TransactionType } from '../contracts/ledger.types.js';
import { accountRowKeys, reportedKey } from '../domain/account-key.js';

interface AccountRow {
  id: string;
  key: string;
  kind: string;
  name: string;
  user_id: number | null;
  tournament_id: number | null;
  balance: string;
}

interface PostingRow {
  id: string;
  entry_id: string;
  type: TransactionType;
  description: string;
  amount: string;
  balance_after: string;
  created_at: Date;
}

const MAX_LIMIT = 200;
/** No posting id reaches this; "before the end" reads the newest page. */
const NO_CURSOR = Number.MAX_SAFE_INTEGER;

/**
 * An account's statement: its postings newest first with the balance right after each one. The trial balance
 * reports the shards of cash in as one account, so any shard's statement is the whole account's: its lines are
 * the postings of every shard, and balance_after is the account's balance after each (the sum of its postings
 * up to that one), worked back from the current balance. Everything is read in one snapshot.
 */
@QueryHandler(GetAccountStatement)
export class GetAccountStatementHandler implements IQueryHandler<GetAccountStatement> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ accountId, before, limit }: GetAccountStatement): Promise<AccountStatement | null> {
    const pageSize = Math.max(1, Math.min(MAX_LIMIT, Math.trunc(limit) || 50));
    const cursor = before ?? NO_CURSOR;
    const read = await this.em.fork().transactional(
      async (tx) => {
        const [account] = await tx.execute<AccountRow[]>(
          'SELECT id, key, kind, name, user_id, tournament_id, balance FROM ledger_accounts WHERE id = ?',
          [accountId],
        );
        if (!account) return null;
        const keys = accountRowKeys(account.key);
        const group =
          keys.length === 1
            ? [account]
            : await tx.execute<AccountRow[]>(
                'SELECT id, key, kind, name, user_id, tournament_id, balance FROM ledger_accounts WHERE key IN (?) ORDER BY id',
                [keys],
              );
        const ids = group.map((row) => row.id);
        const rows = await tx.execute<PostingRow[]>(
          `SELECT p.id, p.entry_id, e.type, e.description, p.amount, p.balance_after, p.created_at
             FROM ledger_postings p
             JOIN ledger_entries e ON e.id = p.entry_id
            WHERE p.account_id IN (?) AND p.id < ?
            ORDER BY p.id DESC
            LIMIT ?`,
          [ids, cursor, pageSize + 1],
        );
        // Only a sharded account needs the postings newer than the page to work its balances back.
        let newer = 0;
        if (group.length > 1 && before !== undefined) {
          const [sum] = await tx.execute<{ total: string | null }[]>(
            'SELECT sum(amount) AS total FROM ledger_postings WHERE account_id IN (?) AND id >= ?',
            [ids, cursor],
          );
          newer = Number(sum?.total ?? 0);
        }
        return { group, rows, newer };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
    if (!read) return null;

    const { group, rows, newer } = read;
    const head = group[0];
    const balance = group.reduce((sum, row) => sum + Number(row.balance), 0);
    const page = rows.slice(0, pageSize);
    const sharded = group.length > 1;
    let running = balance - newer;
    const results: StatementLine[] = page.map((row) => {
      const amount = Number(row.amount);
      const balanceAfter = sharded ? running : Number(row.balance_after);
      running -= amount;
      return {
        id: Number(row.id),
        entry_id: Number(row.entry_id),
        transaction_type: row.type,
        transaction_type_display: TRANSACTION_TYPE_DISPLAY[row.type] ?? row.type,
        description: row.description,
        amount: formatCents(amount),
        balance_after: formatCents(balanceAfter),
        created_at: new Date(row.created_at).toISOString(),
      };
    });

    let username: string | null = null;
    if (head.kind === 'WALLET' && head.user_id !== null) {
      const users = await this.queries.execute(new GetUserSummaries([head.user_id]));
      username = users.get(head.user_id)?.username ?? null;
    }
    return {
      account: {
        id: Number(head.id),
        key: reportedKey(head.key),
        kind: head.kind,
        name: head.name,
        balance: formatCents(balance),
        user_id: head.user_id,
        tournament_id: head.tournament_id,
        username,
      },
      results,
      next_cursor: rows.length > pageSize ? String(page[page.length - 1].id) : null,
    };
  }
}
