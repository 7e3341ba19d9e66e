import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';

export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;

/**
 * Login failures per username, kept in PostgreSQL so the limit holds across app instances. After
 * MAX_FAILURES within the window, attempts are refused until the oldest failure of the window ages out.
 */
export class LoginThrottle {
  constructor(private readonly em: EntityManager) {}

  async assertAllowed(usernameKey: string): Promise<void> {
    const [row] = await this.em.execute<{ failures: string; oldest: Date | null }[]>(
      `SELECT count(*) AS failures, min(failed_at) AS oldest FROM login_failures
        WHERE username_key = ? AND failed_at > now() - make_interval(secs => ?)`,
      [usernameKey, WINDOW_SECONDS],
    );
    if (Number(row.failures) < MAX_FAILURES || !row.oldest) return;
    const retryAfter = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + WINDOW_SECONDS * 1000 - Date.now()) / 1000));
    throw new DomainError('login_throttled', 'too_many', 'Too many failed login attempts. Please try again later.', {
      retryAfterSeconds: retryAfter,
    });
  }

  async recordFailure(usernameKey: string): Promise<void> {
    await this.em.execute('INSERT INTO login_failures (username_key) VALUES (?)', [usernameKey]);
    // Old rows carry no decision any more; trimming here keeps the table small without a cron.
    await this.em.execute(
      'DELETE FROM login_failures WHERE username_key = ? AND failed_at < now() - make_interval(secs => ?)',
      [usernameKey, WINDOW_SECONDS],
    );
  }

  async clear(usernameKey: string): Promise<void> {
    await this.em.execute('DELETE FROM login_failures WHERE username_key = ?', [usernameKey]);
  }
}
