import type { Cents } from '../../../shared/money/money.js';
import { eventType } from '../../../shared/outbox/domain-event.js';

/** Every event of this context is about one player: the aggregate id is their user id. */
const AGGREGATE = 'player_protection';

export type LimitName =
  'deposit_daily' | 'deposit_weekly' | 'deposit_monthly' | 'loss_daily' | 'loss_weekly' | 'loss_monthly';

/** A date of birth given at registration or later by the player, or corrected by an admin (the actor). */
export const DateOfBirthRecorded = eventType<{
  userId: number;
  dateOfBirth: string;
  previous: string | null;
  source: 'registration' | 'player' | 'admin';
}>('DateOfBirthRecorded', AGGREGATE);

/**
 * A limit asked for: `amount` is in force now; a raise or removal waits in `pendingAmount` (null: none) until
 * `effectiveAt`, and takes effect then without another event.
 */
export const LimitChanged = eventType<{
  userId: number;
  limit: LimitName;
  change: 'set' | 'lowered' | 'raised' | 'removed';
  amount: Cents | null;
  pendingAmount: Cents | null;
  effectiveAt: string | null;
}>('LimitChanged', AGGREGATE);

/** The player cancelled a raise or removal that was still waiting: `amount` stays in force. */
export const LimitChangeCancelled = eventType<{
  userId: number;
  limit: LimitName;
  amount: Cents | null;
  cancelledAmount: Cents | null;
}>('LimitChangeCancelled', AGGREGATE);

/** Its listeners give back the player's seats in tournaments still waiting for players. */
export const PlayerTimedOut = eventType<{ userId: number; days: number; until: string }>('PlayerTimedOut', AGGREGATE);

/** As a time-out, for months; after `until` the account stays closed until the player asks to reopen it. */
export const PlayerSelfExcluded = eventType<{ userId: number; months: number; until: string }>(
  'PlayerSelfExcluded',
  AGGREGATE,
);

export const SelfExclusionReopenRequested = eventType<{ userId: number; reopensAt: string }>(
  'SelfExclusionReopenRequested',
  AGGREGATE,
);

/** The reality-check reminder interval in minutes; null: none. */
export const RealityCheckChanged = eventType<{ userId: number; minutes: number | null }>(
  'RealityCheckChanged',
  AGGREGATE,
);

/**
 * A date of birth the player typed and the product refused (issue 30 §3): under age, or any date at all after an
 * under-age refusal (the account may not declare another). The first holds the account for review.
 */
export const DateOfBirthRefused = eventType<{
  userId: number;
  dateOfBirth: string;
  outcome: 'under_age' | 'after_refusal';
}>('DateOfBirthRefused', AGGREGATE);

export type HoldReasonName = 'exclusion_match' | 'exclusion_near_match' | 'age_refused' | 'age_refused_nearby';

/** The account waits for an admin's review before it takes money in (issue 30): `detail` says why, for the admin. */
export const AccountHeldForReview = eventType<{ userId: number; reason: HoldReasonName; detail: string }>(
  'AccountHeldForReview',
  AGGREGATE,
);

/** An admin (the actor) cleared the account's open holds, saying why. */
export const ReviewHoldCleared = eventType<{ userId: number; reasons: HoldReasonName[]; note: string }>(
  'ReviewHoldCleared',
  AGGREGATE,
);

export const PROTECTION_AGGREGATE = AGGREGATE;
