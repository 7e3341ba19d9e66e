import type { EntityManager } from '@mikro-orm/postgresql';
import { databaseNow } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { AccountHeldForReview } from '../contracts/protection.events.js';
import type { PlannedHold } from '../domain/review-hold.js';
import { addHolds } from '../persistence/review-holds.repository.js';
import { lockProtection, updateProtection } from '../persistence/protection.repository.js';

/**
 * Holds the account for the planned reasons it is not held for yet, in the caller's transaction and under its
 * protection row's lock (which the deposit and stake checks take too): each new reason is an event, with the
 * system as its actor.
 */
export async function holdAccount(em: EntityManager, userId: number, planned: PlannedHold[]): Promise<void> {
  if (planned.length === 0) return;
  const record = await lockProtection(em, userId);
  const written = await addHolds(em, userId, planned);
  if (written.length === 0) return;
  if (!record.reviewHeldSince) await updateProtection(em, userId, { reviewHeldSince: await databaseNow(em) });
  await recordEvents(
    em,
    ...written.map((hold) =>
      raise(AccountHeldForReview, userId, { userId, reason: hold.reason, detail: hold.detail }, null),
    ),
  );
}
