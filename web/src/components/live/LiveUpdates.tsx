import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { setLiveStatus } from '../../lib/live/status';
import { openLiveStream, type LiveEvent } from '../../lib/live/stream';
import { showBrowserAlert } from './browser-alerts';
import { invalidationsFor, mergeInvalidations, type Invalidation } from './invalidation';
import { isMatchPage, pageTitle, startedMatch } from './match-alert';
import { hideMatchStartToast, showMatchStartToast } from './match-start-toast';

/** Events within this window refetch each read once. */
const BATCH_MS = 50;

/** Everything the app shows except the health probe. */
const onScreen = {
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== 'health',
  type: 'active',
} as const;

/**
 * The tab's one stream of changes, open while someone is signed in: each event refetches the reads it concerns,
 * a match that starts is announced wherever the player is (a toast that stays, the tab title, and a browser
 * notification if allowed). Renders nothing.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  // The stream lives as long as the sign-in, not as long as one navigate function.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [waiting, setWaiting] = useState<string[]>([]);

  useEffect(() => {
    let pending: Invalidation[][] = [];
    let flush: ReturnType<typeof setTimeout> | undefined;
    const refetchOnScreen = () => void queryClient.invalidateQueries(onScreen);

    const acknowledge = (matchId: string) => setWaiting((ids) => ids.filter((id) => id !== matchId));
    const play = (matchId: string) => {
      hideMatchStartToast(matchId);
      acknowledge(matchId);
      void navigateRef.current({ to: '/match/$matchId', params: { matchId } });
    };
    const announce = (matchId: string) => {
      setWaiting((ids) => (ids.includes(matchId) ? ids : [...ids, matchId]));
      showMatchStartToast(
        matchId,
        () => play(matchId),
        () => acknowledge(matchId),
      );
      showBrowserAlert(matchId, () => play(matchId));
    };

    const onEvent = (event: LiveEvent) => {
      pending.push(invalidationsFor(event));
      flush ??= setTimeout(() => {
        const batch = mergeInvalidations(pending);
        pending = [];
        flush = undefined;
        for (const { queryKey, refetchType } of batch) void queryClient.invalidateQueries({ queryKey, refetchType });
      }, BATCH_MS);
      const started = startedMatch(event, pathnameRef.current);
      if (started) announce(started);
    };

    const close = openLiveStream({
      onEvent,
      onOpen: (missed) => {
        setLiveStatus('live');
        // Whatever changed while the stream was down was not heard: read again what is on screen. On the first
        // open too, what was read before the stream was there (the page loads before the stream's chunk does): a
        // move made in between would otherwise wait for the 30 s safety net.
        const openedAt = Date.now();
        void queryClient.invalidateQueries({
          ...onScreen,
          predicate: (query) => onScreen.predicate(query) && (missed || query.state.dataUpdatedAt < openedAt),
        });
      },
      onDown: () => {
        setLiveStatus('down');
        // The spec's polling takes over; refetching now also moves each query onto its short interval.
        refetchOnScreen();
      },
    });
    return () => {
      close();
      clearTimeout(flush);
      setLiveStatus('down');
    };
  }, [queryClient]);

  // Opening the match acts on its alert.
  useEffect(() => {
    const seen = waiting.find((matchId) => isMatchPage(pathname, matchId));
    if (!seen) return;
    hideMatchStartToast(seen);
    setWaiting((ids) => ids.filter((id) => id !== seen));
  }, [pathname, waiting]);

  useEffect(() => {
    document.title = pageTitle(waiting.length);
  }, [waiting.length]);

  // Signing out ends the alerts with the stream.
  const waitingRef = useRef(waiting);
  waitingRef.current = waiting;
  useEffect(
    () => () => {
      for (const matchId of waitingRef.current) hideMatchStartToast(matchId);
      document.title = pageTitle(0);
    },
    [],
  );

  return null;
}
