import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { ReviewHoldCleared } from '../contracts/protection.events.js';
import { ProtectionErrors } from '../domain/protection-errors.js';
import { clearProblem } from '../domain/review-hold.js';
import { entriesInForce } from '../persistence/exclusion-register.repository.js';
import { lockProtection, updateProtection } from '../persistence/protection.repository.js';
import { clearHolds, findHolds } from '../persistence/review-holds.repository.js';
import { ClearReviewHold } from './protection.commands.js';

/** Every open hold at once, under the protection row's lock: the next deposit sees the account cleared or not. */
@CommandHandler(ClearReviewHold)
export class ClearReviewHoldHandler implements ICommandHandler<ClearReviewHold> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId, adminId, note }: ClearReviewHold): Promise<void> {
    return transaction(this.em, async (em) => {
      const record = await lockProtection(em, userId);
      const open = await findHolds(em, [userId], true);
      const matched = open.flatMap((hold) => (hold.reason === 'exclusion_match' ? [hold.registerEntryId ?? 0] : []));
      const inForce = await entriesInForce(em, matched);
      const problem = clearProblem(
        open.map((hold) => ({ reason: hold.reason, entryInForce: inForce.has(hold.registerEntryId ?? 0) })),
        record.dateOfBirth !== null,
      );
      if (problem) throw ProtectionErrors.notClearable(problem);
      await clearHolds(
        em,
        open.map((hold) => hold.id),
        adminId,
        note,
      );
      await updateProtection(em, userId, { reviewHeldSince: null });
      const reasons = [...new Set(open.map((hold) => hold.reason))];
      await recordEvents(em, raise(ReviewHoldCleared, userId, { userId, reasons, note }, adminId));
    });
  }
}
