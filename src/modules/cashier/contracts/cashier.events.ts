import type { Cents } from '../../../shared/money/money.js';
import { eventType } from '../../../shared/outbox/domain-event.js';

/** Amounts are cents (a JSON number in the stored payload). `userId` on the stored event is the acting user: the player, or the admin who reviewed. */
export const DepositMade = eventType<{ userId: number; amount: Cents; entryId: number; depositId?: number }>(
  'DepositMade',
  'wallet',
);

interface DepositChange {
  depositId: number;
  userId: number;
  amount: Cents;
}

/** A deposit waiting on the provider's page (nothing moved yet). */
export const DepositStarted = eventType<DepositChange & { provider: string }>('DepositStarted', 'deposit');
/** The player never paid: the checkout ran out. */
export const DepositExpired = eventType<DepositChange>('DepositExpired', 'deposit');
/** The provider could not take the payment. */
export const DepositFailed = eventType<DepositChange>('DepositFailed', 'deposit');
/** A refund or dispute took coins back; `owed` is what the wallet could not cover (posted to the receivable). */
export const DepositTakenBack = eventType<DepositChange & { reason: 'refund' | 'dispute'; owed: Cents }>(
  'DepositTakenBack',
  'deposit',
);
/** A dispute was won: what it took comes back (settling what is owed first). */
export const DepositGivenBack = eventType<DepositChange>('DepositGivenBack', 'deposit');
