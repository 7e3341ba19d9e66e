import type { TestApp } from './test-app.js';

/**
 * Marks a player's email address verified, as following the mailed link would: a withdrawal needs it. Written
 * straight to the database for speed; test/http/account-recovery.test.ts covers the link itself.
 */
export async function verifyEmailOf(t: Pick<TestApp, 'sql'>, player: { id: number }): Promise<void> {
  await t.sql('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1', [player.id]);
}
