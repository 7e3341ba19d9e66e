import { Migration } from '@mikro-orm/migrations';

/**
 * Player protection (issue 22): one row per player who has used a tool or been asked for their age, and one
 * row per limit they set. `player_protection` is also the row a deposit, a join or a create locks (FOR UPDATE)
 * while it checks the limits, so two of them cannot pass a limit together. A time-out or self-exclusion is an
 * end time that only ever moves later; a self-exclusion past its end stays in force until `reopen_requested_at`
 * plus 24 hours. `reality_check_minutes` 0 means no reminder. A limit row holds the amount in force (null: no
 * limit) and, while a raise or removal waits its 24 hours, the amount that will replace it at `effective_at`.
 */
export class Migration20261125200000_player_protection extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE player_protection (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        date_of_birth date,
        reality_check_minutes integer NOT NULL DEFAULT 60 CHECK (reality_check_minutes IN (0, 15, 30, 60)),
        time_out_until timestamptz,
        self_excluded_at timestamptz,
        self_excluded_until timestamptz,
        reopen_requested_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE player_limits (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind varchar(20) NOT NULL CHECK (kind IN ('deposit_daily', 'deposit_weekly', 'deposit_monthly',
          'loss_daily', 'loss_weekly', 'loss_monthly')),
        amount bigint CHECK (amount > 0),
        pending_amount bigint CHECK (pending_amount > 0),
        effective_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind)
      )`);
  }

  override down(): void {
    this.addSql('DROP TABLE player_limits');
    this.addSql('DROP TABLE player_protection');
  }
}
