import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, type Row } from '../../../../shared/database/query.js';
import { FindSharedAddresses, type SharedAddresses } from '../../contracts/risk-queries.js';
import { ADDRESS_RETENTION_DAYS } from '../../persistence/client-addresses.js';

/** One statement for every pair of a page of withdrawals; rows past the retention count as gone. */
@QueryHandler(FindSharedAddresses)
export class FindSharedAddressesHandler implements IQueryHandler<FindSharedAddresses> {
  constructor(private readonly em: EntityManager) {}

  async execute({ pairs }: FindSharedAddresses): Promise<SharedAddresses[]> {
    if (pairs.length === 0) return [];
    const users = pairs.map((p) => Math.trunc(p.userId));
    const others = pairs.map((p) => Math.trunc(p.otherUserId));
    const rows = await all(
      this.em,
      sql<Pick<Row<'client_addresses'>, 'user_id'> & { other_id: number; addresses: number }>`
        SELECT pair.user_id, pair.other_id, count(*)::int AS addresses
          FROM unnest(${users}::int[], ${others}::int[]) AS pair (user_id, other_id)
          JOIN client_addresses mine ON mine.user_id = pair.user_id
                                    AND mine.last_seen_at >= now() - make_interval(days => ${ADDRESS_RETENTION_DAYS})
          JOIN client_addresses theirs ON theirs.user_id = pair.other_id AND theirs.address = mine.address
                                      AND theirs.last_seen_at >= now() - make_interval(days => ${ADDRESS_RETENTION_DAYS})
         GROUP BY pair.user_id, pair.other_id`,
    );
    return rows.map((row) => ({ userId: row.user_id, otherUserId: row.other_id, addresses: row.addresses }));
  }
}
