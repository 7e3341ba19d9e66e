import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36 §2: the language a player chose, saved on the profile so it follows them to every device, and the
 * one their mails and inbox notices are written in. Null: none chosen (the browser's Accept-Language decides
 * for a request, English for a mail).
 */
export class Migration20261128160000_user_locale extends Migration {
  override up(): void {
    this.addSql(`ALTER TABLE users ADD COLUMN locale text NULL CHECK (locale IN ('en', 'de', 'es'))`);
  }

  override down(): void {
    this.addSql('ALTER TABLE users DROP COLUMN locale');
  }
}
