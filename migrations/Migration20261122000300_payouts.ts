import { Migration } from '@mikro-orm/migrations';

/**
 * Withdrawal requests (the money itself lives in the ledger's holds account), and the HTTP idempotency
 * store: the first response of each (user, Idempotency-Key), so a retried money POST replays it.
 */
export class Migration20261122000300_payouts extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE withdrawal_requests (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        amount bigint NOT NULL CHECK (amount >= 1000),
        payment_method varchar(16) NOT NULL CHECK (payment_method IN ('PAYPAL', 'BANK_TRANSFER', 'CRYPTO', 'OTHER')),
        payment_details varchar(500) NOT NULL CHECK (length(payment_details) >= 1),
        status varchar(10) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'CANCELED')),
        requested_at timestamptz NOT NULL DEFAULT now(),
        cancellation_requested boolean NOT NULL DEFAULT false,
        cancellation_reason varchar(20)
          CHECK (cancellation_reason IN ('WRONG_DESTINATION', 'CHANGED_MIND', 'INCORRECT_AMOUNT', 'DIFFERENT_METHOD', 'OTHER')),
        cancellation_requested_at timestamptz,
        admin_notes text NOT NULL DEFAULT '',
        reviewed_at timestamptz,
        reviewed_by integer,
        idempotency_key varchar(128),
        -- An open cancellation request only exists on a pending withdrawal.
        CONSTRAINT withdrawal_requests_cancellation_pending CHECK (NOT cancellation_requested OR status = 'PENDING')
      )`);
    this.addSql('CREATE INDEX withdrawal_requests_user ON withdrawal_requests (user_id, id)');
    this.addSql('CREATE INDEX withdrawal_requests_status ON withdrawal_requests (status, id)');
    this.addSql(
      'CREATE UNIQUE INDEX withdrawal_requests_idempotency ON withdrawal_requests (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL',
    );
    this.addSql(`
      CREATE TABLE idempotency_keys (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL,
        key varchar(128) NOT NULL,
        request_hash char(64) NOT NULL,
        response_status integer,
        -- json, not jsonb: a replay answers the first response as it was, key order included.
        response_body json,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE UNIQUE INDEX idempotency_keys_user_key ON idempotency_keys (user_id, key)');
    this.addSql('CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)');
  }
}
