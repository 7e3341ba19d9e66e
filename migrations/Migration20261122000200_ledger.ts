import { Migration } from '@mikro-orm/migrations';

/**
 * The double-entry ledger: accounts with their current balance, immutable journal entries, and postings that
 * each carry the account's balance after them. Money is bigint cents.
 */
export class Migration20261122000200_ledger extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE ledger_accounts (
        id bigserial PRIMARY KEY,
        key varchar(64) NOT NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('WALLET', 'ESCROW', 'SYSTEM')),
        name varchar(100) NOT NULL,
        user_id integer,
        tournament_id integer,
        allows_negative boolean NOT NULL DEFAULT false,
        balance bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- The last line of defence: the posting code refuses an overdraft before it ever reaches this.
        CONSTRAINT ledger_accounts_no_overdraft CHECK (allows_negative OR balance >= 0),
        CONSTRAINT ledger_accounts_wallet_owner CHECK (kind <> 'WALLET' OR (user_id IS NOT NULL AND NOT allows_negative)),
        CONSTRAINT ledger_accounts_escrow_owner CHECK (kind <> 'ESCROW' OR tournament_id IS NOT NULL)
      )`);
    this.addSql('CREATE UNIQUE INDEX ledger_accounts_key ON ledger_accounts (key)');
    this.addSql("CREATE UNIQUE INDEX ledger_accounts_user ON ledger_accounts (user_id) WHERE kind = 'WALLET'");
    this.addSql(`
      CREATE TABLE ledger_entries (
        id bigserial PRIMARY KEY,
        idempotency_key varchar(200) NOT NULL,
        type varchar(32) NOT NULL,
        description varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE UNIQUE INDEX ledger_entries_idempotency_key ON ledger_entries (idempotency_key)');
    this.addSql(`
      CREATE TABLE ledger_postings (
        id bigserial PRIMARY KEY,
        entry_id bigint NOT NULL REFERENCES ledger_entries (id),
        account_id bigint NOT NULL REFERENCES ledger_accounts (id),
        amount bigint NOT NULL CHECK (amount <> 0),
        balance_after bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX ledger_postings_account ON ledger_postings (account_id, id)');
    this.addSql('CREATE INDEX ledger_postings_entry ON ledger_postings (entry_id)');

    // Entries are immutable: a correction is a new entry, never an edit.
    this.addSql(`
      CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger % rows are immutable', TG_TABLE_NAME;
      END $$`);
    this.addSql(`CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`);
    this.addSql(`CREATE TRIGGER ledger_postings_immutable BEFORE UPDATE OR DELETE ON ledger_postings
      FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`);

    // System accounts exist from the start, so the hot path never has to create them under contention.
    // Cash in is split into 16 shards (see CASH_IN_SHARDS) so concurrent deposits do not queue on one row.
    this.addSql(`
      INSERT INTO ledger_accounts (key, kind, name, allows_negative)
      SELECT 'system:CASH_IN:' || shard, 'SYSTEM', 'Cash in', true FROM generate_series(0, 15) AS shard`);
    this.addSql(`
      INSERT INTO ledger_accounts (key, kind, name, allows_negative) VALUES
        ('system:CASH_OUT', 'SYSTEM', 'Cash out', false),
        ('system:WITHDRAWAL_HOLDS', 'SYSTEM', 'Withdrawal holds', false),
        ('system:HOUSE', 'SYSTEM', 'House', true)`);
  }
}
