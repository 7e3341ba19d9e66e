import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, db, first, type Row } from '../../../shared/database/query.js';
import { centsFromDb } from '../../../shared/money/money.js';
import type { AccountIdentity } from '../domain/account-key.js';
import { LedgerAccount } from '../domain/ledger-account.js';
import type { EntryPlan } from '../domain/entry-plan.js';
import type { TransactionType } from '../contracts/ledger.types.js';

type AccountRow = Pick<
  Row<'ledger_accounts'>,
  'id' | 'key' | 'kind' | 'name' | 'user_id' | 'tournament_id' | 'allows_negative' | 'balance'
>;

function toAccount(row: AccountRow): LedgerAccount {
  const account = new LedgerAccount({
    key: row.key,
    kind: row.kind,
    name: row.name,
    userId: row.user_id,
    tournamentId: row.tournament_id,
    allowsNegative: row.allows_negative,
  });
  account.id = Number(row.id);
  account.balance = centsFromDb(row.balance);
  return account;
}

/**
 * The posting path in plain SQL through the caller's transaction: one statement to lock, one to write.
 * The ORM's unit of work would cost a round trip per row here, and this path is the ledger's throughput.
 */
export const journalRepository = {
  /** Locks the accounts in id order (the one order every poster uses, so two entries never deadlock). */
  async lockAccounts(em: EntityManager, keys: string[]): Promise<Map<string, LedgerAccount>> {
    const rows: AccountRow[] = await all(
      em,
      db(em)
        .selectFrom('ledger_accounts')
        .select(['id', 'key', 'kind', 'name', 'user_id', 'tournament_id', 'allows_negative', 'balance'])
        .where('key', 'in', keys)
        .orderBy('id')
        .forUpdate(),
    );
    return new Map(rows.map((row) => [row.key, toAccount(row)]));
  },

  /** Creates the accounts that do not exist yet; a concurrent creator of the same key simply wins. */
  async createAccounts(em: EntityManager, identities: AccountIdentity[]): Promise<void> {
    await all(
      em,
      db(em)
        .insertInto('ledger_accounts')
        .values(
          identities.map((a) => ({
            key: a.key,
            kind: a.kind,
            name: a.name,
            user_id: a.userId,
            tournament_id: a.tournamentId,
            allows_negative: a.allowsNegative,
          })),
        )
        .onConflict((oc) => oc.doNothing()),
    );
  },

  /**
   * Writes the entry, its postings and the new balances in one statement. When the idempotency key already
   * exists nothing is written and null comes back; a concurrent poster of the same key waits on the unique
   * index and then finds it taken.
   */
  async writeEntry(
    em: EntityManager,
    key: string,
    type: TransactionType,
    description: string,
    plan: EntryPlan,
  ): Promise<number | null> {
    const legs = sql.join(
      plan.postings.map(
        (p, index) => sql`(${p.accountId}::bigint, ${p.amount}::bigint, ${p.balanceAfter}::bigint, ${index}::int)`,
      ),
    );
    const balances = sql.join([...plan.balances].map(([id, balance]) => sql`(${id}::bigint, ${balance}::bigint)`));
    const row = await first(
      em,
      sql<Pick<Row<'ledger_entries'>, 'id'>>`
       WITH entry AS (
         INSERT INTO ledger_entries (idempotency_key, type, description) VALUES (${key}, ${type}, ${description})
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, created_at
       ), posted AS (
         INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after, created_at)
         SELECT entry.id, leg.account_id, leg.amount, leg.balance_after, entry.created_at
           FROM entry, (VALUES ${legs})
                AS leg (account_id, amount, balance_after, ord)
          ORDER BY leg.ord
       ), moved AS (
         UPDATE ledger_accounts AS account SET balance = next.balance
           FROM entry, (VALUES ${balances}) AS next (id, balance)
          WHERE account.id = next.id
       )
       SELECT id FROM entry`,
    );
    return row ? Number(row.id) : null;
  },

  async findEntryId(em: EntityManager, key: string): Promise<number | null> {
    const row = await first(em, db(em).selectFrom('ledger_entries').select('id').where('idempotency_key', '=', key));
    return row ? Number(row.id) : null;
  },
};
