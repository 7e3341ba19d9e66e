import { Command, Query } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';

/** Records the date of birth given at registration, inside the registration's transaction. */
export class RecordDateOfBirthAtRegistration extends Command<void> {
  constructor(
    readonly userId: number,
    readonly dateOfBirth: string,
    readonly clientAddress = '',
  ) {
    super();
  }
}

/**
 * Run inside the deposit's transaction: locks the player's protection row (so parallel deposits check one at a
 * time) and refuses a deposit during a time-out or self-exclusion (403), while the account is held for review
 * (403 {"error"}), without a date of birth (403), or past a deposit limit (400 with the limit, its window and what
 * remains).
 */
export class AssertMayDeposit extends Query<void> {
  constructor(
    readonly userId: number,
    readonly amount: Cents,
  ) {
    super();
  }
}

/**
 * Run inside a join's or a create's transaction, before the fee moves: locks the protection row and refuses
 * during a time-out or self-exclusion (403), a paid entry while the account is held for review (403 {"error"}),
 * or past a loss limit (400).
 */
export class AssertMayStake extends Query<void> {
  constructor(
    readonly userId: number,
    readonly fee: Cents,
  ) {
    super();
  }
}

/**
 * Run before a withdrawal (issue 24 §4): refuses it (403 {"error"}) while the player has declared no date of
 * birth. A time-out or a self-exclusion never stops a withdrawal: a player who steps away takes their money along.
 */
export class AssertMayWithdraw extends Query<void> {
  constructor(readonly userId: number) {
    super();
  }
}

/** One of the two restrictions as the profile and the admin user page show it. */
export interface RestrictionView {
  active: boolean;
  /** When it ends (ISO); null when none, or for a self-exclusion past its period until the player asks to reopen. */
  ends_at: string | null;
}

export interface ProtectionView {
  date_of_birth: string | null;
  time_out: RestrictionView;
  self_exclusion: RestrictionView & {
    /** A self-exclusion past its period: the player may ask to reopen (it reopens 24 hours after). */
    can_request_reopen: boolean;
  };
  /** Minutes between reality checks; null: none. */
  reality_check_minutes: number | null;
}

export class GetProtectionStatus extends Query<ProtectionView> {
  constructor(readonly userId: number) {
    super();
  }
}
