import { IsolationLevel } from '@mikro-orm/core';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db, first, one } from '../../../shared/database/query.js';
import { centsFromDb, formatCents, subtractCents, sumCents, ZERO_CENTS } from '../../../shared/money/money.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { GetAccountStatement, type AccountStatement, type StatementLine } from '../contracts/ledger.queries.js';
import { TRANSACTION_TYPE_DISPLAY } from '../contracts/ledger.types.js';
import { accountRowKeys, reportedKey } from '../domain/account-key.js';

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
        const accounts = db(tx)
          .selectFrom('ledger_accounts')
          .select(['id', 'key', 'kind', 'name', 'user_id', 'tournament_id', 'balance']);
        const account = await first(tx, accounts.where('id', '=', String(accountId)));
        if (!account) return null;
        const keys = accountRowKeys(account.key);
        const group = keys.length === 1 ? [account] : await all(tx, accounts.where('key', 'in', keys).orderBy('id'));
        const ids = group.map((row) => row.id);
        const rows = await all(
          tx,
          db(tx)
            .selectFrom('ledger_postings as p')
            .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
            .select(['p.id', 'p.entry_id', 'e.type', 'e.description', 'p.amount', 'p.balance_after', 'p.created_at'])
            .where('p.account_id', 'in', ids)
            .where('p.id', '<', String(cursor))
            .orderBy('p.id', 'desc')
            .limit(pageSize + 1),
        );
        // Only a sharded account needs the postings newer than the page to work its balances back.
        let newer = ZERO_CENTS;
        if (group.length > 1 && before !== undefined) {
          const sum = await one(
            tx,
            db(tx)
              .selectFrom('ledger_postings')
              .select((eb) => eb.fn.sum<string | null>('amount').as('total'))
              .where('account_id', 'in', ids)
              .where('id', '>=', String(cursor)),
          );
          // An aggregate answers one row, with a null sum when no posting matched.
          newer = centsFromDb(sum.total);
        }
        return { group, rows, newer };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
    if (!read) return null;

    const { group, rows, newer } = read;
    const head = group[0];
    const balance = sumCents(group.map((row) => centsFromDb(row.balance)));
    const page = rows.slice(0, pageSize);
    const sharded = group.length > 1;
    let running = subtractCents(balance, newer);
    const results: StatementLine[] = page.map((row) => {
      const amount = centsFromDb(row.amount);
      const balanceAfter = sharded ? running : centsFromDb(row.balance_after);
      running = subtractCents(running, amount);
      return {
        id: Number(row.id),
        entry_id: Number(row.entry_id),
        // The column holds only the ledger's types (the ledger_entries_type constraint), and is typed so.
        transaction_type: row.type,
        transaction_type_display: TRANSACTION_TYPE_DISPLAY[row.type],
        description: row.description,
        amount: formatCents(amount),
        balance_after: formatCents(balanceAfter),
        created_at: new Date(row.created_at).toISOString(),
      };
    });

    let username: string | null = null;
    if ((head.kind === 'WALLET' || head.kind === 'RECEIVABLE') && head.user_id !== null) {
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
      next_cursor: rows.length > pageSize ? page[page.length - 1].id : null,
    };
  }
}
