import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { databaseNow } from '../../../shared/database/query.js';
import { subtractCents, ZERO_CENTS, type Cents } from '../../../shared/money/money.js';
import { transaction } from '../../../shared/transaction.js';
import { GetOpenCheckoutCoins } from '../../cashier/contracts/cashier.queries.js';
import { GetWalletFlows } from '../../ledger/contracts/wallet-flows.query.js';
import {
  AssertMayDeposit,
  AssertMayStake,
  AssertMayWithdraw,
  GetDateOfBirthProblem,
} from '../contracts/protection.queries.js';
import { dateOfBirthProblem } from '../domain/age.js';
import { isDepositLimit, LIMIT_KINDS, NO_LIMIT, remainingUnder, settle, WINDOW_HOURS } from '../domain/limits.js';
import { ProtectionErrors } from '../domain/protection-errors.js';
import { restrictionAt } from '../domain/restrictions.js';
import { lockProtection, readLimits, readProtection } from '../persistence/protection.repository.js';

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

@QueryHandler(AssertMayDeposit)
export class AssertMayDepositHandler implements IQueryHandler<AssertMayDeposit> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ userId, amount }: AssertMayDeposit): Promise<void> {
    return transaction(this.em, async (em) => {
      const record = await lockProtection(em, userId);
      if (!record.dateOfBirth) throw ProtectionErrors.noDateOfBirth();
      const now = await databaseNow(em);
      const restriction = restrictionAt(record, now);
      if (restriction) throw ProtectionErrors.restricted(restriction);
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
    if (!record.dateOfBirth) throw ProtectionErrors.noDateOfBirthToWithdraw();
  }
}

@QueryHandler(GetDateOfBirthProblem)
export class GetDateOfBirthProblemHandler implements IQueryHandler<GetDateOfBirthProblem> {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  execute({ dateOfBirth }: GetDateOfBirthProblem): Promise<string | null> {
    return Promise.resolve(dateOfBirthProblem(dateOfBirth, this.config.minAge, new Date()));
  }
}
