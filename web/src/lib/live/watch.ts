import { useEffect } from 'react';

/**
 * What the page on screen watches (issue 33 §4): the tab's one stream carries the notices of this tournament and
 * this match too, so a spectator's page is pushed its changes as a player's is. The stream reconnects (resuming
 * from its last id) when it changes.
 */
export interface Watch {
  tournament: number | null;
  match: number | null;
}

const NOTHING: Watch = { tournament: null, match: null };
let watched: Watch = NOTHING;
const listeners = new Set<() => void>();

export function getWatch(): Watch {
  return watched;
}

/** What the page on screen watches now (useWatch sets it for a page; exported for tests). */
export function setWatch(next: Watch): void {
  if (next.tournament === watched.tournament && next.match === watched.match) return;
  watched = next;
  for (const listener of listeners) listener();
}

export function subscribeWatch(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stream's query for what is watched: `?tournament=1&match=2`, or '' for nothing. */
export function watchQuery(watch: Watch): string {
  const params = new URLSearchParams();
  if (watch.tournament !== null) params.set('tournament', String(watch.tournament));
  if (watch.match !== null) params.set('match', String(watch.match));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The page watches this tournament and match while it is shown; leaving clears it. Cleared a moment after the
 * unmount rather than at once, so going from one watched page to the next reconnects once, not twice.
 */
export function useWatch(tournament: number | null, match: number | null = null): void {
  useEffect(() => {
    setWatch({ tournament, match });
    return () => {
      queueMicrotask(() => {
        if (watched.tournament === tournament && watched.match === match) setWatch(NOTHING);
      });
    };
  }, [tournament, match]);
}
