import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { notifyError } from '../../../lib/notify';
import { adminEventsQueryOptions, type AdminEvent, type EventFilter } from './queries';
import { useLiveTail } from './use-live-tail';

/**
 * The event list of one filter: its loaded pages, the rows the live tail added on top (once each), which rows are
 * new and which payloads are open.
 */
export function useEventResults(filter: EventFilter, live: boolean) {
  const query = useSuspenseInfiniteQuery(adminEventsQueryOptions(filter));
  const [arrived, setArrived] = useState<AdminEvent[]>([]);
  const [freshIds, setFreshIds] = useState<ReadonlySet<number>>(new Set());
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());

  const events = useMemo(() => {
    const seen = new Set<number>();
    return [...arrived, ...query.data.pages.flatMap((page) => page.results)].filter((event) => {
      if (seen.has(event.id)) return false;
      seen.add(event.id);
      return true;
    });
  }, [arrived, query.data]);
  const newestId = events.reduce((max, event) => Math.max(max, event.id), 0);

  const onEvents = useCallback((fresh: AdminEvent[]) => {
    setArrived((current) => [...fresh, ...current]);
    setFreshIds(new Set(fresh.map((event) => event.id)));
  }, []);
  const tail = useLiveTail({ enabled: live, filter, newestId, onEvents });

  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const loadMore = () => {
    void query.fetchNextPage().then((result) => {
      if (result.isError) notifyError(errorMessage(result.error));
    });
  };

  return {
    events,
    tail,
    freshIds,
    openIds,
    toggle,
    loadMore,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
  };
}
