import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { databaseNow } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { LimitChangeCancelled, LimitChanged, RealityCheckChanged } from '../contracts/protection.events.js';
import { LIMIT_KINDS, NO_LIMIT, requestLimit, settle } from '../domain/limits.js';
import { REALITY_CHECK_MINUTES } from '../domain/restrictions.js';
import { lockProtection, readLimits, updateProtection, writeLimit } from '../persistence/protection.repository.js';
import { CancelPendingLimit, SetLimits } from './protection.commands.js';
import { msg } from '#i18n';

/** Lower at once, higher or removed after 24 hours; each change its own event. Under the protection row's lock. */
@CommandHandler(SetLimits)
export class SetLimitsHandler implements ICommandHandler<SetLimits> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId, limits, realityCheckMinutes }: SetLimits): Promise<void> {
    if (
      realityCheckMinutes !== undefined &&
      realityCheckMinutes !== 0 &&
      !REALITY_CHECK_MINUTES.some((m) => m === realityCheckMinutes)
    )
      throw DomainError.validation('reality_check_minutes', msg({ message: 'Choose 15, 30, 60 or null (none).' }));
    return transaction(this.em, async (em) => {
      const record = await lockProtection(em, userId);
      const now = await databaseNow(em);
      const stored = await readLimits(em, userId);
      for (const kind of LIMIT_KINDS) {
        const requested = limits[kind];
        if (requested === undefined) continue;
        const { state, change } = requestLimit(settle(stored.get(kind) ?? NO_LIMIT, now), requested, now);
        await writeLimit(em, userId, kind, state);
        if (change === 'unchanged') continue;
        await recordEvents(
          em,
          raise(
            LimitChanged,
            userId,
            {
              userId,
              limit: kind,
              change,
              amount: state.amount,
              pendingAmount: state.pendingAmount,
              effectiveAt: state.effectiveAt?.toISOString() ?? null,
            },
            userId,
          ),
        );
      }
      if (realityCheckMinutes !== undefined && realityCheckMinutes !== record.realityCheckMinutes) {
        await updateProtection(em, userId, { realityCheckMinutes });
        await recordEvents(
          em,
          raise(RealityCheckChanged, userId, { userId, minutes: realityCheckMinutes || null }, userId),
        );
      }
    });
  }
}

@CommandHandler(CancelPendingLimit)
export class CancelPendingLimitHandler implements ICommandHandler<CancelPendingLimit> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId, limit }: CancelPendingLimit): Promise<void> {
    return transaction(this.em, async (em) => {
      await lockProtection(em, userId);
      const now = await databaseNow(em);
      const state = settle((await readLimits(em, userId)).get(limit) ?? NO_LIMIT, now);
      if (!state.effectiveAt)
        throw DomainError.refused('no_pending_limit', msg({ message: 'That limit has no change waiting.' }));
      await writeLimit(em, userId, limit, { ...NO_LIMIT, amount: state.amount });
      await recordEvents(
        em,
        raise(
          LimitChangeCancelled,
          userId,
          { userId, limit, amount: state.amount, cancelledAmount: state.pendingAmount },
          userId,
        ),
      );
    });
  }
}
