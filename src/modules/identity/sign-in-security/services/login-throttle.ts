import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { lockExclusively } from '../../../../shared/transaction.js';
import { all, db, one } from '../../../../shared/database/query.js';
import { ago } from '../../../../shared/database/expressions.js';
import { msg } from '#i18n';

export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;
/** Advisory lock namespace: the password checks of one (username, address) pair run one at a time. */
const PAIR_LOCK = 7_420_104;

/**
 * The key of one username tried from one address: `alice@203.0.113.7`. The username is lower-cased and its
 * '%', '@' and ':' are escaped, so it never meets another pair's key or an address key (`address:...`).
 * (Not encodeURIComponent: a lone surrogate in the input would make it throw.)
 */
export const pairKey = (username: string, address: string) =>
  `${username.toLowerCase().replace(/[%@:]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}@${address}`;
export const addressKey = (address: string) => `address:${address}`;

function throttled(oldest: string): DomainError {
  const retryAfter = Math.max(1, Math.ceil((new Date(oldest).getTime() + WINDOW_SECONDS * 1000 - Date.now()) / 1000));
  return new DomainError(
    'login_throttled',
    'too_many',
    msg({ message: 'Too many failed login attempts. Please try again later.' }),
    {
      retryAfterSeconds: retryAfter,
    },
  );
}

const windowStart = () => ago({ secs: WINDOW_SECONDS });

/**
 * Login failures per key, kept in PostgreSQL so the limits hold across app instances. Two keys per attempt:
 *
 * - the (username, address) pair: MAX_FAILURES in the window. Counting per pair rather than per username means
 *   a stranger's guesses lock only the stranger out, never the owner at their own address. The pair's checks run
 *   one at a time under a transaction-scoped advisory lock, and only failures are stored: concurrent guesses
 *   each see the failures before them (at most MAX_FAILURES passwords checked per window however they race),
 *   while concurrent right passwords are never counted at all.
 * - the address alone: a larger budget (configuration) over all usernames, against one client spraying a common
 *   password over many accounts. Its attempts are claimed before the check (stored, committed, then counted) and
 *   released when they succeed: several usernames from one address check in parallel, and an attempt in flight
 *   counts provisionally against a budget far larger than any honest burst.
 *
 * After a budget is spent within the window, attempts are refused until the oldest failure ages out.
 */
export class LoginThrottle {
  constructor(private readonly em: EntityManager) {}

  /** Claims one attempt of the address, or refuses with 429 and Retry-After; answers the claim's id. */
  async claimAddressAttempt(address: string, maxFailures: number): Promise<string> {
    const key = addressKey(address);
    const claimed = await one(
      this.em,
      db(this.em).insertInto('login_failures').values({ username_key: key }).returning('id'),
    );
    const row = await this.windowOf(this.em, key);
    if (Number(row.failures) <= maxFailures || !row.oldest) return claimed.id;
    // A refused attempt checks no password, so it is not a failure and does not extend the lock.
    await this.release(claimed.id);
    throw throttled(row.oldest);
  }

  /** The claimed attempt of the address failed: it stays counted; old rows are trimmed. */
  async keepAddressFailure(address: string): Promise<void> {
    await this.trim(this.em, addressKey(address));
  }

  /** The claimed attempt did not fail (or was refused for the pair): it does not count. */
  async release(claimId: string, em: EntityManager = this.em): Promise<void> {
    await all(em, db(em).deleteFrom('login_failures').where('id', '=', claimId));
  }

  /**
   * Inside the login's transaction: waits for the pair's earlier checks to finish, then refuses with 429 when
   * its failures in the window reach `max` (MAX_FAILURES unless said).
   */
  async holdPair(em: EntityManager, key: string, max = MAX_FAILURES): Promise<void> {
    await lockExclusively(em, PAIR_LOCK, key);
    const row = await this.windowOf(em, key);
    if (Number(row.failures) >= max && row.oldest) throw throttled(row.oldest);
  }

  /** The pair's check failed: stored in the same transaction, before the lock passes to the next check. */
  async recordPairFailure(em: EntityManager, key: string): Promise<void> {
    await this.trim(em, key);
    await all(em, db(em).insertInto('login_failures').values({ username_key: key }));
  }

  /** A success from this address clears the pair's failures. */
  async clearPair(em: EntityManager, key: string): Promise<void> {
    await all(em, db(em).deleteFrom('login_failures').where('username_key', '=', key));
  }

  private windowOf(em: EntityManager, key: string) {
    return one(
      em,
      db(em)
        .selectFrom('login_failures')
        .select((eb) => [eb.fn.countAll<string>().as('failures'), eb.fn.min('failed_at').as('oldest')])
        .where('username_key', '=', key)
        .where('failed_at', '>', windowStart()),
    );
  }

  /** Old rows carry no decision any more; trimming here keeps the table small without a cron. */
  private async trim(em: EntityManager, key: string): Promise<void> {
    await all(
      em,
      db(em).deleteFrom('login_failures').where('username_key', '=', key).where('failed_at', '<', windowStart()),
    );
  }
}
