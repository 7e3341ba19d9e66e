import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { lockExclusively } from '../../../shared/transaction.js';

const WINDOW_SECONDS = 60 * 60;
/** Advisory lock namespace: one address's count of new accounts and the insert that follows it. */
const REGISTRATION_LOCK = 7_420_103;

/**
 * New accounts per client address and hour, kept in PostgreSQL so the cap holds across instances. `admit`
 * runs in the registration's transaction under a lock on the address: concurrent sign-ups from one address
 * are counted one after the other, and a registration that fails leaves no row.
 */
export class RegistrationThrottle {
  constructor(
    private readonly em: EntityManager,
    private readonly maxPerHour: number,
  ) {}

  /** A cheap early refusal before the password is hashed; `admit` is what decides. */
  async check(address: string): Promise<void> {
    await this.refuseIfSpent(this.em, address);
  }

  async admit(em: EntityManager, address: string): Promise<void> {
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
