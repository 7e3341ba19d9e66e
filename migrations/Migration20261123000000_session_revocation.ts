import { Migration } from '@mikro-orm/migrations';

/**
 * Every instance reloads the sessions revoked within an access token's lifetime (logout, a replayed refresh
 * token) every 2 s; this index keeps that a look at the few recent revocations, not a scan of every token.
 */
export class Migration20261123000000_session_revocation extends Migration {
  override up(): void {
    this.addSql('CREATE INDEX refresh_tokens_revoked ON refresh_tokens (revoked_at) WHERE revoked_at IS NOT NULL');
  }

  override down(): void {
    this.addSql('DROP INDEX refresh_tokens_revoked');
  }
}
