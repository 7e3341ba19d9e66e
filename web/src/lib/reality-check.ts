import { t } from '@lingui/core/macro';
/**
 * When the next reality check falls due: the first multiple of the interval after sign-in that is still ahead
 * of `now` (all in milliseconds). A reminder dismissed at 60 minutes comes back at 120.
 */
export function nextRealityCheck(startedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * 60_000;
  const elapsed = Math.max(0, now - startedAt);
  return startedAt + (Math.floor(elapsed / interval) + 1) * interval;
}

/** "1 h 05 min", "12 min": a session's length for the dialog. */
export function sessionLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return t`${minutes} min`;
  const rest = String(minutes % 60).padStart(2, '0');
  return t`${hours} h ${rest} min`;
}
