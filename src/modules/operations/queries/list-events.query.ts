import { Query } from '@nestjs/cqrs';

export interface EventFilter {
  type?: string;
  aggregateType?: string;
  aggregateId?: string;
  userId?: number;
  since?: Date;
  until?: Date;
  /** Events with an id below this one: the cursor of the previous page. */
  before?: number;
  limit: number;
}

/** One event of the log as the admin API shows it. */
export interface EventView {
  id: number;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  user: { id: number; username: string | null } | null;
  occurred_at: string;
  payload: unknown;
}

/** The domain event log, newest first, by keyset pagination on the id. */
export class ListEvents extends Query<{ results: EventView[]; next_cursor: string | null }> {
  constructor(readonly filter: EventFilter) {
    super();
  }
}
