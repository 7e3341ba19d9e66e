/** The time-left-to-fill arithmetic and wording (no React), tested in fill-deadline.test.ts. */
import { t } from '@lingui/core/macro';
import { intlLocale } from '../../lib/intl';

/** Under this many seconds the countdown turns red: the tournament is about to be cancelled. */
export const CLOSING_SOON_S = 15 * 60;

export interface TimeLeft {
  /** Whole seconds until registration closes, never negative. */
  seconds: number;
  /** "2d 4h", "3h 05m", "4m 09s", "Registration closed". */
  text: string;
  closingSoon: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Two units at most: the larger one says the scale, the smaller one shows it moving. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s <= 0) return t`Registration closed`;
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const mm = pad(minutes);
  const ss = pad(s % 60);
  // Unit letters as each language abbreviates them ("2 T. 4 Std."): one message per shape, the figures kept.
  if (days > 0) return t`${days}d ${hours}h`;
  if (hours > 0) return t`${hours}h ${mm}m`;
  if (minutes > 0) return t`${minutes}m ${ss}s`;
  return t`${s}s`;
}

/** Time left until `closesAt`, rounded up (0.2 s left still shows 1 s); null when the date is unreadable. */
export function timeLeftToFill(closesAt: string | null | undefined, now: number): TimeLeft | null {
  const due = closesAt ? Date.parse(closesAt) : Number.NaN;
  if (!Number.isFinite(due)) return null;
  const seconds = Math.max(0, Math.ceil((due - now) / 1000));
  return { seconds, text: formatTimeLeft(seconds), closingSoon: seconds < CLOSING_SOON_S };
}

/** How often the display must change: every second in the last hour, else every half minute is plenty. */
export function tickIntervalMs(seconds: number): number {
  return seconds <= 3600 ? 1000 : 30_000;
}

/**
 * A scheduled tournament's start (issue 32 §2) in the player's own time zone (the browser's unless told), with the
 * zone's name so nobody reads it as the server's: "Sat 28 Nov, 18:00 GMT+1".
 */
export function localStartTime(startsAt: string, timeZone?: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale ?? intlLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(startsAt));
}

/** "Starts in 2h 05m", or "Starting now" once the start is reached (the server starts or cancels it then). */
export function startsInWords(left: TimeLeft): string {
  const text = left.text;
  return left.seconds === 0 ? t`Starting now` : t`Starts in ${text}`;
}
