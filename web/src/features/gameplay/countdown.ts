/** The move countdown's arithmetic and colour rule (no React), tested in countdown.test.ts. */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

export type CountdownTone = 'normal' | 'warning' | 'hurry' | 'expired';

/** Under this many seconds the countdown turns yellow (spec section 9). */
export const WARNING_BELOW_S = 30;
/** Under this many seconds it turns red: hurry. */
export const HURRY_BELOW_S = 10;

/**
 * Whole seconds left until `deadline`, read on the server's clock: `clockOffsetMs` is how far the server's
 * clock is ahead of this device's. Rounded up (0.2 s left still shows 1), never negative; null without a deadline.
 */
export function secondsLeft(deadline: string | null | undefined, clockOffsetMs: number, now: number): number | null {
  if (!deadline) return null;
  const due = Date.parse(deadline);
  if (!Number.isFinite(due)) return null;
  const remainingMs = due - (now + clockOffsetMs);
  return Math.max(0, Math.ceil(remainingMs / 1000));
}

/** Yellow under 30 s, red (hurry) under 10 s, expired at zero. */
export function countdownTone(seconds: number): CountdownTone {
  if (seconds <= 0) return 'expired';
  if (seconds < HURRY_BELOW_S) return 'hurry';
  if (seconds < WARNING_BELOW_S) return 'warning';
  return 'normal';
}

/** Mantine colour of each tone. */
export const TONE_COLOR: Record<CountdownTone, string> = {
  normal: 'teal',
  warning: 'yellow',
  hurry: 'red',
  expired: 'red',
};

/** Words that say what the colour says, so colour is never the only signal. */
export const TONE_LABEL: Record<CountdownTone, MessageDescriptor> = {
  normal: msg`Plenty of time`,
  warning: msg`Under 30 seconds`,
  hurry: msg`Hurry! Under 10 seconds`,
  expired: msg`Time's up`,
};

/** "1:05", "0:09"; from an hour on (the slower clocks, issue 32 §4) with hours: "4:48:00", "24:00:00". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  if (s >= 3600) return `${Math.floor(s / 3600)}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return `${Math.floor(s / 60)}:${two(s % 60)}`;
}

/**
 * Seconds left of a first game's start grace: its deadline is the grace's end plus the move timeout, so while more
 * than the move timeout is left the clock has not started. 0 once it has (or without a deadline).
 */
export function graceSecondsLeft(seconds: number | null, moveTimeoutSeconds: number): number {
  return seconds !== null && seconds > moveTimeoutSeconds ? seconds - moveTimeoutSeconds : 0;
}

/** What the move clock says (issue 34 §3): one deadline, the start grace included, in words that fit a phone. */
export interface ClockWords {
  /** The small line above the tone: "Your move · Game 2" (its old "Game 2: time left for your move" was cut at 390 px). */
  label: string;
  /** The line under it: "Match starting" while the grace runs, else the tone's words. */
  status: string;
  /** What the screen reader's timer holds: "Your move: 1:29 left". */
  timer: string;
}

export function clockWords(gameNumber: number, seconds: number, grace: number): ClockWords {
  const tone = countdownTone(seconds);
  const clock = formatClock(seconds);
  return {
    label: t`Your move · Game ${gameNumber}`,
    status: grace > 0 ? t`Match starting · you can move now` : i18n._(TONE_LABEL[tone]),
    timer: t`Your move: ${clock} left`,
  };
}
