/**
 * Check-in (issue 32 §0): a tournament whose last seat fills starts with the players who are there. Constants of
 * the domain rather than settings: the issue fixes them, and they are the same for every tournament.
 */

/** The shortest check-in window, in seconds. */
export const CHECK_IN_MIN_SECONDS = 60;
/** A player whose client made a signed-in request this recently (or holds a live stream) is there. */
export const PRESENCE_WINDOW_SECONDS = 20;
/** A player who took their seat this recently is there: a group filling a table together starts at once. */
export const RECENT_SEAT_SECONDS = 120;

/** 60 seconds, or a tenth of the move clock when that is longer: 6 min on an hour clock, 2 h 24 min on a daily one. */
export function checkInSeconds(moveTimeout: number): number {
  return Math.max(CHECK_IN_MIN_SECONDS, Math.ceil(moveTimeout / 10));
}

/** How a player came to be checked in: "I'm here", or a client that was there (a request, a stream, a fresh seat). */
export type CheckInWay = 'button' | 'present';
