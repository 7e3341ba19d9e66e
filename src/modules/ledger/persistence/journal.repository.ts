import type { EntityManager } from '@mikro-orm/postgresql';
import { centsFromDb } from '../../../shared/money/money.js';
import type { AccountIdentity } from '../domain/account-key.js';
import { LedgerAccount } from '../domain/ledger-account.js';
import type { EntryPlan } from '../domain/entry-plan.js';
import type { TransactionType } from '../contracts/ledger.types.js';

interface AccountRow {
  id: string;
  key: string;
  kind: LedgerAccount['kind'];
  name: string;
  user_id: number | null;
  tournament_id: number | null;
  allows_negative: boolean;
  balance: string;
}

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

const placeholders = (count: number, tuple: string) => Array.from({ length: count }, () => tuple).join(', ');

/**
 * The posting path in plain SQL through the caller's transaction: one statement to lock, one to write.
 * The ORM's unit of work would cost a round trip per row here, and this path is the ledger's throughput.
 */
export const journalRepository = {
  /** Locks the accounts in id order (the one order every poster uses, so two entries never deadlock). */
  async lockAccounts(em: EntityManager, keys: string[]): Promise<Map<string, LedgerAccount>> {
    const rows = await em.execute<AccountRow[]>(
      `SELECT id, key, kind, name, user_id, tournament_id, allows_negative, balance
         FROM ledger_accounts WHERE key IN (?) ORDER BY id FOR UPDATE`,
      [keys],
    );
    return new Map(rows.map((row) => [row.key, toAccount(row)]));
  },

  /** Creates the accounts that do not exist yet; a concurrent creator of the same key simply wins. */
  async createAccounts(em: EntityManager, identities: AccountIdentity[]): Promise<void> {
    const params = identities.flatMap((a) => [a.key, a.kind, a.name, a.userId, a.tournamentId, a.allowsNegative]);
    await em.execute(
      `INSERT INTO ledger_accounts (key, kind, name, user_id, tournament_id, allows_negative)
       VALUES ${placeholders(identities.length, '(?, ?, ?, ?::int, ?::int, ?::boolean)')}
       ON CONFLICT DO NOTHING`,
      params,
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
    const postingParams = plan.postings.flatMap((p, index) => [p.accountId, p.amount, p.balanceAfter, index]);
    const balanceParams = [...plan.balances].flatMap(([id, balance]) => [id, balance]);
    const rows = await em.execute<{ id: string }[]>(
      `WITH entry AS (
         INSERT INTO ledger_entries (idempotency_key, type, description) VALUES (?, ?, ?)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, created_at
       ), posted AS (
         INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after, created_at)
         SELECT entry.id, leg.account_id, leg.amount, leg.balance_after, entry.created_at
           FROM entry, (VALUES ${placeholders(plan.postings.length, '(?::bigint, ?::bigint, ?::bigint, ?::int)')})
                AS leg (account_id, amount, balance_after, ord)
          ORDER BY leg.ord
       ), moved AS (
         UPDATE ledger_accounts AS account SET balance = next.balance
           FROM entry, (VALUES ${placeholders(plan.balances.size, '(?::bigint, ?::bigint)')}) AS next (id, balance)
          WHERE account.id = next.id
       )
       SELECT id FROM entry`,
      [key, type, description, ...postingParams, ...balanceParams],
    );
    return rows.length ? Number(rows[0].id) : null;
  },

  async findEntryId(em: EntityManager, key: string): Promise<number | null> {
    const rows = await em.execute<{ id: string }[]>('SELECT id FROM ledger_entries WHERE idempotency_key = ?', [key]);
    return rows.length ? Number(rows[0].id) : null;
  },
};
