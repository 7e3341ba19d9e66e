import type { TestApp } from './test-app.js';

/**
 * Moves the spend of a user's refresh tokens a minute back, past the grace in which a spent token still answers
 * its successor (issue 30 §4): a replay after it is the stolen-token case again. Moving stored times is how these
 * tests move the clock (as sessions' created_at or tokens' expires_at), never a sleep.
 */
export async function pastRefreshGrace(t: TestApp, userId: number): Promise<void> {
  await t.sql("UPDATE refresh_tokens SET used_at = used_at - interval '1 minute' WHERE user_id = $1", [userId]);
}
