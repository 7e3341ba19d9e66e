import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { databaseNow } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { PlayerSelfExcluded, PlayerTimedOut, SelfExclusionReopenRequested } from '../contracts/protection.events.js';
import { ProtectionErrors } from '../domain/protection-errors.js';
import {
  addDays,
  addMonths,
  later,
  REOPEN_WAIT_HOURS,
  SELF_EXCLUSION_MONTHS,
  selfExcluded,
  TIME_OUT_DAYS,
} from '../domain/restrictions.js';
import { GetExclusionFacts } from '../../identity/contracts/exclusion-facts.query.js';
import { identifyingAddresses } from '../domain/client-address.js';
import { emailKey } from '../domain/email-key.js';
import { NEAR_MATCH_ADDRESS_DAYS, type ExclusionKind } from '../domain/review-hold.js';
import { endRegisterEntryAt, writeRegisterEntry } from '../persistence/exclusion-register.repository.js';
import { lockProtection, updateProtection, type ProtectionRecord } from '../persistence/protection.repository.js';
import { RequestReopen, SelfExclude, TakeTimeOut } from './protection.commands.js';

const oneOf = (allowed: readonly number[], value: number) => allowed.includes(value);

/**
 * Writes the break to the exclusion register (issue 30 §2), which a second account is compared with: the
 * player's normalised email, date of birth and the client addresses of their last 30 days.
 */
async function registerBreak(
  em: EntityManager,
  queries: QueryBus,
  record: ProtectionRecord,
  kind: ExclusionKind,
  periodEndsAt: Date,
): Promise<void> {
  const facts = await queries.execute(new GetExclusionFacts(record.userId, NEAR_MATCH_ADDRESS_DAYS));
  if (!facts) return;
  await writeRegisterEntry(em, {
    userId: record.userId,
    kind,
    emailKey: emailKey(facts.email),
    dateOfBirth: record.dateOfBirth,
    addresses: identifyingAddresses(facts.addresses),
    periodEndsAt,
    // A self-exclusion holds past its period until the player asks to reopen (RequestReopen sets its end).
    endsAt: kind === 'time_out' ? periodEndsAt : null,
  });
}

/** At once, and never shorter than one already in force: a shorter request leaves the later end. */
@CommandHandler(TakeTimeOut)
export class TakeTimeOutHandler implements ICommandHandler<TakeTimeOut> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ userId, days }: TakeTimeOut): Promise<void> {
    if (!oneOf(TIME_OUT_DAYS, days))
      throw DomainError.validation('days', `Choose one of: ${TIME_OUT_DAYS.join(', ')}.`);
    return transaction(this.em, async (em) => {
      const record = await lockProtection(em, userId);
      const until = later(record.timeOutUntil, addDays(await databaseNow(em), days));
      await updateProtection(em, userId, { timeOutUntil: until });
      await registerBreak(em, this.queries, record, 'time_out', until);
      await recordEvents(em, raise(PlayerTimedOut, userId, { userId, days, until: until.toISOString() }, userId));
    });
  }
}

@CommandHandler(SelfExclude)
export class SelfExcludeHandler implements ICommandHandler<SelfExclude> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ userId, months }: SelfExclude): Promise<void> {
    if (!oneOf(SELF_EXCLUSION_MONTHS, months))
      throw DomainError.validation('months', `Choose one of: ${SELF_EXCLUSION_MONTHS.join(', ')}.`);
    return transaction(this.em, async (em) => {
      const record = await lockProtection(em, userId);
      const now = await databaseNow(em);
      const still = selfExcluded(record, now) ? record.selfExcludedUntil : null;
      const until = later(still, addMonths(now, months));
      // A new period also withdraws a request to reopen: the account stays closed until asked again.
      await updateProtection(em, userId, { selfExcludedAt: now, selfExcludedUntil: until, reopenRequestedAt: null });
      await registerBreak(em, this.queries, record, 'self_exclusion', until);
      await recordEvents(em, raise(PlayerSelfExcluded, userId, { userId, months, until: until.toISOString() }, userId));
    });
  }
}

@CommandHandler(RequestReopen)
export class RequestReopenHandler implements ICommandHandler<RequestReopen> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: RequestReopen): Promise<void> {
    return transaction(this.em, async (em) => {
      const record = await lockProtection(em, userId);
      const now = await databaseNow(em);
      if (!record.selfExcludedUntil || !selfExcluded(record, now)) throw ProtectionErrors.notSelfExcluded();
      if (record.selfExcludedUntil > now) throw ProtectionErrors.reopenNotYet();
      if (record.reopenRequestedAt) return;
      await updateProtection(em, userId, { reopenRequestedAt: now });
      const reopensAt = new Date(now.getTime() + REOPEN_WAIT_HOURS * 3_600_000);
      await endRegisterEntryAt(em, userId, 'self_exclusion', reopensAt);
      await recordEvents(
        em,
        raise(SelfExclusionReopenRequested, userId, { userId, reopensAt: reopensAt.toISOString() }, userId),
      );
    });
  }
}
