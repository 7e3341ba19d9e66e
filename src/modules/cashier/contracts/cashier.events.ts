import type { Cents } from '../../../shared/money/money.js';
import { eventType } from '../../../shared/outbox/domain-event.js';

interface DepositChange {
  depositId: number;
  userId: number;
  amount: Cents;
}

declare module '../../../shared/outbox/event-map.js' {
  /** Amounts are cents (a JSON number in the stored payload). `userId` on the stored event is the acting user: the player, or the admin who reviewed. */
  interface EventMap {
    DepositMade: { userId: number; amount: Cents; entryId: number; depositId?: number };
    /** A deposit waiting on the provider's page (nothing moved yet). */
    DepositStarted: DepositChange & { provider: string };
    /** The player never paid: the checkout ran out. */
    DepositExpired: DepositChange;
    /** The provider could not take the payment. */
    DepositFailed: DepositChange;
    /** A refund or dispute took coins back; `owed` is what the wallet could not cover (posted to the receivable). */
    DepositTakenBack: DepositChange & { reason: 'refund' | 'dispute'; owed: Cents };
    /** A dispute was won: what it took comes back (settling what is owed first). */
    DepositGivenBack: DepositChange;
  }
}

export const DepositMade = eventType('DepositMade', 'wallet');
export const DepositStarted = eventType('DepositStarted', 'deposit');
export const DepositExpired = eventType('DepositExpired', 'deposit');
export const DepositFailed = eventType('DepositFailed', 'deposit');
export const DepositTakenBack = eventType('DepositTakenBack', 'deposit');
export const DepositGivenBack = eventType('DepositGivenBack', 'deposit');
