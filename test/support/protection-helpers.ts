import type { TestApp } from './test-app.js';

/**
 * Moves the clock of a player's waiting limit changes instead of waiting 24 hours: every raise or removal of
 * theirs falls due now. The server compares `effective_at` with the database's clock, as it does in production.
 */
export async function makePendingLimitsDue(t: TestApp, userId: number): Promise<void> {
  await t.sql(
    "UPDATE player_limits SET effective_at = now() - interval '1 second' WHERE user_id = $1 AND effective_at IS NOT NULL",
    [userId],
  );
}

/** Moves the clock of a self-exclusion to the end of its period (it stays closed until the player asks). */
export async function endSelfExclusionPeriod(t: TestApp, userId: number): Promise<void> {
  await t.sql("UPDATE player_protection SET self_excluded_until = now() - interval '1 second' WHERE user_id = $1", [
    userId,
  ]);
}

/** Moves the clock of a request to reopen back past its 24 hours. */
export async function makeReopenDue(t: TestApp, userId: number): Promise<void> {
  await t.sql("UPDATE player_protection SET reopen_requested_at = now() - interval '25 hours' WHERE user_id = $1", [
    userId,
  ]);
}

export async function protectionEventsOf(
  t: TestApp,
  userId: number,
): Promise<{ type: string; payload: Record<string, unknown>; user_id: number | null }[]> {
  return t.sql(
    "SELECT type, payload, user_id FROM domain_events WHERE aggregate_type = 'player_protection' AND aggregate_id = $1 ORDER BY id",
    [String(userId)],
  );
}
