import { msg, type Text } from '#i18n';
/**
 * A review hold (issue 30 §2, §3): an account that may sign in, play free tables and withdraw, but takes no money
 * in (no deposit, no paid entry) until an admin has looked at why and cleared it. One concept for every reason.
 */
export const HOLD_REASONS = ['exclusion_match', 'exclusion_near_match', 'age_refused', 'age_refused_nearby'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** A near match counts the client addresses the excluded player used in this many days before the exclusion. */
export const NEAR_MATCH_ADDRESS_DAYS = 30;
/** A registration this soon after an under-age refusal from its address (or email) is held. */
export const AGE_REFUSAL_WINDOW_HOURS = 24;

export type ExclusionKind = 'self_exclusion' | 'time_out';

/** An entry of the exclusion register in force, as the screening reads it. */
export interface RegisterEntry {
  id: number;
  userId: number;
  kind: ExclusionKind;
  emailKey: string;
  dateOfBirth: string | null;
  addresses: string[];
  /** When the break's period ends; null ends_at: a self-exclusion that holds until the player asks to reopen. */
  periodEndsAt: Date;
  endsAt: Date | null;
}

/** What is known of the account being screened. */
export interface ScreenedAccount {
  userId: number;
  emailKey: string;
  dateOfBirth: string | null;
  /** Its identifying client addresses (client-address.ts): the registration's, or those of the last 30 days. */
  addresses: string[];
}

/** An under-age refusal from the account's address or email: another registration's, or another account's. */
export interface NearbyRefusal {
  id: number;
  dateOfBirth: string;
  declaredAt: Date;
  byAddress: string | null;
}

export interface PlannedHold {
  reason: HoldReason;
  registerEntryId: number | null;
  declarationIds: number[];
  /** The admin's sentence: why this account waits. */
  detail: string;
}

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const KIND_NAMES: Record<ExclusionKind, string> = { self_exclusion: 'self-excluded', time_out: 'on a time-out' };

function until(entry: RegisterEntry): string {
  if (entry.endsAt) return `until ${utc(entry.endsAt)}`;
  return `until it asks to reopen (period ends ${utc(entry.periodEndsAt)})`;
}

/** Whether the account's email reaches the excluded player's mailbox. */
export const isMatch = (account: ScreenedAccount, entry: RegisterEntry) => entry.emailKey === account.emailKey;

/**
 * The holds screening the account against the register and the refusals finds: a match on the email, else a near
 * match on the date of birth and a client address; and, at registration, refusals nearby. The caller asks the
 * database only for entries in force that share the email or the date and an address, and keeps holds unique.
 */
export function planHolds(
  account: ScreenedAccount,
  entries: RegisterEntry[],
  nearbyRefusals: NearbyRefusal[] = [],
): PlannedHold[] {
  const holds: PlannedHold[] = [];
  for (const entry of entries) {
    if (entry.userId === account.userId) continue;
    const who = `account #${entry.userId}, ${KIND_NAMES[entry.kind]} ${until(entry)}`;
    if (isMatch(account, entry)) {
      holds.push({
        reason: 'exclusion_match',
        registerEntryId: entry.id,
        declarationIds: [],
        detail: `Its email address reaches the same mailbox (${account.emailKey}) as ${who}.`,
      });
      continue;
    }
    const shared = account.addresses.filter((address) => entry.addresses.includes(address));
    if (!entry.dateOfBirth || entry.dateOfBirth !== account.dateOfBirth || shared.length === 0) continue;
    holds.push({
      reason: 'exclusion_near_match',
      registerEntryId: entry.id,
      declarationIds: [],
      detail:
        `Same date of birth (${entry.dateOfBirth}) and client address (${shared.join(', ')}) as ${who}, ` +
        `which used that address in the ${NEAR_MATCH_ADDRESS_DAYS} days before.`,
    });
  }
  if (nearbyRefusals.length) {
    const tried = nearbyRefusals.map((r) => `${r.dateOfBirth} at ${utc(r.declaredAt)}`).join('; ');
    const where = nearbyRefusals.some((r) => r.byAddress) ? 'its client address or email' : 'its email';
    holds.push({
      reason: 'age_refused_nearby',
      registerEntryId: null,
      declarationIds: nearbyRefusals.map((r) => r.id),
      detail:
        `Registered within ${AGE_REFUSAL_WINDOW_HOURS} hours of a date of birth refused as under age from ${where} ` +
        `(another registration or account): ${tried}.`,
    });
  }
  return holds;
}

export function ageRefusedDetail(dateOfBirth: string): string {
  return `Declared a date of birth under age (${dateOfBirth}) on its profile: it cannot declare another.`;
}

/** An open hold as the clearing rule reads it. */
export interface OpenHold {
  reason: HoldReason;
  /** For a match: whether its register entry is still in force. */
  entryInForce: boolean;
}

/**
 * Why an admin cannot clear the account's holds now, or null. A match stays while the exclusion it matched is in
 * force: nobody lifts a self-exclusion or time-out early, through a second account either. After an under-age
 * refusal the player cannot declare a date, so an admin sets the one they have seen proof of before clearing.
 */
export function clearProblem(open: OpenHold[], hasDateOfBirth: boolean): Text | null {
  if (open.length === 0) return msg({ message: 'This account has no review hold to clear.' });
  if (open.some((hold) => hold.reason === 'exclusion_match' && hold.entryInForce))
    return msg({
      message:
        "A self-exclusion or time-out still in force covers this account's email address: the hold cannot be cleared before it ends.",
    });
  if (open.some((hold) => hold.reason === 'age_refused') && !hasDateOfBirth)
    return msg({
      message:
        'Set the date of birth the player has proved first: after an under-age refusal the account cannot declare one.',
    });
  return null;
}
