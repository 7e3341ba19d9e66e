import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { ListEvents, type EventView } from './list-events.query.js';

@QueryHandler(ListEvents)
export class ListEventsHandler implements IQueryHandler<ListEvents> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filter }: ListEvents) {
    let query = db(this.em)
      .selectFrom('domain_events')
      .select(['id', 'type', 'aggregate_type', 'aggregate_id', 'user_id', 'occurred_at', 'payload']);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.aggregateType) query = query.where('aggregate_type', '=', filter.aggregateType);
    if (filter.aggregateId) query = query.where('aggregate_id', '=', filter.aggregateId);
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.since) query = query.where('occurred_at', '>=', filter.since.toISOString());
    if (filter.until) query = query.where('occurred_at', '<', filter.until.toISOString());
    if (filter.before !== undefined) query = query.where('id', '<', String(filter.before));
    const rows = await all(this.em, query.orderBy('id', 'desc').limit(filter.limit + 1));
    const page = rows.slice(0, filter.limit);
    const users = await this.queries.execute(
      new GetUserSummaries(page.map((row) => row.user_id).filter((id): id is number => id !== null)),
    );
    const results: EventView[] = page.map((row) => ({
      id: Number(row.id),
      type: row.type,
      aggregate_type: row.aggregate_type,
      aggregate_id: row.aggregate_id,
      user: row.user_id === null ? null : { id: row.user_id, username: users.get(row.user_id)?.username ?? null },
      occurred_at: new Date(row.occurred_at).toISOString(),
      payload: row.payload,
    }));
    const nextCursor = rows.length > filter.limit ? page[page.length - 1].id : null;
    return { results, next_cursor: nextCursor };
  }
}
