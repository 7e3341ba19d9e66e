import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setLiveStatus } from '../../lib/live/status';
import { openLiveStream, type LiveEvent } from '../../lib/live/stream';
import { showBrowserAlert } from './browser-alerts';
import { invalidationsFor, mergeInvalidations, type Invalidation } from './invalidation';
import { isMatchPage, pageTitle, startedMatch } from './match-alert';
import { hideMatchStartToast, showMatchStartToast } from './match-start-toast';
import { checkInSettled, checkInStarted, hideCheckInToast, showCheckInToast } from './check-in-toast';
import { api, unwrap } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { bodyError } from '../../lib/errors';
import { getSession } from '../../lib/session';
import { tournamentKeys, tournamentQueryOptions } from '../../lib/api/tournaments';
import { mustCheckIn } from '../../lib/check-in';

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
  // One router for the app's life: the stream lives as long as the sign-in, and reads the address when it needs it.
  const router = useRouter();

  useEffect(() => {
    let pending: Invalidation[][] = [];
    let flush: ReturnType<typeof setTimeout> | undefined;
    const refetchOnScreen = () => void queryClient.invalidateQueries(onScreen);

    // The started matches whose alert the player has not acted on yet; the tab title says whether there are any.
    const waiting = new Set<string>();
    const showTitle = () => {
      document.title = pageTitle(waiting.size);
    };
    const acknowledge = (matchId: string) => {
      waiting.delete(matchId);
      showTitle();
    };
    const play = (matchId: string) => {
      hideMatchStartToast(matchId);
      acknowledge(matchId);
      void router.navigate({ to: '/match/$matchId', params: { matchId } });
    };
    const announce = (matchId: string) => {
      waiting.add(matchId);
      showTitle();
      showMatchStartToast(
        matchId,
        () => play(matchId),
        () => acknowledge(matchId),
      );
      showBrowserAlert(matchId, () => play(matchId));
    };

    const checkIn = (tournamentId: string) => {
      hideCheckInToast(tournamentId);
      void unwrap(api.POST('/api/tournaments/{id}/check_in', { params: { path: { id: Number(tournamentId) } } })).then(
        (response) => {
          notifySuccess(response.message);
          void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournamentId) });
        },
        (failure: unknown) => notifyError(bodyError(failure) ?? t`Could not check you in. Please try again.`),
      );
    };
    const alertCheckIn = (tournamentId: string) =>
      showCheckInToast(
        tournamentId,
        () => checkIn(tournamentId),
        () => {
          hideCheckInToast(tournamentId);
          void router.navigate({ to: '/tournament/$tournamentId', params: { tournamentId } });
        },
      );

    const onEvent = (event: LiveEvent) => {
      pending.push(invalidationsFor(event));
      flush ??= setTimeout(() => {
        const batch = mergeInvalidations(pending);
        pending = [];
        flush = undefined;
        for (const { queryKey, refetchType } of batch) void queryClient.invalidateQueries({ queryKey, refetchType });
      }, BATCH_MS);
      const started = startedMatch(event, router.state.location.pathname);
      if (started) announce(started);
      // Check-in (issue 32 §0): the alert reaches the player on any page, if they still have to check in (the
      // notice goes to every seat holder; the tournament says who is in).
      const checking = checkInStarted(event, router.state.location.pathname);
      if (checking) {
        void queryClient
          .query({ ...tournamentQueryOptions(checking), staleTime: 0 })
          .then((tournament) => {
            if (mustCheckIn(tournament, getSession().user?.id)) alertCheckIn(checking);
          })
          .catch(() => undefined);
      }
      const settled = checkInSettled(event);
      if (settled) hideCheckInToast(settled);
    };

    // Opening the match acts on its alert.
    const stopWatchingPages = router.subscribe('onResolved', ({ toLocation }) => {
      for (const matchId of waiting) {
        if (!isMatchPage(toLocation.pathname, matchId)) continue;
        hideMatchStartToast(matchId);
        acknowledge(matchId);
      }
    });

    const close = openLiveStream({
      onEvent,
      onOpen: (missed) => {
        setLiveStatus('live');
        // Whatever changed while the stream was down was not heard: read again what is on screen. On the first
        // open too, what was read before the stream was there (the page loads before the stream's chunk does): a
        // move made in between would otherwise wait for the 30 s safety net. A read already on the wire is kept,
        // not cancelled: its answer is as new as the stream, and cancelling an infinite list's "Load more" would
        // refetch only the pages it had, so the click was lost.
        const openedAt = Date.now();
        void queryClient.invalidateQueries(
          {
            ...onScreen,
            predicate: (query) => onScreen.predicate(query) && (missed || query.state.dataUpdatedAt < openedAt),
          },
          { cancelRefetch: false },
        );
      },
      onDown: () => {
        setLiveStatus('down');
        // The spec's polling takes over; refetching now also moves each query onto its short interval.
        refetchOnScreen();
      },
    });
    showTitle();
    return () => {
      close();
      stopWatchingPages();
      clearTimeout(flush);
      setLiveStatus('down');
      // Signing out ends the alerts with the stream.
      for (const matchId of waiting) hideMatchStartToast(matchId);
      waiting.clear();
      showTitle();
    };
  }, [queryClient, router]);

  return null;
}
