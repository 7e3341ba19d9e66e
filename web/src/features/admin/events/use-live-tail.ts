import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { fetchNewerEvents, type AdminEvent, type EventFilter } from './queries';

export const LIVE_TAIL_INTERVAL_MS = 2000;

export type LiveTailStatus = 'off' | 'live' | 'paused' | 'error';

export interface LiveTail {
  status: LiveTailStatus;
  /** When the last poll answered. */
  checkedAt: Date | null;
  error: string | null;
  /** A poll found more new events than it reads; the oldest of them are not shown. */
  truncated: boolean;
}

interface Options {
  enabled: boolean;
  filter: EventFilter;
  /** The newest event id on screen (0 when none). */
  newestId: number;
  /** Newer events, newest first, to put on top of the list. */
  onEvents: (events: AdminEvent[]) => void;
}

function tabHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * Polls every 2 s for events newer than the newest shown, while enabled and while the tab is visible; a hidden
 * tab stops polling and a visible one resumes at once. One poll at a time; a failed poll is retried on the
 * next tick.
 */
export function useLiveTail({ enabled, filter, newestId, onEvents }: Options): LiveTail {
  const [state, setState] = useState<LiveTail>({ status: 'off', checkedAt: null, error: null, truncated: false });
  const newest = useRef(newestId);
  const deliver = useRef(onEvents);
  newest.current = newestId;
  deliver.current = onEvents;
  const filterKey = JSON.stringify(filter);

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'off', checkedAt: null, error: null, truncated: false });
      return;
    }
    const filterNow = JSON.parse(filterKey) as EventFilter;
    let inFlight = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    // A call, not a variable: the compiler would keep a checked flag as false across the awaits.
    const stopped = () => controller.signal.aborted;

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped() && !tabHidden()) timer = setTimeout(() => void poll(), LIVE_TAIL_INTERVAL_MS);
    };

    const poll = async () => {
      if (stopped() || inFlight) return;
      if (tabHidden()) {
        setState((current) => ({ ...current, status: 'paused' }));
        return;
      }
      inFlight = true;
      try {
        const { events, truncated } = await fetchNewerEvents(filterNow, newest.current, controller.signal);
        if (stopped()) return;
        // Only what is still newer than the screen when the answer comes (a reload may have shown some).
        const fresh = events.filter((event) => event.id > newest.current);
        if (fresh.length > 0) {
          newest.current = fresh[0].id;
          deliver.current(fresh);
        }
        setState((current) => ({
          status: tabHidden() ? 'paused' : 'live',
          checkedAt: new Date(),
          error: null,
          truncated: current.truncated || truncated,
        }));
      } catch (error) {
        if (!stopped()) setState((current) => ({ ...current, status: 'error', error: errorMessage(error) }));
      } finally {
        inFlight = false;
        schedule();
      }
    };

    const onVisibility = () => {
      if (tabHidden()) {
        clearTimeout(timer);
        setState((current) => ({ ...current, status: 'paused' }));
      } else {
        void poll();
      }
    };

    setState({ status: tabHidden() ? 'paused' : 'live', checkedAt: null, error: null, truncated: false });
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, filterKey]);

  return state;
}
