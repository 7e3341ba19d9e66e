/** How long to wait before the next reconnect (no React, tested in backoff.test.ts). */

/** The longest pause between two attempts: the safety-net polls cover the gap meanwhile. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * Exponential back-off from `baseMs` (the server's `retry:` hint once heard), capped, with jitter between half and
 * all of the step so that a restarted server is not met by every tab at the same instant.
 */
export function reconnectDelay(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_RECONNECT_DELAY_MS, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (random() * step) / 2);
}
