import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { lockExclusively } from '../../../shared/transaction.js';

const WINDOW_SECONDS = 60 * 60;
/** Advisory lock namespace: one address's count of attempts and the insert that follows it. */
const REGISTRATION_LOCK = 7_420_103;

/**
 * Registration attempts per client address and hour, kept in PostgreSQL so the cap holds across instances.
 * Every attempt counts, refused or not (`registrations_by_address.registered_at` is the attempt's time): the
 * count and the insert run under a lock on the address, so concurrent attempts are counted one after the other.
 */
export class RegistrationThrottle {
  constructor(private readonly maxPerHour: number) {}

  /** Refuses with 429 when the hour's budget is spent, else records this attempt; in the caller's transaction. */
  async spend(em: EntityManager, address: string): Promise<void> {
    await lockExclusively(em, REGISTRATION_LOCK, address);
    await this.refuseIfSpent(em, address);
    // Rows of the past hour are all the cap needs; nobody's address is kept longer.
    await em.execute('DELETE FROM registrations_by_address WHERE registered_at <= now() - make_interval(secs => ?)', [
      WINDOW_SECONDS,
    ]);
    await em.execute('INSERT INTO registrations_by_address (address) VALUES (?)', [address]);
  }

  private async refuseIfSpent(em: EntityManager, address: string): Promise<void> {
    const [row] = await em.execute<{ count: string; oldest: Date | null }[]>(
      `SELECT count(*) AS count, min(registered_at) AS oldest FROM registrations_by_address
        WHERE address = ? AND registered_at > now() - make_interval(secs => ?)`,
      [address, WINDOW_SECONDS],
    );
    if (Number(row.count) < this.maxPerHour || !row.oldest) return;
    const retryAfter = Math.max(
      1,
      Math.ceil((new Date(row.oldest).getTime() + WINDOW_SECONDS * 1000 - Date.now()) / 1000),
    );
    throw new DomainError(
      'registrations_throttled',
      'too_many',
      `Too many new accounts from your address: at most ${this.maxPerHour} an hour. Please try again later.`,
      { retryAfterSeconds: retryAfter },
    );
  }
}
