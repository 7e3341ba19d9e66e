import { Migration } from '@mikro-orm/migrations';
import { destinationKey } from '../src/modules/payouts/domain/payment-destination.js';
import type { PaymentMethod } from '../src/modules/payouts/domain/withdrawal-options.js';

const BATCH = 1000;

/**
 * Paying out (issue 30 §3): the payout reference the approving admin gives (the PayPal, bank or chain
 * transaction id, shown to the player), the first of two approvals a large withdrawal needs, and each
 * withdrawal's destination in a canonical form (payouts/domain/payment-destination.ts), indexed, so the
 * reviewer learns when another account pays out to the same place. Existing rows are backfilled by the same
 * function the app uses; a change of that function needs a migration that recomputes the column.
 */
export class Migration20261128030000_paying_out extends Migration {
  override async up(): Promise<void> {
    await this.execute(`
      ALTER TABLE withdrawal_requests
        ADD COLUMN payout_reference varchar(200),
        ADD COLUMN first_approved_by integer,
        ADD COLUMN first_approved_at timestamptz,
        ADD COLUMN first_approval_notes text NOT NULL DEFAULT '',
        ADD COLUMN destination_key text,
        -- The reference records a payment made: only an approved withdrawal has one.
        ADD CONSTRAINT withdrawal_requests_reference_approved CHECK (payout_reference IS NULL OR status = 'APPROVED'),
        ADD CONSTRAINT withdrawal_requests_first_approval CHECK ((first_approved_by IS NULL) = (first_approved_at IS NULL))`);
    for (;;) {
      const rows = (await this.execute(
        'SELECT id, payment_method, payment_details FROM withdrawal_requests WHERE destination_key IS NULL ORDER BY id LIMIT ?',
        [BATCH],
      )) as { id: number; payment_method: PaymentMethod; payment_details: string }[];
      if (rows.length === 0) break;
      const keys = rows.map((row) => ({ id: row.id, key: destinationKey(row.payment_method, row.payment_details) }));
      await this.execute(
        `UPDATE withdrawal_requests SET destination_key = v.key
           FROM jsonb_to_recordset(?::jsonb) AS v(id integer, key text) WHERE withdrawal_requests.id = v.id`,
        [JSON.stringify(keys)],
      );
    }
    await this.execute('ALTER TABLE withdrawal_requests ALTER COLUMN destination_key SET NOT NULL');
    await this.execute(
      'CREATE INDEX withdrawal_requests_destination ON withdrawal_requests (destination_key, user_id)',
    );
  }

  override down(): void {
    this.addSql(`
      ALTER TABLE withdrawal_requests
        DROP COLUMN payout_reference, DROP COLUMN first_approved_by, DROP COLUMN first_approved_at,
        DROP COLUMN first_approval_notes, DROP COLUMN destination_key`);
  }
}
