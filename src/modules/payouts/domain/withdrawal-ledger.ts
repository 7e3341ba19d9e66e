import { transfer, type PostTransfer } from '../../ledger/contracts/post-transfer.command.js';
import { system, wallet } from '../../ledger/contracts/ledger.types.js';
import { PAYMENT_METHOD_DISPLAY } from './withdrawal-options.js';
import type { WithdrawalRequest } from './withdrawal-request.entity.js';

/**
 * The three ledger entries a withdrawal can make. Keys derive from the withdrawal id, so each posts at most
 * once however often a handler is retried; the refund key is shared by rejection and approved cancellation
 * because only one of them can ever happen.
 */
export function holdEntry(withdrawal: WithdrawalRequest): PostTransfer {
  return transfer(
    `withdrawal:${withdrawal.id}:hold`,
    'WITHDRAW',
    `Withdrawal request #${withdrawal.id} (${PAYMENT_METHOD_DISPLAY[withdrawal.paymentMethod]})`,
    wallet(withdrawal.userId),
    system('WITHDRAWAL_HOLDS'),
    withdrawal.amount,
  );
}

export function payoutEntry(withdrawal: WithdrawalRequest): PostTransfer {
  return transfer(
    `withdrawal:${withdrawal.id}:payout`,
    'WITHDRAWAL_PAYOUT',
    `Withdrawal #${withdrawal.id} paid out`,
    system('WITHDRAWAL_HOLDS'),
    system('CASH_OUT'),
    withdrawal.amount,
  );
}

export function refundEntry(withdrawal: WithdrawalRequest, why: 'rejected' | 'cancelled'): PostTransfer {
  return transfer(
    `withdrawal:${withdrawal.id}:refund`,
    'WITHDRAWAL_REFUND',
    `Withdrawal #${withdrawal.id} ${why}: refunded`,
    system('WITHDRAWAL_HOLDS'),
    wallet(withdrawal.userId),
    withdrawal.amount,
  );
}
