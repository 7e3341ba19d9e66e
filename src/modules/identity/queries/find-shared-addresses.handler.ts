import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { FindSharedAddresses, type SharedAddresses } from '../contracts/risk-queries.js';
import { ADDRESS_RETENTION_DAYS } from '../persistence/client-addresses.js';

const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** One statement for every pair of a page of withdrawals; rows past the retention count as gone. */
@QueryHandler(FindSharedAddresses)
export class FindSharedAddressesHandler implements IQueryHandler<FindSharedAddresses> {
  constructor(private readonly em: EntityManager) {}

  async execute({ pairs }: FindSharedAddresses): Promise<SharedAddresses[]> {
    if (pairs.length === 0) return [];
    const rows = await this.em.execute<{ user_id: number; other_id: number; addresses: number }[]>(
      `SELECT pair.user_id, pair.other_id, count(*)::int AS addresses
         FROM unnest(?::int[], ?::int[]) AS pair (user_id, other_id)
         JOIN client_addresses mine ON mine.user_id = pair.user_id AND mine.last_seen_at >= now() - make_interval(days => ?)
         JOIN client_addresses theirs ON theirs.user_id = pair.other_id AND theirs.address = mine.address
                                     AND theirs.last_seen_at >= now() - make_interval(days => ?)
        GROUP BY pair.user_id, pair.other_id`,
      [
        intArray(pairs.map((p) => p.userId)),
        intArray(pairs.map((p) => p.otherUserId)),
        ADDRESS_RETENTION_DAYS,
        ADDRESS_RETENTION_DAYS,
      ],
    );
    return rows.map((row) => ({ userId: row.user_id, otherUserId: row.other_id, addresses: row.addresses }));
  }
}
