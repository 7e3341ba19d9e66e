import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';

export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;

/**
 * Login failures per key, kept in PostgreSQL so the limit holds across app instances. A key is a username
 * (lowercased; MAX_FAILURES) or a client address (`address:` + IP, a larger budget set by configuration, against
 * one client trying a few passwords on many usernames; usernames cannot contain ':', so the two never meet).
 * After the budget is spent within the window, attempts are refused until the oldest failure ages out.
 *
 * An attempt is claimed before its password is checked: it is stored as a failure first (committed on its
 * own) and only then counted. Each of several concurrent guesses, on any instance, therefore counts the ones
 * stored before it, and at most MAX_FAILURES passwords are checked per window however the requests race.
 * Counting first and storing after the check would let a burst of guesses all pass the count.
 */
export class LoginThrottle {
  constructor(private readonly em: EntityManager) {}

  /**
   * Claims one attempt, or refuses with 429 and Retry-After when the window's budget is spent. Answers the
   * claim's id, for `release` when the attempt turns out not to be a failure.
   */
  async claimAttempt(usernameKey: string, maxFailures = MAX_FAILURES): Promise<string> {
    const [claimed] = await this.em.execute<{ id: string }[]>(
      'INSERT INTO login_failures (username_key) VALUES (?) RETURNING id',
      [usernameKey],
    );
    const [row] = await this.em.execute<{ failures: string; oldest: Date | null }[]>(
      `SELECT count(*) AS failures, min(failed_at) AS oldest FROM login_failures
        WHERE username_key = ? AND failed_at > now() - make_interval(secs => ?)`,
      [usernameKey, WINDOW_SECONDS],
    );
    if (Number(row.failures) <= maxFailures || !row.oldest) return claimed.id;
    // A refused attempt checks no password, so it is not a failure and does not extend the lock.
    await this.em.execute('DELETE FROM login_failures WHERE id = ?', [claimed.id]);
    const retryAfter = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + WINDOW_SECONDS * 1000 - Date.now()) / 1000));
    throw new DomainError('login_throttled', 'too_many', 'Too many failed login attempts. Please try again later.', {
      retryAfterSeconds: retryAfter,
    });
  }

  /** The claimed attempt failed: it stays counted. */
  async recordFailure(usernameKey: string): Promise<void> {
    // Old rows carry no decision any more; trimming here keeps the table small without a cron.
    await this.em.execute(
      'DELETE FROM login_failures WHERE username_key = ? AND failed_at < now() - make_interval(secs => ?)',
      [usernameKey, WINDOW_SECONDS],
    );
  }

  /** The claimed attempt did not fail (or was refused for another key): it does not count. */
  async release(claimId: string): Promise<void> {
    await this.em.execute('DELETE FROM login_failures WHERE id = ?', [claimId]);
  }

  async clear(usernameKey: string): Promise<void> {
    await this.em.execute('DELETE FROM login_failures WHERE username_key = ?', [usernameKey]);
  }
}
