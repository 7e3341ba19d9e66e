import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { databaseNow } from '../../../shared/database/query.js';
import { subtractCents, ZERO_CENTS, type Cents } from '../../../shared/money/money.js';
import { transaction } from '../../../shared/transaction.js';
import { GetOpenCheckoutCoins } from '../../cashier/contracts/cashier.queries.js';
import { GetWalletFlows } from '../../ledger/contracts/wallet-flows.query.js';
import { AssertMayDeposit, AssertMayStake, AssertMayWithdraw } from '../contracts/protection.queries.js';
import { AssertEmailNotExcluded } from '../contracts/screening.js';
import { emailKey } from '../domain/email-key.js';
import { isDepositLimit, LIMIT_KINDS, NO_LIMIT, remainingUnder, settle, WINDOW_HOURS } from '../domain/limits.js';
import { ProtectionErrors } from '../domain/protection-errors.js';
import { restrictionAt } from '../domain/restrictions.js';
import { findEntryByEmail } from '../persistence/exclusion-register.repository.js';
import { findHolds } from '../persistence/review-holds.repository.js';
import {
  lockProtection,
  readLimits,
  readProtection,
  type ProtectionRecord,
} from '../persistence/protection.repository.js';

/**
 * Refuses `amount` when it would pass one of the player's deposit limits (or loss limits) in force, counting
 * what the ledger holds in each rolling window and, for deposits, the checkouts still open (paid later, they
 * would otherwise pass the limit together). The caller holds the protection row's lock, so no other deposit or
 * stake of this player can be counted in between.
 */
async function assertUnderLimits(
  em: EntityManager,
  queries: QueryBus,
  userId: number,
  deposits: boolean,
  amount: Cents,
  now: Date,
): Promise<void> {
  // A free seat risks nothing: no loss limit stands in its way.
  if (amount <= 0) return;
  const stored = await readLimits(em, userId);
  const inForce = LIMIT_KINDS.filter((kind) => isDepositLimit(kind) === deposits).flatMap((kind) => {
    const limit = settle(stored.get(kind) ?? NO_LIMIT, now).amount;
    return limit === null ? [] : [{ kind, limit }];
  });
  if (!inForce.length) return;
  const since = inForce.map(({ kind }) => new Date(now.getTime() - WINDOW_HOURS[kind] * 3_600_000));
  const flows = await queries.execute(new GetWalletFlows(userId, since));
  const unpaid = deposits ? await queries.execute(new GetOpenCheckoutCoins(userId, now)) : ZERO_CENTS;
  inForce.forEach(({ kind, limit }, index) => {
    const { deposits: paidIn, fees, prizes, refunds } = flows[index];
    const lost = subtractCents(fees, (prizes + refunds) as Cents);
    const used = deposits ? ((paidIn + unpaid) as Cents) : (Math.max(0, lost) as Cents);
    if (used + amount > limit) throw ProtectionErrors.limitReached(kind, limit, remainingUnder(limit, used), unpaid);
  });
}

/**
 * Refuses money in while the account waits for an admin's review (issue 30): with the Safer play pointer when
 * an exclusion in force covers its email, else saying what the player may still do. Reads the reasons only then.
 */
async function assertNotHeld(em: EntityManager, record: ProtectionRecord): Promise<void> {
  if (!record.reviewHeldSince) return;
  const open = await findHolds(em, [record.userId], true);
  if (open.some((hold) => hold.reason === 'exclusion_match')) throw ProtectionErrors.excludedAccount();
  throw ProtectionErrors.heldForReview();
}

@QueryHandler(AssertMayDeposit)
export class AssertMayDepositHandler implements IQueryHandler<AssertMayDeposit> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ userId, amount }: AssertMayDeposit): Promise<void> {
    return transaction(this.em, async (em) => {
      const record = await lockProtection(em, userId);
      const now = await databaseNow(em);
      const restriction = restrictionAt(record, now);
      if (restriction) throw ProtectionErrors.restricted(restriction);
      // Before the date of birth: an account held after an under-age date cannot give one.
      await assertNotHeld(em, record);
      if (!record.dateOfBirth) throw ProtectionErrors.noDateOfBirth();
      await assertUnderLimits(em, this.queries, userId, true, amount, now);
    });
  }
}

@QueryHandler(AssertMayStake)
export class AssertMayStakeHandler implements IQueryHandler<AssertMayStake> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ userId, fee }: AssertMayStake): Promise<void> {
    return transaction(this.em, async (em) => {
      const record = await lockProtection(em, userId);
      const now = await databaseNow(em);
      const restriction = restrictionAt(record, now);
      if (restriction) throw ProtectionErrors.restricted(restriction);
      // A free seat takes no money in: a held account, or one without a date of birth, may still play for nothing.
      if (fee > 0) await assertNotHeld(em, record);
      if (fee > 0 && !record.dateOfBirth) throw ProtectionErrors.noDateOfBirthToStake();
      await assertUnderLimits(em, this.queries, userId, false, fee, now);
    });
  }
}

@QueryHandler(AssertMayWithdraw)
export class AssertMayWithdrawHandler implements IQueryHandler<AssertMayWithdraw> {
  constructor(private readonly em: EntityManager) {}

  // No lock: a declared date of birth is never taken away (an admin may only correct it).
  async execute({ userId }: AssertMayWithdraw): Promise<void> {
    const record = await readProtection(this.em, userId);
    if (record.dateOfBirth) return;
    throw record.reviewHeldSince
      ? ProtectionErrors.heldWithoutDateOfBirth()
      : ProtectionErrors.noDateOfBirthToWithdraw();
  }
}

@QueryHandler(AssertEmailNotExcluded)
export class AssertEmailNotExcludedHandler implements IQueryHandler<AssertEmailNotExcluded> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: AssertEmailNotExcluded): Promise<void> {
    if (await findEntryByEmail(this.em, emailKey(email))) throw ProtectionErrors.excludedEmail();
  }
}
