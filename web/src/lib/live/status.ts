import { useSyncExternalStore } from 'react';

/** Whether this tab's stream of changes is open: `live`, or `down` (never opened yet, or lost). */
export type LiveStatus = 'live' | 'down';

/** While the stream is up, polling is only a safety net (issue 14: 30 s at most). */
export const SAFETY_NET_POLL_MS = 30_000;

let status: LiveStatus = 'down';
const listeners = new Set<() => void>();

export function getLiveStatus(): LiveStatus {
  return status;
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeLiveStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, getLiveStatus, getLiveStatus);
}

/**
 * A query's refetchInterval: the spec's interval while the stream is down, the safety net while it is up.
 * React Query asks again after every fetch; the stream's connect and loss refetch what is on screen, so a change
 * of status takes effect at once.
 */
export function pollEvery(specMs: number): () => number {
  return () => (status === 'live' ? Math.max(specMs, SAFETY_NET_POLL_MS) : specMs);
}
