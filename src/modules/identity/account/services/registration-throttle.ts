import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { lockExclusively } from '../../../../shared/transaction.js';
import { all, db, one } from '../../../../shared/database/query.js';
import { ago } from '../../../../shared/database/expressions.js';
import { msg, withValues } from '#i18n';

const WINDOW_SECONDS = 60 * 60;
/** Advisory lock namespace: one address's count of attempts and the insert that follows it. */
const REGISTRATION_LOCK = 7_420_103;

const windowStart = () => ago({ secs: WINDOW_SECONDS });

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
    await all(em, db(em).deleteFrom('registrations_by_address').where('registered_at', '<=', windowStart()));
    await all(em, db(em).insertInto('registrations_by_address').values({ address }));
  }

  private async refuseIfSpent(em: EntityManager, address: string): Promise<void> {
    const row = await one(
      em,
      db(em)
        .selectFrom('registrations_by_address')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('registered_at').as('oldest')])
        .where('address', '=', address)
        .where('registered_at', '>', windowStart()),
    );
    if (Number(row.count) < this.maxPerHour || !row.oldest) return;
    const retryAfter = Math.max(
      1,
      Math.ceil((new Date(row.oldest).getTime() + WINDOW_SECONDS * 1000 - Date.now()) / 1000),
    );
    throw new DomainError(
      'registrations_throttled',
      'too_many',
      withValues(
        msg({ message: 'Too many new accounts from your address: at most {max} an hour. Please try again later.' }),
        { max: this.maxPerHour },
      ),
      { retryAfterSeconds: retryAfter },
    );
  }
}
