import { type MessageDescriptor, msg, time, withValues } from '#i18n';
export const TIME_OUT_DAYS = [1, 7, 30, 42] as const;
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;

/** A self-excluded player who asks to reopen waits this much more after asking. */
export const REOPEN_WAIT_HOURS = 24;

export interface RestrictionState {
  timeOutUntil: Date | null;
  selfExcludedUntil: Date | null;
  reopenRequestedAt: Date | null;
}

export type RestrictionKind = 'time_out' | 'self_exclusion';

export interface Restriction {
  kind: RestrictionKind;
  /** When it ends; null for a self-exclusion past its period that waits for the player to ask to reopen. */
  endsAt: Date | null;
}

/** When a self-exclusion ends: its period, and after it the player's request to reopen plus 24 hours. */
export function selfExclusionEnd(state: RestrictionState): Date | null {
  if (!state.selfExcludedUntil) return null;
  const reopen = state.reopenRequestedAt
    ? new Date(state.reopenRequestedAt.getTime() + REOPEN_WAIT_HOURS * 3_600_000)
    : null;
  if (!reopen) return null;
  return reopen > state.selfExcludedUntil ? reopen : state.selfExcludedUntil;
}

/** Whether a self-exclusion holds at `now` (one that was never taken does not). */
export function selfExcluded(state: RestrictionState, now: Date): boolean {
  if (!state.selfExcludedUntil) return false;
  const end = selfExclusionEnd(state);
  return end === null || end > now;
}

/** What stops the player from paying in or playing at `now`: a self-exclusion first, as it is the stronger. */
export function restrictionAt(state: RestrictionState, now: Date): Restriction | null {
  if (selfExcluded(state, now)) {
    // Within its period the period's end is shown; past it, the reopening the player asked for (or none yet).
    const until = state.selfExcludedUntil;
    return { kind: 'self_exclusion', endsAt: until && until > now ? until : selfExclusionEnd(state) };
  }
  if (state.timeOutUntil && state.timeOutUntil > now) return { kind: 'time_out', endsAt: state.timeOutUntil };
  return null;
}

/** The later of two ends: a new time-out or self-exclusion never shortens one in force. */
export function later(current: Date | null, requested: Date): Date {
  return current && current > requested ? current : requested;
}

/** `months` calendar months after `from` (UTC). */
export function addMonths(from: Date, months: number): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 86_400_000);
}

/** The refusal a player reads; the end date in UTC so the server's zone does not matter. */
export function restrictionMessage(restriction: Restriction): MessageDescriptor {
  const end = restriction.endsAt ? time(restriction.endsAt) : null;
  if (restriction.kind === 'time_out')
    return withValues(msg({ message: 'You are on a time-out until {end}.' }), { end });
  return end
    ? withValues(msg({ message: 'Your account is self-excluded until {end}.' }), { end })
    : msg({
        message:
          'Your account is self-excluded. Its period has ended: ask to reopen it, and it reopens 24 hours later.',
      });
}
