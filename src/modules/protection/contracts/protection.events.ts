import type { Cents } from '../../../shared/money/money.js';
import { eventType } from '../../../shared/outbox/domain-event.js';

/** Every event of this context is about one player: the aggregate id is their user id. */
const AGGREGATE = 'player_protection';

export type LimitName =
  'deposit_daily' | 'deposit_weekly' | 'deposit_monthly' | 'loss_daily' | 'loss_weekly' | 'loss_monthly';

export type HoldReasonName = 'exclusion_match' | 'exclusion_near_match' | 'age_refused' | 'age_refused_nearby';

declare module '../../../shared/outbox/event-map.js' {
  interface EventMap {
    /** A date of birth given at registration or later by the player, or corrected by an admin (the actor). */
    DateOfBirthRecorded: {
      userId: number;
      dateOfBirth: string;
      previous: string | null;
      source: 'registration' | 'player' | 'admin';
    };
    /**
     * A limit asked for: `amount` is in force now; a raise or removal waits in `pendingAmount` (null: none) until
     * `effectiveAt`, and takes effect then without another event.
     */
    LimitChanged: {
      userId: number;
      limit: LimitName;
      change: 'set' | 'lowered' | 'raised' | 'removed';
      amount: Cents | null;
      pendingAmount: Cents | null;
      effectiveAt: string | null;
    };
    /** The player cancelled a raise or removal that was still waiting: `amount` stays in force. */
    LimitChangeCancelled: { userId: number; limit: LimitName; amount: Cents | null; cancelledAmount: Cents | null };
    /** Its listeners give back the player's seats in tournaments still waiting for players. */
    PlayerTimedOut: { userId: number; days: number; until: string };
    /** As a time-out, for months; after `until` the account stays closed until the player asks to reopen it. */
    PlayerSelfExcluded: { userId: number; months: number; until: string };
    SelfExclusionReopenRequested: { userId: number; reopensAt: string };
    /** The reality-check reminder interval in minutes; null: none. */
    RealityCheckChanged: { userId: number; minutes: number | null };
    /**
     * A date of birth the player typed and the product refused (issue 30 §3): under age, or any date at all after
     * an under-age refusal (the account may not declare another). The first holds the account for review.
     */
    DateOfBirthRefused: { userId: number; dateOfBirth: string; outcome: 'under_age' | 'after_refusal' };
    /** The account waits for an admin's review before it takes money in (issue 30): `detail` says why, for the admin. */
    AccountHeldForReview: { userId: number; reason: HoldReasonName; detail: string };
    /** An admin (the actor) cleared the account's open holds, saying why. */
    ReviewHoldCleared: { userId: number; reasons: HoldReasonName[]; note: string };
  }
}

export const DateOfBirthRecorded = eventType('DateOfBirthRecorded', AGGREGATE);
export const LimitChanged = eventType('LimitChanged', AGGREGATE);
export const LimitChangeCancelled = eventType('LimitChangeCancelled', AGGREGATE);
export const PlayerTimedOut = eventType('PlayerTimedOut', AGGREGATE);
export const PlayerSelfExcluded = eventType('PlayerSelfExcluded', AGGREGATE);
export const SelfExclusionReopenRequested = eventType('SelfExclusionReopenRequested', AGGREGATE);
export const RealityCheckChanged = eventType('RealityCheckChanged', AGGREGATE);
export const DateOfBirthRefused = eventType('DateOfBirthRefused', AGGREGATE);
export const AccountHeldForReview = eventType('AccountHeldForReview', AGGREGATE);
export const ReviewHoldCleared = eventType('ReviewHoldCleared', AGGREGATE);

export const PROTECTION_AGGREGATE = AGGREGATE;
