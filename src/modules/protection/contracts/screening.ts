import { Command, Query } from '@nestjs/cqrs';

/**
 * The exclusion register and the age refusals (issue 30 §2, §3), as other contexts reach them: registration
 * (identity) and the deposit (cashier) screen an account; the withdrawal reviewer reads the age refusals.
 */

/**
 * Refuses (403 {"error"}, pointing to Safer play) an email address that reaches the mailbox of a player whose
 * self-exclusion or time-out is in force: a registration's first check.
 */
export class AssertEmailNotExcluded extends Query<void> {
  constructor(readonly email: string) {
    super();
  }
}

/**
 * Why a registration's date of birth cannot be taken (not a date, under MIN_AGE...), or null. An under-age date
 * is recorded in its own transaction, with the client address and the normalised email, before the registration
 * is refused: a registration that follows it from there within a day is held.
 */
export class CheckRegistrationDateOfBirth extends Command<string | null> {
  constructor(
    readonly dateOfBirth: string,
    readonly email: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}

/**
 * Inside the registration's transaction, once the account exists: refuses a match in the register (the whole
 * registration rolls back) and holds the account for a near match or an under-age refusal nearby.
 */
export class ScreenNewAccount extends Command<void> {
  constructor(
    readonly userId: number,
    readonly email: string,
    readonly dateOfBirth: string | null,
    readonly clientAddress: string,
  ) {
    super();
  }
}

/**
 * Before a deposit's transaction, in one of its own (so a hold it finds stays when the deposit is refused):
 * compares the account's email, date of birth and client addresses of the last 30 days with the register.
 */
export class ScreenBeforeDeposit extends Command<void> {
  constructor(readonly userId: number) {
    super();
  }
}

/** The dates of birth an account tried that were refused, for the reviewer's `age_declaration_refused`. */
export interface AgeRefusalFacts {
  /** Its own dates refused as under age. */
  underAge: string[];
  /** Its own dates tried after such a refusal. */
  afterRefusal: string[];
  /** Under-age dates refused from its address or email (other registrations, accounts) the day before it registered. */
  nearby: string[];
}

/** Of the given accounts, those with refusals (absent: none). */
export class GetAgeDeclarationRefusals extends Query<Map<number, AgeRefusalFacts>> {
  constructor(readonly userIds: number[]) {
    super();
  }
}
