import { formatCents } from '../../../shared/money/money.js';
import type { Deposit } from '../domain/deposit.entity.js';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A deposit as the player's wallet and the admin's list read it; money in coins, as "12.50". */
export function depositView(d: Deposit) {
  return {
    id: d.id,
    amount: formatCents(d.amount),
    amount_credited: d.amountCredited === null ? null : formatCents(d.amountCredited),
    amount_taken_back: formatCents(d.amountTakenBack),
    status: d.status,
    provider: d.provider,
    /** The provider's page, while there is still something to pay there. */
    checkout_url: d.openCheckoutUrl(),
    currency: d.currency,
    /** What the provider was asked to charge, in `currency`. */
    price: formatCents(d.price as Parameters<typeof formatCents>[0]),
    created_at: iso(d.createdAt) as string,
    completed_at: iso(d.completedAt),
  };
}

export type DepositView = ReturnType<typeof depositView>;

export type AdminDepositView = DepositView & { user_id: number; username: string | null };
