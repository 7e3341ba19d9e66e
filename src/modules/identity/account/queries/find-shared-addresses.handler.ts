import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { FindSharedAddresses, type SharedAddresses } from '../../contracts/risk-queries.js';
import { sharedAddressCounts } from '../../persistence/client-addresses.js';

/** One statement for every pair of a page of withdrawals; rows past the retention count as gone. */
@QueryHandler(FindSharedAddresses)
export class FindSharedAddressesHandler implements IQueryHandler<FindSharedAddresses> {
  constructor(private readonly em: EntityManager) {}

  async execute({ pairs }: FindSharedAddresses): Promise<SharedAddresses[]> {
    if (pairs.length === 0) return [];
    const users = pairs.map((p) => Math.trunc(p.userId));
    const others = pairs.map((p) => Math.trunc(p.otherUserId));
    const rows = await sharedAddressCounts(this.em, users, others);
    return rows.map((row) => ({ userId: row.user_id, otherUserId: row.other_id, addresses: row.addresses }));
  }
}
