import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import type { Schema } from '../../../lib/contract';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../admin-query';

/** The event log's filters as they sit in the address (/admin/events?aggregate_type=tournament&aggregate_id=7). */
export interface EventFilter {
  type?: string;
  aggregate_type?: string;
  /** A number when it is one, so the address reads `aggregate_id=7` (the router quotes numeric strings). */
  aggregate_id?: string | number;
  /** The acting user's id. */
  user?: number;
  /** ISO date-times: occurred at or after `since`, before `until`. */
  since?: string;
  until?: string;
}

export type AdminEvent = Schema<'EventRowDto'>;
export type EventPage = Schema<'EventPageDto'>;

export const EVENT_PAGE_SIZE = 50;

export const eventKeys = {
  list: (filter: EventFilter) => [...ADMIN_KEY, 'events', filter] as const,
};

function fetchEvents(filter: EventFilter, cursor: string | null, limit: number, signal?: AbortSignal) {
  const query = { ...filter, aggregate_id: filter.aggregate_id?.toString(), cursor: cursor ?? undefined, limit };
  return unwrap(api.GET('/api/admin/events', { params: { query }, signal }));
}

/** The log newest first, page by page ("Load more" follows next_cursor). */
export const adminEventsQueryOptions = (filter: EventFilter) =>
  infiniteQueryOptions({
    queryKey: eventKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchEvents(filter, pageParam, EVENT_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: ADMIN_STALE_MS,
    // The live tail adds new rows; refetching every loaded page on focus would only repeat them.
    refetchOnWindowFocus: false,
  });

const TAIL_PAGE_SIZE = 200;
const TAIL_MAX_PAGES = 5;

export interface NewerEvents {
  events: AdminEvent[];
  /** More arrived than one poll reads (over 1,000): the oldest of them are not shown. */
  truncated: boolean;
}

/**
 * The events matching the filter with an id above `newestId`, newest first. The API pages downwards only, so
 * this reads from the top until it meets an event already shown.
 */
export async function fetchNewerEvents(
  filter: EventFilter,
  newestId: number,
  signal?: AbortSignal,
): Promise<NewerEvents> {
  const events: AdminEvent[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < TAIL_MAX_PAGES; page++) {
    const { results, next_cursor }: EventPage = await fetchEvents(filter, cursor, TAIL_PAGE_SIZE, signal);
    const fresh = results.filter((event) => event.id > newestId);
    events.push(...fresh);
    if (fresh.length < results.length || next_cursor === null) return { events, truncated: false };
    cursor = next_cursor;
  }
  return { events, truncated: true };
}
