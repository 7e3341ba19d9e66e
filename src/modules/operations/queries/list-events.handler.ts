import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { ListEvents, type EventRow } from './list-events.query.js';

interface Row {
  id: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  user_id: number | null;
  occurred_at: Date;
  payload: unknown;
}

@QueryHandler(ListEvents)
export class ListEventsHandler implements IQueryHandler<ListEvents> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filter }: ListEvents) {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      where.push(sql);
      params.push(value);
    };
    if (filter.type) add('type = ?', filter.type);
    if (filter.aggregateType) add('aggregate_type = ?', filter.aggregateType);
    if (filter.aggregateId) add('aggregate_id = ?', filter.aggregateId);
    if (filter.userId !== undefined) add('user_id = ?', filter.userId);
    if (filter.since) add('occurred_at >= ?', filter.since);
    if (filter.until) add('occurred_at < ?', filter.until);
    if (filter.before !== undefined) add('id < ?', filter.before);
    params.push(filter.limit + 1);
    const rows = await this.em.execute<Row[]>(
      `SELECT id, type, aggregate_type, aggregate_id, user_id, occurred_at, payload FROM domain_events
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY id DESC LIMIT ?`,
      params,
    );
    const page = rows.slice(0, filter.limit);
    const users = await this.queries.execute(
      new GetUserSummaries(page.map((row) => row.user_id).filter((id): id is number => id !== null)),
    );
    const results: EventRow[] = page.map((row) => ({
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
