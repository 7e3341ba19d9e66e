import { Command } from '@nestjs/cqrs';
import type { Cents } from '../../../shared/money/money.js';
import type { LimitKind } from '../domain/limits.js';

/**
 * The commands a player (or, for a date of birth, an admin) gives this context, one per use case; each has its
 * handler in `<name>.handler.ts`. Every change they make is a domain event of the player.
 */

export class CorrectDateOfBirth extends Command<void> {
  constructor(
    readonly userId: number,
    readonly dateOfBirth: string,
    readonly adminId: number,
  ) {
    super();
  }
}

/** The limits the player asked for (a key left out stays as it is; null removes) and the reminder interval. */
export class SetLimits extends Command<void> {
  constructor(
    readonly userId: number,
    readonly limits: Partial<Record<LimitKind, Cents | null>>,
    /** 15, 30, 60; 0: none; undefined: unchanged. */
    readonly realityCheckMinutes: number | undefined,
  ) {
    super();
  }
}

export class CancelPendingLimit extends Command<void> {
  constructor(
    readonly userId: number,
    readonly limit: LimitKind,
  ) {
    super();
  }
}

export class TakeTimeOut extends Command<void> {
  constructor(
    readonly userId: number,
    readonly days: number,
  ) {
    super();
  }
}

export class SelfExclude extends Command<void> {
  constructor(
    readonly userId: number,
    readonly months: number,
  ) {
    super();
  }
}

/** A self-excluded player whose period has ended asks to reopen: it reopens 24 hours later. */
export class RequestReopen extends Command<void> {
  constructor(readonly userId: number) {
    super();
  }
}

/** An admin clears the account's open review holds (issue 30), saying what they checked. */
export class ClearReviewHold extends Command<void> {
  constructor(
    readonly userId: number,
    readonly adminId: number,
    readonly note: string,
  ) {
    super();
  }
}
