import { t } from '@lingui/core/macro';
import type { Schema } from './contract';

type Protection = Schema<'ProtectionViewDto'>;

/** A break in force: what the banner says, and the short reason beside each control it disables. */
export interface PlayRestriction {
  kind: 'time_out' | 'self_exclusion';
  /** ISO end, null for a self-exclusion past its period that waits for the player to ask to reopen. */
  endsAt: string | null;
  /** The banner's sentence, with the end date as the server's refusal words it (UTC, to the minute). */
  message: string;
  /** Beside a disabled Deposit or Create Tournament button. */
  reason: string;
}

/** "2026-11-29 03:40 UTC": the server's refusal formats the end so (restrictionMessage), and the banner matches it. */
export function utcMinute(iso: string): string {
  return new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

/**
 * What stops the player paying in or playing now: a self-exclusion first, as the server ranks it (it is the
 * stronger). A time-out whose end has passed no longer counts, though the profile read may be a minute old.
 */
export function playRestriction(protection: Protection | undefined, now: number = Date.now()): PlayRestriction | null {
  if (!protection) return null;
  const exclusion = protection.self_exclusion;
  if (exclusion.active) {
    const endsAt = exclusion.ends_at;
    return {
      kind: 'self_exclusion',
      endsAt,
      message: endsAt ? excludedUntil(utcMinute(endsAt)) : excludedEnded(),
      reason: t`Closed during your self-exclusion`,
    };
  }
  const timeOut = protection.time_out;
  if (timeOut.active && timeOut.ends_at && Date.parse(timeOut.ends_at) > now) {
    const until = utcMinute(timeOut.ends_at);
    return {
      kind: 'time_out',
      endsAt: timeOut.ends_at,
      message: t`You are on a time-out until ${until}. Deposits and tournament entries are closed until then.`,
      reason: t`Closed during your time-out`,
    };
  }
  return null;
}

function excludedUntil(until: string): string {
  return t`Your account is self-excluded until ${until}. Deposits and tournament entries are closed until then.`;
}

function excludedEnded(): string {
  return t`Your account is self-excluded. Its period has ended: ask to reopen it on the Safer play page, and it reopens 24 hours later.`;
}
