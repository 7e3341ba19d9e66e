import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { lockExclusively } from '../../../../shared/transaction.js';
import { AccountActionAttempt } from '../../domain/account-token.entity.js';
import { type Text } from '#i18n';

/** Advisory lock namespace: one throttle key's count and the insert that follows it. */
const ACCOUNT_ACTION_LOCK = 7_420_108;

export interface ActionBudget {
  /** `forgot-email:alice@example.com`, `forgot-address:203.0.113.7`, `resend:42`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Mails a caller may ask for (forgot password, resend the verification), counted per key in PostgreSQL so
 * the budget holds across instances. Every attempt counts; past the budget, 429 with Retry-After until the
 * oldest attempt of the window ages out. Runs in the caller's transaction.
 */
export async function spendAccountAction(em: EntityManager, budget: ActionBudget, message: Text): Promise<void> {
  await lockExclusively(em, ACCOUNT_ACTION_LOCK, budget.key);
  const since = new Date(Date.now() - budget.windowSeconds * 1000);
  // Rows out of the window decide nothing: trimmed here, so the table stays small without a cron.
  await em.nativeDelete(AccountActionAttempt, { throttleKey: budget.key, attemptedAt: { $lte: since } });
  const recent = await em.find(
    AccountActionAttempt,
    { throttleKey: budget.key, attemptedAt: { $gt: since } },
    { orderBy: { attemptedAt: 'asc' }, limit: budget.max },
  );
  if (recent.length >= budget.max) {
    const retryAfter = Math.ceil((recent[0].attemptedAt.getTime() + budget.windowSeconds * 1000 - Date.now()) / 1000);
    throw new DomainError('account_action_throttled', 'too_many', message, {
      retryAfterSeconds: Math.max(1, retryAfter),
    });
  }
  em.persist(new AccountActionAttempt(budget.key));
  await em.flush();
}
