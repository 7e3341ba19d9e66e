import { Migration } from '@mikro-orm/migrations';

/**
 * The cashier's deposits (issue 24): each one a row from the moment a player asks, whatever the provider, so a
 * payment that arrives later (or never) has a record to land on. The money itself stays in the ledger; this
 * row says what was asked, what the provider confirmed, and what it took back.
 *
 * The ledger gains a receivable account per player (kind RECEIVABLE): what a refund or a dispute took back
 * beyond the wallet's balance, so a wallet never goes below zero and the debt is still on the books. Its
 * balance is the player's position below zero: never positive, and minus what they owe.
 */
export class Migration20261126100000_deposits extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE deposits (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        provider varchar(16) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'COMPLETED', 'EXPIRED', 'FAILED')),
        -- Coins asked for, in cents of a coin.
        amount bigint NOT NULL CHECK (amount > 0),
        -- What the provider charges for them, in the currency's minor unit.
        currency char(3) NOT NULL,
        price bigint NOT NULL CHECK (price > 0),
        -- Coins credited when the payment was confirmed (the provider's paid amount, not the amount asked).
        amount_credited bigint CHECK (amount_credited >= 0),
        amount_refunded bigint NOT NULL DEFAULT 0 CHECK (amount_refunded >= 0),
        amount_disputed bigint NOT NULL DEFAULT 0 CHECK (amount_disputed >= 0),
        checkout_url text,
        -- The provider's id of the checkout (Stripe: the Checkout Session) and of the payment (the PaymentIntent).
        checkout_reference varchar(255),
        payment_reference varchar(255),
        idempotency_key varchar(128),
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        CONSTRAINT deposits_completed CHECK ((status = 'COMPLETED') = (amount_credited IS NOT NULL)),
        CONSTRAINT deposits_take_back CHECK (amount_refunded + amount_disputed <= coalesce(amount_credited, 0))
      )`);
    this.addSql('CREATE INDEX deposits_user ON deposits (user_id, id)');
    this.addSql('CREATE INDEX deposits_status ON deposits (status, id)');
    this.addSql('CREATE INDEX deposits_created ON deposits (created_at)');
    this.addSql(
      'CREATE UNIQUE INDEX deposits_checkout ON deposits (provider, checkout_reference) WHERE checkout_reference IS NOT NULL',
    );
    this.addSql(
      'CREATE INDEX deposits_payment ON deposits (provider, payment_reference) WHERE payment_reference IS NOT NULL',
    );
    this.addSql(
      'CREATE UNIQUE INDEX deposits_idempotency ON deposits (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL',
    );
    // One row per provider dispute: what was taken back for it and how it ended, so a dispute is taken back
    // once and given back at most once, whatever order its events arrive in.
    this.addSql(`
      CREATE TABLE deposit_disputes (
        id serial PRIMARY KEY,
        deposit_id integer NOT NULL REFERENCES deposits (id),
        provider_reference varchar(255) NOT NULL,
        amount bigint NOT NULL CHECK (amount >= 0),
        status varchar(8) NOT NULL CHECK (status IN ('OPEN', 'WON', 'LOST')),
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz
      )`);
    this.addSql('CREATE UNIQUE INDEX deposit_disputes_reference ON deposit_disputes (deposit_id, provider_reference)');

    // Deposits made before this table existed were the sandbox's, credited at once: they get their rows.
    this.addSql(`
      INSERT INTO deposits (user_id, provider, status, amount, currency, price, amount_credited, created_at, completed_at)
      SELECT a.user_id, 'sandbox', 'COMPLETED', p.amount, 'EUR', p.amount, p.amount, p.created_at, p.created_at
        FROM ledger_postings p
        JOIN ledger_entries e ON e.id = p.entry_id
        JOIN ledger_accounts a ON a.id = p.account_id
       WHERE e.type = 'DEPOSIT' AND a.kind = 'WALLET'
       ORDER BY p.id`);

    this.addSql('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check');
    this.addSql(
      "ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('WALLET', 'ESCROW', 'SYSTEM', 'RECEIVABLE'))",
    );
    this.addSql(
      "ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_receivable_owner CHECK (kind <> 'RECEIVABLE' OR (user_id IS NOT NULL AND allows_negative AND balance <= 0))",
    );
    this.addSql(
      "CREATE UNIQUE INDEX ledger_accounts_receivable_user ON ledger_accounts (user_id) WHERE kind = 'RECEIVABLE'",
    );
  }

  /** Back to before the cashier: possible only while no player owes coins (no receivable account exists). */
  override down(): void {
    this.addSql('DROP INDEX ledger_accounts_receivable_user');
    this.addSql('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_receivable_owner');
    this.addSql('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check');
    this.addSql(
      "ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('WALLET', 'ESCROW', 'SYSTEM'))",
    );
    this.addSql('DROP TABLE deposit_disputes');
    this.addSql('DROP TABLE deposits');
  }
}
