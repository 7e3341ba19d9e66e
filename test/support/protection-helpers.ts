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

/**
 * Moves the clock of a player's time-out or self-exclusion, and of their entries in the exclusion register, to
 * their end: a second account is then compared with nothing in force.
 */
export async function endExclusion(t: TestApp, userId: number): Promise<void> {
  await t.sql(
    "UPDATE exclusion_register SET period_ends_at = now() - interval '1 second', ends_at = now() - interval '1 second' WHERE user_id = $1",
    [userId],
  );
  await t.sql(
    "UPDATE player_protection SET time_out_until = now() - interval '1 second' WHERE user_id = $1 AND time_out_until IS NOT NULL",
    [userId],
  );
}

/** Moves the under-age refusals made from `address` a day and an hour back. */
export async function makeAgeRefusalsOld(t: TestApp, address: string): Promise<void> {
  await t.sql(
    "UPDATE date_of_birth_declarations SET declared_at = now() - interval '25 hours' WHERE client_address = $1",
    [address],
  );
}
