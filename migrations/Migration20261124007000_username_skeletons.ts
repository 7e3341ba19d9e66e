import { Migration } from '@mikro-orm/migrations';
import { usernameSkeleton } from '../src/modules/identity/domain/username-skeleton.js';

const BATCH = 1000;

/**
 * Each user's username skeleton (identity/domain/username-skeleton.ts), so a new name that looks like an existing
 * one is found by an index. Existing users are backfilled here, in batches, by the same function the app uses;
 * a change of that function needs a migration that recomputes the column. Not unique: existing users may
 * already look alike, and the registration checks under a lock on the skeleton instead.
 */
export class Migration20261124007000_username_skeletons extends Migration {
  override async up(): Promise<void> {
    await this.execute('ALTER TABLE users ADD COLUMN username_skeleton text');
    for (;;) {
      const rows = (await this.execute(
        'SELECT id, username FROM users WHERE username_skeleton IS NULL ORDER BY id LIMIT ?',
        [BATCH],
      )) as { id: number; username: string }[];
      if (rows.length === 0) break;
      const skeletons = rows.map((row) => ({ id: row.id, skeleton: usernameSkeleton(row.username) }));
      await this.execute(
        `UPDATE users SET username_skeleton = v.skeleton
           FROM jsonb_to_recordset(?::jsonb) AS v(id integer, skeleton text) WHERE users.id = v.id`,
        [JSON.stringify(skeletons)],
      );
    }
    await this.execute('ALTER TABLE users ALTER COLUMN username_skeleton SET NOT NULL');
    await this.execute('CREATE INDEX users_username_skeleton ON users (username_skeleton)');
  }

  override down(): void {
    this.addSql('ALTER TABLE users DROP COLUMN username_skeleton');
  }
}
